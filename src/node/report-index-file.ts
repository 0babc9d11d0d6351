import fs from "fs";
import type { NodePluginArgs } from "gatsby";
import path from "path";
import { reportIndex, type ReportIndexEntry } from "../lib/report-index";
import { REPORT_INDEX_PATH, REPORTS_PAGE_SIZE } from "../routes";

type Fields = Record<string, unknown>;

/** The index entry of a ReportsJson node: the description the card shows (the enriched one when found). */
const entryOf = (node: Fields): Omit<ReportIndexEntry, "page"> => {
  const fields = (node.fields ?? {}) as Fields;
  return {
    slug: String(node.slug),
    title: String(node.title),
    description: String(fields.enrichedDescription ?? node.description),
    industry: String(node.industry),
    topic: String(node.topic),
    insightType: String(node.insight_type),
    publishedAt: String(node.published_at),
  };
};

/** The compact report index's text, from the report nodes. */
export const reportIndexText = (nodes: readonly Fields[]): string =>
  JSON.stringify(reportIndex(nodes.map(entryOf), REPORTS_PAGE_SIZE));

/**
 * Writes the index the report filters load on first use into `public/`: after a build, and for `gatsby develop`,
 * which serves `public/` as it is.
 */
export const writeReportIndex = ({
  getNodesByType,
  reporter,
}: Pick<NodePluginArgs, "getNodesByType" | "reporter">): void => {
  const nodes = getNodesByType("ReportsJson");
  const target = path.join(path.resolve("public"), REPORT_INDEX_PATH);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, reportIndexText(nodes));
  reporter.info(`wrote the index of ${nodes.length} reports`);
};
