import React from "react";
import { Counter } from "../counter/counter";
import { Icon } from "../icon/icon";
import * as styles from "./stat-grid.module.scss";

export interface StatItem {
  value: number;
  prefix?: string | null;
  suffix?: string | null;
  label: string;
  icon?: string | null;
  /** Shown instead of the counted number, for figures that are words ("Global"). */
  text?: string | null;
  /** Where the figure comes from, shown under it. */
  source?: string | null;
}

export interface StatGridProps {
  stats: readonly StatItem[];
  tone?: "light" | "dark";
}

/** A row of animated headline figures. */
export function StatGrid({ stats, tone = "light" }: StatGridProps): React.ReactElement {
  return (
    <dl className={`${styles.grid} ${styles[tone]}`}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>
            {stat.icon && <Icon name={stat.icon} size={20} className={styles.icon} />}
            {stat.label}
          </dt>
          <dd className={styles.value}>
            {stat.text ?? <Counter value={stat.value} prefix={stat.prefix} suffix={stat.suffix} />}
          </dd>
          {stat.source && <dd className={styles.source}>{stat.source}</dd>}
        </div>
      ))}
    </dl>
  );
}
