import React from "react";
import * as styles from "./agenda-list.module.scss";

export interface AgendaItem {
  title: string;
  duration: string;
}

/** A numbered running order with the length of each part. */
export function AgendaList({ items }: { items: readonly AgendaItem[] }): React.ReactElement {
  return (
    <ol className={styles.list}>
      {items.map((item, i) => (
        <li key={item.title} className={styles.item}>
          <span className={styles.number} aria-hidden="true">
            {i + 1}
          </span>
          <span className={styles.title}>{item.title}</span>
          <span className={styles.duration}>{item.duration}</span>
        </li>
      ))}
    </ol>
  );
}
