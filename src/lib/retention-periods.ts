/**
 * The periods the privacy notice keeps data for (`retentionPeriods` of data/privacy-notice.json). The page states
 * them where its text names `{registrations}`, `{challenges}`…, and the content sync gives the same strings to the
 * database's retention job (backend/retention-seed.ts), which reads them as PostgreSQL intervals.
 */
export const RETENTION_PERIOD_NAMES = [
  "registrations",
  "challenges",
  "contactRequests",
  "mailRecords",
  "limitRecords",
] as const;

export type RetentionPeriods = Record<(typeof RETENTION_PERIOD_NAMES)[number], string>;

/** Words the page can show as they stand and PostgreSQL reads as an interval: '1 hour', '6 months'. */
export const RETENTION_PERIOD = /^(1 (hour|day|week|month|year)|([2-9]|[1-9]\d+) (hours|days|weeks|months|years))$/;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The period names a text refers to. */
export const periodPlaceholders = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);

/** The text with each `{name}` replaced by that period. */
export const fillPeriods = (text: string, periods: Readonly<Record<string, string>>): string =>
  text.replace(PLACEHOLDER, (match, name: string) => periods[name] ?? match);
