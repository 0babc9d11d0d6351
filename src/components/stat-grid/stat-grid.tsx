import React from "react";
import { Counter } from "../counter/counter";
import { Icon } from "../icon/icon";
import * as styles from "./stat-grid.module.scss";

interface StatBase {
  label: string;
  icon?: string | null;
  /** Where the figure comes from, shown under it. */
  source?: string | null;
}

/** A figure counted up on screen, e.g. '250+'. */
export interface CountedStat extends StatBase {
  value: number;
  prefix?: string | null;
  suffix?: string | null;
  text?: never;
}

/** A figure given in words, e.g. 'Global'. */
export interface WordStat extends StatBase {
  text: string;
}

export type StatItem = CountedStat | WordStat;

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
            {"value" in stat ? <Counter value={stat.value} prefix={stat.prefix} suffix={stat.suffix} /> : stat.text}
          </dd>
          {stat.source && <dd className={styles.source}>{stat.source}</dd>}
        </div>
      ))}
    </dl>
  );
}
