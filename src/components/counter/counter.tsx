import React, { useEffect, useRef, useState } from "react";
import { useInViewOnce } from "../../hooks/use-in-view";
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion";
import * as styles from "./counter.module.scss";

export const COUNTER_STEPS = 60;
export const COUNTER_DURATION_MS = 2000;

export interface CounterProps {
  value: number;
  prefix?: string | null;
  suffix?: string | null;
}

// Values are whole numbers (Int in the schema). Grouped by hand, as en-GB groups them: the first Intl number
// formatter of a page load costs tens of milliseconds of locale data on a phone, and toLocaleString would
// create one per call, 60 times per counter.
const format = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ",");

/**
 * Counts from 0 to `value` in 60 steps over about 2 s, once, when at least half
 * visible. The static HTML and reduced-motion visitors get the real number; the
 * final text also reserves the width so counting never shifts the layout.
 */
export function Counter({ value, prefix, suffix }: CounterProps): React.ReactElement {
  const ref = useRef<HTMLSpanElement>(null);
  const reduced = usePrefersReducedMotion();
  const visible = useInViewOnce(ref, 0.5);
  const [shown, setShown] = useState<number | null>(null);
  const done = useRef(false);

  useEffect(() => {
    if (!reduced && !done.current) setShown(0);
  }, [reduced]);

  useEffect(() => {
    if (reduced || !visible || done.current) return undefined;
    done.current = true;
    let step = 0;
    const timer = window.setInterval(() => {
      step += 1;
      setShown(step >= COUNTER_STEPS ? null : Math.round((value * step) / COUNTER_STEPS));
      if (step >= COUNTER_STEPS) window.clearInterval(timer);
    }, COUNTER_DURATION_MS / COUNTER_STEPS);
    return () => window.clearInterval(timer);
  }, [reduced, visible, value]);

  const final = `${prefix ?? ""}${format(value)}${suffix ?? ""}`;
  return (
    <span ref={ref} className={styles.counter}>
      <span className={styles.sizer} aria-hidden="true">
        {final}
      </span>
      <span className={styles.value} aria-hidden={shown !== null}>
        {shown === null ? final : `${prefix ?? ""}${format(shown)}${suffix ?? ""}`}
      </span>
      {shown !== null && <span className="visually-hidden">{final}</span>}
    </span>
  );
}
