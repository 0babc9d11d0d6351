import React, { useRef, useState } from "react";
import { CardGrid } from "../card-grid/card-grid";
import { ContributorCard, type Contributor } from "./contributor-card";
import * as styles from "./contributor-grid.module.scss";

/** Contributors per page (spec §9). */
export const PAGE_SIZE = 9;

export const EMPTY_TITLE = "No contributors found";
export const EMPTY_TEXT = "Contributors will appear here once they're added to the database.";

export interface ContributorGridProps {
  contributors: readonly Contributor[];
  /** Heading of the page buttons, e.g. 'See earlier Featured Contributors'. */
  earlierTitle: string;
}

export const pageCount = (total: number, size = PAGE_SIZE): number => Math.max(1, Math.ceil(total / size));

export const showingText = (shown: number, total: number, page: number, pages: number): string =>
  `Showing ${shown} of ${total} contributors (Page ${page} of ${pages})`;

/** Contributors in `display_order`, nine to a page, with numbered page buttons when there is more than one page. */
export function ContributorGrid({ contributors, earlierTitle }: ContributorGridProps): React.ReactElement {
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  if (contributors.length === 0) {
    return (
      <div className={styles.empty}>
        <h3>{EMPTY_TITLE}</h3>
        <p>{EMPTY_TEXT}</p>
      </div>
    );
  }
  const ordered = [...contributors].sort((a, b) => a.displayOrder - b.displayOrder);
  const pages = pageCount(ordered.length);
  const current = Math.min(page, pages);
  const shown = ordered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const goTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ block: "start" });
  };
  return (
    <div ref={top} className={styles.wrapper}>
      <p className={styles.status} role="status">
        {showingText(shown.length, ordered.length, current, pages)}
      </p>
      <CardGrid columns={3}>
        {shown.map((contributor) => (
          <ContributorCard key={contributor.slug} contributor={contributor} />
        ))}
      </CardGrid>
      {pages > 1 && (
        <nav className={styles.pager} aria-labelledby="earlier-contributors">
          <h3 id="earlier-contributors" className={styles.pagerTitle}>
            {earlierTitle}
          </h3>
          <ul className={styles.pages}>
            {Array.from({ length: pages }, (_, i) => i + 1).map((number) => (
              <li key={number}>
                <button
                  type="button"
                  className={styles.pageButton}
                  aria-current={number === current ? "page" : undefined}
                  onClick={() => goTo(number)}
                >
                  <span className="visually-hidden">Page </span>
                  {number}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
