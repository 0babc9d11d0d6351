/** Whether content timed from `from` until `until` (ISO instants; none: no bound) shows at `now`. */
export const shownAt = (now: string | number, from?: string, until?: string): boolean => {
  const at = typeof now === "number" ? now : Date.parse(now);
  return (from === undefined || Date.parse(from) <= at) && (until === undefined || at < Date.parse(until));
};
