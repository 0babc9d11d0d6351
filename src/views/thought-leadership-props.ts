import type { FeaturedInsight } from "../components/reports/featured-insight-card";
import { featuredInsightOf, pickCover } from "../components/reports/featured-insight-fields";
import type { ReportBrowserProps } from "../components/reports/report-browser";
import type { Report } from "../components/reports/report-card";
import { imageOf } from "../lib/image";
import { fetchJson, fetchPageData } from "../lib/page-data";
import { filterOptions } from "../lib/report-filters";
import type { ReportIndexEntry } from "../lib/report-index";
import { listPagePath, REPORT_INDEX_PATH, type ListPageContext } from "../routes";

type Data = Queries.ThoughtLeadershipPageQuery;

export interface ThoughtLeadershipViewProps {
  page: NonNullable<Data["thoughtLeadershipJson"]>;
  featured: FeaturedInsight;
  browser: ReportBrowserProps;
}

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

/**
 * What a page of /thought-leadership shows, from its query and its place among the pages. The report browser loads
 * the index of every report, and the cards of other pages, only once a visitor filters or searches.
 */
export const toThoughtLeadershipProps = (data: Data, list: ListPageContext): ThoughtLeadershipViewProps => {
  const { thoughtLeadershipJson: page, featuredInsightJson: featured } = data;
  if (!page || !featured) throw new Error("data/thought-leadership.json and data/featured-insight.json are required");
  return {
    page,
    featured: featuredInsightOf(featured, page.featured.linkLabel),
    browser: {
      reports: data.allReportsJson.nodes.map(reportOf),
      total: data.allReportsJson.totalCount,
      options: filterOptions(data.reportOptions.industries, data.reportOptions.topics),
      pager: { title: page.earlierTitle, base: list.base, page: list.page, pages: list.pages },
      loadIndex: () => fetchJson<ReportIndexEntry[]>(REPORT_INDEX_PATH),
      loadPage: async (number) =>
        (await fetchPageData<Data>(listPagePath(list.base, number))).allReportsJson.nodes.map(reportOf),
    },
  };
};
