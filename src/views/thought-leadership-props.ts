import type { FeaturedInsight } from "../components/reports/featured-insight-card";
import { featuredInsightOf } from "../components/reports/featured-insight-fields";
import type { LiveReportBrowserProps } from "../components/reports/live-report-browser";
import { reportOf } from "../components/reports/report-fields";
import { filterOptions } from "../lib/report-filters";
import type { ListPageContext } from "../routes";

type Data = Queries.ThoughtLeadershipPageQuery;

export interface ThoughtLeadershipViewProps {
  page: NonNullable<Data["thoughtLeadershipJson"]>;
  featured: FeaturedInsight;
  browser: LiveReportBrowserProps;
}

/**
 * What a page of /thought-leadership shows, from its query and its place among the pages.
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
    },
  };
};
