import React from "react";
import { listPagePath } from "../../routes";
import * as styles from "./pager.module.scss";

export interface PagerProps {
  /** Anchor of the pager's heading, which names it. */
  id: string;
  title: string;
  /** The list's first page. */
  base: string;
  /** The page shown, from 1. */
  page: number;
  pages: number;
}

/** Numbered links to every page of a list: real addresses, so paging works without JavaScript too. */
export function Pager({ id, title, base, page, pages }: PagerProps): React.ReactElement | null {
  if (pages < 2) return null;
  return (
    <nav className={styles.pager} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        {title}
      </h3>
      <ul className={styles.pages}>
        {Array.from({ length: pages }, (_, i) => i + 1).map((number) => (
          <li key={number}>
            <a
              href={listPagePath(base, number)}
              className={styles.page}
              aria-current={number === page ? "page" : undefined}
            >
              <span className="visually-hidden">Page </span>
              {number}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
