import React from "react";
import * as styles from "./live-badge.module.scss";

/** Marks a cover read from the report's own page at build time, where it differs from the stored one. */
export function LiveBadge(): React.ReactElement {
  return (
    <span className={styles.badge} title="Cover taken from the report's page">
      Live
    </span>
  );
}
