import React from "react";
import { CardGrid } from "../card-grid/card-grid";
import { Pager, type PagerProps } from "../pager/pager";
import { ContributorCard, type Contributor } from "./contributor-card";
import * as styles from "./contributor-grid.module.scss";

export const EMPTY_TITLE = "No contributors found";
export const EMPTY_TEXT = "Contributors will appear here once they're added to the database.";

export interface ContributorGridProps {
  /** The contributors of this page, in `display_order`. */
  contributors: readonly Contributor[];
  /** Every contributor of every page. */
  total: number;
  /** Where this page sits among the pages, and the pager's heading, e.g. 'See earlier Featured Contributors'. */
  pager: Omit<PagerProps, "id">;
}

export const showingText = (shown: number, total: number, page: number, pages: number): string =>
  `Showing ${shown} of ${total} contributors (Page ${page} of ${pages})`;

/** One page of contributors, with links to the other pages when there is more than one. */
export function ContributorGrid({ contributors, total, pager }: ContributorGridProps): React.ReactElement {
  if (total === 0) {
    return (
      <div className={styles.empty}>
        <h3>{EMPTY_TITLE}</h3>
        <p>{EMPTY_TEXT}</p>
      </div>
    );
  }
  return (
    <div className={styles.wrapper}>
      <p className={styles.status}>{showingText(contributors.length, total, pager.page, pager.pages)}</p>
      <CardGrid columns={3}>
        {contributors.map((contributor) => (
          <ContributorCard key={contributor.slug} contributor={contributor} />
        ))}
      </CardGrid>
      <Pager id="earlier-contributors" {...pager} />
    </div>
  );
}
