import React from "react";
import * as styles from "./card-grid.module.scss";

export interface CardGridProps {
  /** Columns on large screens; one column on phones, two from tablet width. */
  columns?: 2 | 3;
  children: React.ReactNode;
}

/** A list of equal-height cards (testimonials, case studies, people). */
export function CardGrid({ columns = 2, children }: CardGridProps): React.ReactElement {
  return (
    <ul className={`${styles.grid} ${columns === 3 ? styles.cols3 : ""}`}>
      {React.Children.map(children, (child) => (
        <li className={styles.cell}>{child}</li>
      ))}
    </ul>
  );
}
