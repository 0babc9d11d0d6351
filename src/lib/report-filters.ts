import { INSIGHT_TYPES } from "./report-taxonomy";

/** What the filters look at; cards carry more. */
export interface FilterableReport {
  title: string;
  description: string;
  industry: string;
  topic: string;
  insightType: string;
  /** ISO date. */
  publishedAt: string;
}

/** An empty string means 'all'. */
export interface ReportFilters {
  industry: string;
  topic: string;
  type: string;
  search: string;
}

export const NO_FILTERS: ReportFilters = { industry: "", topic: "", type: "", search: "" };

/** Names of the URL query parameters, so a filtered view can be shared. */
const PARAMS: Record<keyof ReportFilters, string> = { industry: "industry", topic: "topic", type: "type", search: "q" };
const KEYS = Object.keys(PARAMS) as (keyof ReportFilters)[];

export const CHIP_LABELS: Record<keyof ReportFilters, string> = {
  industry: "Industry",
  topic: "Topic",
  type: "Type",
  search: "Search",
};

export interface FilterOptions {
  industries: string[];
  topics: string[];
  types: string[];
}

// Alphabetical, ignoring case. Not localeCompare: it builds an ICU collator per call, which cost tens of
// milliseconds of a phone's hydration; industry and topic names are plain English.
const byName = (a: string, b: string): number => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

const distinct = (values: string[]): string[] => [...new Set(values)].sort(byName);

/** Industry and topic options come from the reports themselves (every report's, not one page's); types are the fixed four. */
export const filterOptions = (industries: readonly string[], topics: readonly string[]): FilterOptions => ({
  industries: distinct([...industries]),
  topics: distinct([...topics]),
  types: [...INSIGHT_TYPES],
});

export const optionsOf = (reports: readonly FilterableReport[]): FilterOptions =>
  filterOptions(
    reports.map((report) => report.industry),
    reports.map((report) => report.topic),
  );

const matchesSearch = (report: FilterableReport, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  return !needle || `${report.title}\n${report.description}`.toLowerCase().includes(needle);
};

/** Every active filter must match: industry, topic and type exactly, the search anywhere in title or description. */
export const filterReports = <T extends FilterableReport>(reports: readonly T[], filters: ReportFilters): T[] =>
  reports.filter(
    (report) =>
      (!filters.industry || report.industry === filters.industry) &&
      (!filters.topic || report.topic === filters.topic) &&
      (!filters.type || report.insightType === filters.type) &&
      matchesSearch(report, filters.search),
  );

export const activeFilters = (filters: ReportFilters): { key: keyof ReportFilters; label: string; value: string }[] =>
  KEYS.filter((key) => filters[key].trim()).map((key) => ({
    key,
    label: CHIP_LABELS[key],
    value: filters[key].trim(),
  }));

export const hasActiveFilters = (filters: ReportFilters): boolean => activeFilters(filters).length > 0;

/**
 * Reads filters from a query string. Values that are not among the options
 * (an old or mistyped link) are dropped rather than showing an empty list.
 */
export const filtersFromQuery = (query: string, options: FilterOptions): ReportFilters => {
  const params = new URLSearchParams(query);
  const pick = (value: string | null, allowed: string[]) => (value && allowed.includes(value) ? value : "");
  return {
    industry: pick(params.get(PARAMS.industry), options.industries),
    topic: pick(params.get(PARAMS.topic), options.topics),
    type: pick(params.get(PARAMS.type), options.types),
    search: params.get(PARAMS.search) ?? "",
  };
};

/** The query string for `filters`, with a leading '?', or '' when nothing is filtered. */
export const queryFromFilters = (filters: ReportFilters): string => {
  const params = new URLSearchParams();
  for (const key of KEYS) if (filters[key].trim()) params.set(PARAMS[key], filters[key]);
  const query = params.toString();
  return query ? `?${query}` : "";
};
