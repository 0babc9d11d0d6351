/*
 * Dates are shown in US English (spec §9), in UTC so the static HTML and the browser's first render are
 * identical wherever the visitor is. Written out by hand rather than through Intl: the first Intl date
 * formatter of a page load costs tens of milliseconds of locale data on a phone, during hydration.
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const monthOf = (date: Date): string => MONTHS[date.getUTCMonth()];

/** "September 30, 2025" */
export const usLongDate = (iso: string): string => {
  const date = new Date(iso);
  return `${monthOf(date)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
};

/** "September 2025" */
export const usMonthYear = (iso: string): string => {
  const date = new Date(iso);
  return `${monthOf(date)} ${date.getUTCFullYear()}`;
};
