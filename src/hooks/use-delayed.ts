import { useEffect, useRef } from "react";

/**
 * Calls `then` `ms` after `active` turns true, e.g. a form's success message giving way: `active` turning false
 * first, or the component unmounting, cancels it.
 */
export function useDelayed(active: boolean, ms: number, then: () => void): void {
  // The latest callback, so a re-render while waiting neither restarts the wait nor calls a stale one.
  const latest = useRef(then);
  useEffect(() => {
    latest.current = then;
  });
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setTimeout(() => latest.current(), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
}
