import React from "react";
import * as styles from "./status-badge.module.scss";

export type ProgrammeStatus = "open" | "closed";

export const STATUS_LABELS: Record<ProgrammeStatus, string> = {
  open: "Interviews Open",
  closed: "Interviews Closed",
};

export const isProgrammeStatus = (value: string): value is ProgrammeStatus => value in STATUS_LABELS;

/** A fixed badge per programme; the dot and the words carry the state as well as the colour. */
export function StatusBadge({ status }: { status: ProgrammeStatus }): React.ReactElement {
  return (
    <p className={`${styles.badge} ${styles[status]}`} data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {STATUS_LABELS[status]}
    </p>
  );
}
