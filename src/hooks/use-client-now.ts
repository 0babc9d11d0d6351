import { startTransition, useEffect, useState } from "react";

/**
 * The time a page's dates are judged by: the build's while the server renders and React hydrates (so the
 * browser's first render matches the HTML), the visitor's clock once the page runs, because a static page can
 * be older than its events.
 */
export function useClientNow(builtAt: string): Date {
  const [now, setNow] = useState(() => new Date(builtAt));
  // A transition: the page re-renders with the visitor's clock in short slices, not one long task after hydration.
  useEffect(() => startTransition(() => setNow(new Date())), []);
  return now;
}
