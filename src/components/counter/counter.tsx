import React from "react";
import { ENHANCE_ATTRIBUTE } from "../../lib/enhancement-markers";
import { formatCount } from "./format-count";
import * as styles from "./counter.module.scss";

export interface CounterProps {
  value: number;
  prefix?: string | null;
  suffix?: string | null;
}

/**
 * A figure that counts up from 0 once on screen (the `count-up` behaviour, `count-up.ts`). The static HTML and
 * reduced-motion visitors get the real number; assistive technology reads it from the hidden text, never the
 * moving one; the final text reserves the width, so counting never shifts the layout.
 */
export function Counter({ value, prefix, suffix }: CounterProps): React.ReactElement {
  const final = `${prefix ?? ""}${formatCount(value)}${suffix ?? ""}`;
  const enhance = { [ENHANCE_ATTRIBUTE]: "count-up" };
  return (
    <span className={styles.counter}>
      <span className="visually-hidden">{final}</span>
      <span className={styles.sizer} aria-hidden="true">
        {final}
      </span>
      <span
        className={styles.value}
        aria-hidden="true"
        {...enhance}
        data-count-to={value}
        data-prefix={prefix ?? ""}
        data-suffix={suffix ?? ""}
      >
        {final}
      </span>
    </span>
  );
}
