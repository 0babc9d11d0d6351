import type { FilterableReport } from "./report-filters";

/**
 * One report in the compact index the report filters load on first use: what the filters and search read, its
 * slug, and the page of /thought-leadership whose data holds its card. No image data: the cards of the results come
 * from those pages.
 */
export interface ReportIndexEntry extends FilterableReport {
  slug: string;
  /** From 1: the list page of /thought-leadership that shows the report's card. */
  page: number;
}

interface Ordered {
  slug: string;
  publishedAt: string;
}

/**
 * Newest first, then by slug: the order of the report list pages (their query sorts the same way), so a report's
 * place in this order gives its page.
 */
export const byNewest = (a: Ordered, b: Ordered): number =>
  a.publishedAt !== b.publishedAt
    ? a.publishedAt < b.publishedAt
      ? 1
      : -1
    : a.slug < b.slug
      ? -1
      : a.slug > b.slug
        ? 1
        : 0;

/** The index of `reports` at `pageSize` reports a page, in list order. */
export const reportIndex = (reports: readonly Omit<ReportIndexEntry, "page">[], pageSize: number): ReportIndexEntry[] =>
  [...reports].sort(byNewest).map((report, i) => ({ ...report, page: Math.floor(i / pageSize) + 1 }));
