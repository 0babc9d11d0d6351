import React from "react";
import { Icon } from "../icon/icon";
import * as styles from "./check-list.module.scss";

export interface CheckListProps {
  items: readonly string[];
  icon?: string;
}

/** A bulleted list with an icon per item: objectives, outcomes, reasons to attend. */
export function CheckList({ items, icon = "check-circle" }: CheckListProps): React.ReactElement {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <Icon name={icon} size={22} className={styles.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
