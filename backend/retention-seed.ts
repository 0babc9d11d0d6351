/**
 * The SQL that gives the database's retention job (public.apply_retention, 20261127150000_retention.sql) the
 * periods the privacy notice states: `retentionPeriods` of data/privacy-notice.json, one place for the page and the
 * job. PostgreSQL reads each as an interval and its checks refuse a period the job cannot keep.
 */
import type { Content } from "../src/node/content-loader.ts";
import type { PrivacyNoticeJson } from "../src/node/types/content.generated.ts";
import { sqlLiteral, upsert } from "./seed.ts";

/** The notice's period names and the columns of private.retention_settings that hold them. */
const COLUMNS = {
  registrations: "registrations",
  challenges: "challenges",
  contactRequests: "contact_requests",
  mailRecords: "mail_records",
  limitRecords: "limit_records",
};

/** @param content the site's data/ (without a privacy notice the job keeps refusing to run) */
export const buildRetentionSeedSql = (content: Content): string => {
  const notice = content.value<PrivacyNoticeJson>("privacy-notice.json");
  if (!notice) return "";
  const periods: Record<string, unknown> = { ...notice.retentionPeriods };
  const missing = Object.keys(COLUMNS).filter((name) => typeof periods[name] !== "string");
  if (missing.length > 0) {
    throw new Error(`${content.dataDir}/privacy-notice.json: "retentionPeriods" lacks ${missing.join(", ")}`);
  }
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
