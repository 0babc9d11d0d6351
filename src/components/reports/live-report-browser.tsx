import React, { useCallback } from "react";
import { fetchJson, fetchPageData } from "../../lib/page-data";
import type { ReportIndexEntry } from "../../lib/report-index";
import { listPagePath, REPORT_INDEX_PATH } from "../../routes";
import { ReportBrowser, type ReportBrowserProps } from "./report-browser";
import { reportOf } from "./report-fields";

export type LiveReportBrowserProps = Omit<ReportBrowserProps, "loadIndex" | "loadPage">;

const loadIndex = () => fetchJson<ReportIndexEntry[]>(REPORT_INDEX_PATH);

/**
 * The report browser of a page of /thought-leadership, an island hydrated when it comes into view: it loads the
 * index of every report, and the cards of other list pages (from those pages' data), only once a visitor filters or
 * searches.
 */
export function LiveReportBrowser(props: LiveReportBrowserProps): React.ReactElement {
  const base = props.pager.base;
  const loadPage = useCallback(
    async (number: number) =>
      (
        await fetchPageData<{ allReportsJson: { nodes: readonly Queries.ReportCardFieldsFragment[] } }>(
          listPagePath(base, number),
        )
      ).allReportsJson.nodes.map(reportOf),
    [base],
  );
  return <ReportBrowser {...props} loadIndex={loadIndex} loadPage={loadPage} />;
}
