/**
 * The SQL that gives the database's retention job (public.apply_retention, 20261127150000_retention.sql) the
 * periods the privacy notice states: `retentionPeriods` of data/privacy-notice.json, one place for the page and the
 * job. PostgreSQL reads each as an interval and its checks refuse a period the job cannot keep.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sqlLiteral, upsert } from "./seed.ts";

/** The notice's period names and the columns of private.retention_settings that hold them. */
const COLUMNS = {
  registrations: "registrations",
  challenges: "challenges",
  contactRequests: "contact_requests",
  mailRecords: "mail_records",
  limitRecords: "limit_records",
};

/** @param dataDir the site's data/ folder (without a privacy notice the job keeps refusing to run) */
export const buildRetentionSeedSql = (dataDir: string): string => {
  const file = path.join(dataDir, "privacy-notice.json");
  if (!existsSync(file)) return "";
  const periods: Record<string, string> = JSON.parse(readFileSync(file, "utf8")).retentionPeriods ?? {};
  const missing = Object.keys(COLUMNS).filter((name) => typeof periods[name] !== "string");
  if (missing.length > 0) throw new Error(`${file}: "retentionPeriods" lacks ${missing.join(", ")}`);
  return [
    "-- Retention periods (backend/retention-seed.ts).",
    upsert(
      "private.retention_settings",
      "id",
      ["id", ...Object.values(COLUMNS)],
      ["true", ...Object.keys(COLUMNS).map((name) => `${sqlLiteral(periods[name])}::interval`)].join(", "),
    ),
    "",
  ].join("\n");
};
