/** What a report card shows where the report has no company logo (spec §8). */
export const REPORT_LOGO_FALLBACK = "Company";
