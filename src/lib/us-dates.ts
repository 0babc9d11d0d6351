/*
 * Dates are shown in US English (spec §9). Formatting in UTC keeps the static
 * HTML and the browser's first render identical wherever the visitor is.
 */
const format = (iso: string, options: Intl.DateTimeFormatOptions): string =>
  new Date(iso).toLocaleDateString("en-US", { ...options, timeZone: "UTC" });

/** "September 30, 2025" */
export const usLongDate = (iso: string): string => format(iso, { year: "numeric", month: "long", day: "numeric" });

/** "September 2025" */
export const usMonthYear = (iso: string): string => format(iso, { year: "numeric", month: "long" });
