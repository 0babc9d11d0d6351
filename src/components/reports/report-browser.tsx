import React, { startTransition, useEffect, useMemo, useState } from "react";
import { CardGrid } from "../card-grid/card-grid";
import { Icon } from "../icon/icon";
import { ReportCard, type Report } from "./report-card";
import * as styles from "./report-browser.module.scss";
import {
  activeFilters,
  filterReports,
  filtersFromQuery,
  hasActiveFilters,
  NO_FILTERS,
  newestFirst,
  optionsOf,
  queryFromFilters,
  type ReportFilters,
} from "./report-filters";

export const EMPTY_TITLE = "No reports match your current filters";
export const EMPTY_TEXT = "Try adjusting your search criteria or clearing the filters to see more results.";

export interface ReportBrowserProps {
  reports: readonly Report[];
}

const resultText = (count: number) => `Showing ${count} ${count === 1 ? "report" : "reports"}`;

/** Keeps the address bar in step without adding history entries, so a filtered view can be shared and survives reload. */
const writeQuery = (filters: ReportFilters) => {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${queryFromFilters(filters)}${hash}`);
};

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
 * 'Latest reports': industry, topic and type filters and a search, all
 * combined, newest first. The static HTML lists every report; filters from a
 * shared link apply once the page is interactive.
 */
export function ReportBrowser({ reports }: ReportBrowserProps): React.ReactElement {
  const options = useMemo(() => optionsOf(reports), [reports]);
  const ordered = useMemo(() => newestFirst(reports), [reports]);
  const [filters, setFilters] = useState<ReportFilters>(NO_FILTERS);

  // Only a shared link with filters changes the list; applied as a transition, so the re-render of the
  // cards after hydration does not block input.
  useEffect(() => {
    const fromQuery = filtersFromQuery(window.location.search, options);
    if (hasActiveFilters(fromQuery)) startTransition(() => setFilters(fromQuery));
  }, [options]);

  const update = (next: ReportFilters) => {
    setFilters(next);
    writeQuery(next);
  };
  const set = (key: keyof ReportFilters) => (value: string) => update({ ...filters, [key]: value });

  const shown = filterReports(ordered, filters);
  const chips = activeFilters(filters);

  return (
    <div>
      <form
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
              id="report-search"
              type="search"
              placeholder="Search titles and descriptions"
              value={filters.search}
              onChange={(event) => set("search")(event.target.value)}
            />
          </span>
        </div>
        <FilterSelect
          id="report-industry"
          label="Industry"
          allLabel="All industries"
          value={filters.industry}
          options={options.industries}
          onChange={set("industry")}
        />
        <FilterSelect
          id="report-topic"
          label="Topic"
          allLabel="All topics"
          value={filters.topic}
          options={options.topics}
          onChange={set("topic")}
        />
        <FilterSelect
          id="report-type"
          label="Insight type"
          allLabel="All types"
          value={filters.type}
          options={options.types}
          onChange={set("type")}
        />
      </form>

      <div className={styles.summary}>
        <p role="status" className={styles.count}>
          {resultText(shown.length)}
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

      {shown.length === 0 ? (
        <div className={styles.empty}>
          <h3>{EMPTY_TITLE}</h3>
          <p>{EMPTY_TEXT}</p>
        </div>
      ) : (
        <CardGrid>
          {shown.map((report) => (
            <ReportCard key={report.slug} report={report} />
          ))}
        </CardGrid>
      )}
    </div>
  );
}
