import type { FeaturedInsight } from "../components/reports/featured-insight-card";
import { featuredInsightOf, pickCover } from "../components/reports/featured-insight-fields";
import type { Report } from "../components/reports/report-card";
import { imageOf } from "../lib/image";

type Data = Queries.ThoughtLeadershipPageQuery;

export interface ThoughtLeadershipViewProps {
  page: NonNullable<Data["thoughtLeadershipJson"]>;
  featured: FeaturedInsight;
  /** Every report, newest first, for the browser to filter. */
  reports: Report[];
}

/** What /thought-leadership shows, from its query. */
export const toThoughtLeadershipProps = (data: Data): ThoughtLeadershipViewProps => {
  const { thoughtLeadershipJson: page, featuredInsightJson: featured } = data;
  if (!page || !featured) throw new Error("data/thought-leadership.json and data/featured-insight.json are required");
  return {
    page,
    featured: featuredInsightOf(featured, page.featured.linkLabel),
    reports: data.allReportsJson.nodes.map((node) => {
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
    }),
  };
};
