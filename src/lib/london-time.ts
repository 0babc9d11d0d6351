import { londonTexts } from "./london-texts.ts";

/** Texts of an instant as visitors in the UK read it; Europe/London switches between GMT and BST. */
export interface LondonTexts {
  /** e.g. "Tuesday, June 10, 2025" */
  date: string;
  /** e.g. "3:00 pm" */
  time: string;
  /** "GMT" or "BST" */
  timezone: string;
}

export { londonTexts };

/** An ISO date-time with an explicit offset, e.g. 2025-06-10T15:00:00+01:00. */
export const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?([+-]\d\d:\d\d|Z)$/;
