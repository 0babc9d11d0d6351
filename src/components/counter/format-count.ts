/**
 * A whole number grouped by thousands, as en-GB writes it. Grouped by hand: the first Intl number formatter of a
 * page load costs tens of milliseconds of locale data on a phone, and a count-up formats sixty times.
 */
export const formatCount = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ",");
