import React, { startTransition, useEffect, useRef, useState } from "react";
import { CardGrid } from "../card-grid/card-grid";
import { Icon } from "../icon/icon";
import { Pager, type PagerProps } from "../pager/pager";
import { RetryNotice } from "../retry-notice/retry-notice";
import { ReportCard, type Report } from "./report-card";
import * as styles from "./report-browser.module.scss";
import {
  activeFilters,
  filterReports,
  filtersFromQuery,
  hasActiveFilters,
  NO_FILTERS,
  queryFromFilters,
  type FilterOptions,
  type ReportFilters,
} from "../../lib/report-filters";
import type { ReportIndexEntry } from "../../lib/report-index";

export const EMPTY_TITLE = "No reports match your current filters";
export const EMPTY_TEXT = "Try adjusting your search criteria or clearing the filters to see more results.";
/** Spec §8: the reports could not be loaded. */
export const LOAD_ERROR = "Failed to load reports. Please try again later.";
export const LOADING_TEXT = "Loading reports…";

export interface ReportBrowserProps {
  /** This page's reports, in list order: what the list shows before any filter. */
  reports: readonly Report[];
  /** How many reports there are in all. */
  total: number;
  /** The filters' options, from every report. */
  options: FilterOptions;
  /** Where this page sits among the list's pages, and the pager's heading. */
  pager: Omit<PagerProps, "id">;
  /** The compact index of every report, in list order: loaded on the first filter or search. */
  loadIndex: () => Promise<readonly ReportIndexEntry[]>;
  /** The cards of list page `page`, for results that are not on this one. */
  loadPage: (page: number) => Promise<readonly Report[]>;
}

const resultText = (count: number) => `Showing ${count} ${count === 1 ? "report" : "reports"}`;
const pageText = (shown: number, total: number, page: number, pages: number) =>
  `Showing ${shown} of ${total} reports (Page ${page} of ${pages})`;

/** Keeps the address bar in step without adding history entries, so a filtered view can be shared and survives reload. */
const writeQuery = (filters: ReportFilters) => {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${queryFromFilters(filters)}${hash}`);
};

type Loading<T> = { state: "idle" | "loading" | "failed" } | { state: "ready"; value: T };

const SEARCH_ID = "report-search";
const selectId = (key: keyof ReportFilters) => `report-${key}`;

/** The filters as the form's own controls hold them, whatever React's state says. */
const filtersIn = (form: HTMLFormElement): ReportFilters => {
  const value = (id: string) => (form.elements.namedItem(id) as HTMLInputElement | HTMLSelectElement | null)?.value;
  return {
    search: value(SEARCH_ID) ?? "",
    industry: value(selectId("industry")) ?? "",
    topic: value(selectId("topic")) ?? "",
    type: value(selectId("type")) ?? "",
  };
};

/** The three select filters, in the order the form shows them. */
const SELECTS: readonly {
  key: Exclude<keyof ReportFilters, "search">;
  label: string;
  allLabel: string;
  options: keyof FilterOptions;
}[] = [
  { key: "industry", label: "Industry", allLabel: "All industries", options: "industries" },
  { key: "topic", label: "Topic", allLabel: "All topics", options: "topics" },
  { key: "type", label: "Insight type", allLabel: "All types", options: "types" },
];

interface SelectProps {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}

const FilterSelect = ({ id, label, allLabel, value, options, onChange }: SelectProps) => (
  <div className={styles.field}>
    <label htmlFor={id}>{label}</label>
    <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  </div>
);

/**
 * 'Latest reports': industry, topic and type filters and a search, all combined, newest first. Unfiltered, it shows
 * this page of the list, with a pager to the others (plain links). The first filter or search loads the compact
 * index of every report, and the results' cards come from the list pages that hold them, each page once.
 */
export function ReportBrowser({
  reports,
  total,
  options,
  pager,
  loadIndex,
  loadPage,
}: ReportBrowserProps): React.ReactElement {
  const [filters, setFilters] = useState<ReportFilters>(NO_FILTERS);
  const [index, setIndex] = useState<Loading<readonly ReportIndexEntry[]>>({ state: "idle" });
  const [cards, setCards] = useState<ReadonlyMap<string, Report>>(
    () => new Map(reports.map((report) => [report.slug, report])),
  );
  const [pages, setPages] = useState<ReadonlyMap<number, "loading" | "failed">>(new Map());
  const filtering = hasActiveFilters(filters);

  const form = useRef<HTMLFormElement>(null);
  // The island hydrates when it comes into view, so a visitor may have typed or chosen before it ran (or the
  // browser restored the form on going back): React does not replay those input events, so the form's own
  // controls are read once. Otherwise only a shared link with filters changes the list. Applied as a
  // transition, so the re-render of the cards after hydration does not block input.
  useEffect(() => {
    const typed = form.current ? filtersIn(form.current) : NO_FILTERS;
    if (hasActiveFilters(typed)) {
      writeQuery(typed);
      startTransition(() => setFilters(typed));
      return;
    }
    const fromQuery = filtersFromQuery(window.location.search, options);
    if (hasActiveFilters(fromQuery)) startTransition(() => setFilters(fromQuery));
  }, [options]);

  useEffect(() => {
    if (!filtering || index.state !== "idle") return;
    setIndex({ state: "loading" });
    loadIndex().then(
      (value) => setIndex({ state: "ready", value }),
      () => setIndex({ state: "failed" }),
    );
  }, [filtering, index.state, loadIndex]);

  const matches = filtering && index.state === "ready" ? filterReports(index.value, filters) : [];
  const missing = [...new Set(matches.filter((match) => !cards.has(match.slug)).map((match) => match.page))];
  const toLoad = missing.filter((page) => !pages.has(page)).join(",");

  useEffect(() => {
    if (!toLoad) return;
    const numbers = toLoad.split(",").map(Number);
    const mark = (number: number, state?: "loading" | "failed") =>
      setPages((current) => {
        const next = new Map(current);
        if (state) next.set(number, state);
        else next.delete(number);
        return next;
      });
    for (const number of numbers) {
      mark(number, "loading");
      loadPage(number).then(
        (loaded) => {
          setCards((current) => new Map([...current, ...loaded.map((report) => [report.slug, report] as const)]));
          mark(number);
        },
        () => mark(number, "failed"),
      );
    }
  }, [toLoad, loadPage]);

  const update = (next: ReportFilters) => {
    setFilters(next);
    writeQuery(next);
  };
  const set = (key: keyof ReportFilters) => (value: string) => update({ ...filters, [key]: value });
  const retry = () => {
    if (index.state === "failed") setIndex({ state: "idle" });
    setPages((current) => new Map([...current].filter(([, state]) => state !== "failed")));
  };

  const failed = index.state === "failed" || missing.some((page) => pages.get(page) === "failed");
  const waiting = filtering && (index.state === "idle" || index.state === "loading");
  // Until the index is there, this page's own matches.
  const shown = waiting
    ? filterReports(reports, filters)
    : filtering
      ? matches.flatMap((match) => cards.get(match.slug) ?? [])
      : reports;
  const chips = activeFilters(filters);
  const status = waiting
    ? LOADING_TEXT
    : filtering
      ? resultText(matches.length)
      : pageText(reports.length, total, pager.page, pager.pages);

  return (
    <div>
      <form
        ref={form}
        className={styles.filters}
        role="search"
        aria-label="Filter reports"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={`${styles.field} ${styles.search}`}>
          <label htmlFor="report-search">Search reports</label>
          <span className={styles.searchBox}>
            <Icon name="search" size={18} />
            <input
              id={SEARCH_ID}
              type="search"
              placeholder="Search titles and descriptions"
              value={filters.search}
              onChange={(event) => set("search")(event.target.value)}
            />
          </span>
        </div>
        {SELECTS.map(({ key, label, allLabel, options: of }) => (
          <FilterSelect
            key={key}
            id={selectId(key)}
            label={label}
            allLabel={allLabel}
            value={filters[key]}
            options={options[of]}
            onChange={set(key)}
          />
        ))}
      </form>

      <div className={styles.summary}>
        <p role="status" className={styles.count}>
          {status}
        </p>
        {hasActiveFilters(filters) && (
          <div className={styles.active}>
            <ul className={styles.chips} aria-label="Active filters">
              {chips.map((chip) => (
                <li key={chip.key}>
                  <button type="button" className={styles.chip} onClick={() => set(chip.key)("")}>
                    {chip.label}: {chip.value}
                    <Icon name="close" size={14} />
                    <span className="visually-hidden"> (remove filter)</span>
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className={styles.clear} onClick={() => update(NO_FILTERS)}>
              Clear filters
            </button>
          </div>
        )}
      </div>

      {failed ? (
        <RetryNotice message={LOAD_ERROR} onRetry={retry} />
      ) : filtering && index.state === "ready" && matches.length === 0 ? (
        <div className={styles.empty}>
          <h3>{EMPTY_TITLE}</h3>
          <p>{EMPTY_TEXT}</p>
        </div>
      ) : (
        <div aria-busy={waiting || shown.length < (filtering ? matches.length : reports.length)}>
          <CardGrid>
            {shown.map((report) => (
              <ReportCard key={report.slug} report={report} />
            ))}
          </CardGrid>
        </div>
      )}
      {!filtering && <Pager id="earlier-reports" {...pager} />}
    </div>
  );
}
