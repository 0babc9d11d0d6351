import { pickCover } from "./featured-insight-fields";
import { imageOf } from "../../lib/image";
import type { Report } from "./report-card";

/** A report as its card shows it, from the query of any page of /thought-leadership. */
export const reportOf = (node: Queries.ReportCardFieldsFragment): Report => {
  const cover = pickCover(node.cover, node.liveCover, `Report "${node.title}"`);
  return {
    slug: node.slug,
    title: node.title,
    description: node.enrichedDescription ?? node.description,
    category: node.category,
    industry: node.industry,
    topic: node.topic,
    insightType: node.insight_type,
    publishedAt: node.published_at,
    url: node.pdf_url,
    cover: cover.image,
    liveCover: cover.live,
    logo: node.logo && { name: node.logo.name, image: imageOf(node.logo.image) },
  };
};
