// @ts-check
/**
 * `npm run submissions`: lists stored contact requests and event registrations, newest first, each with the state
 * of its notifications, read through the REST API as the service role (project chosen by
 * backend/service-target.mjs). --failed lists only the notifications that failed, with the reason
 * (`npm run notifications -- --retry` sends them again). --json prints { contacts, registrations } (or the failed
 * notifications) instead of a listing; --state-dir DIR names the local backend (default .local-backend).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_STATE_DIR, REPO_ROOT } from "./local-backend.mjs";
import { callRpc, withServiceRole } from "./service-target.mjs";

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    failed: { type: "boolean", default: false },
    "state-dir": { type: "string", default: DEFAULT_STATE_DIR },
  },
});

const site = JSON.parse(readFileSync(path.join(REPO_ROOT, "data", "site.json"), "utf8"));
const TABLES = { contacts: `contact_${site.productSlug}`, registrations: "event_registrations" };

/** @param {string} url @param {string} key @param {string} table @returns {Promise<Record<string, unknown>[]>} */
const readTable = async (url, key, table) => {
  const response = await fetch(`${url}/rest/v1/${table}?select=*&order=created_at.desc`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
  if (!response.ok) throw new Error(`reading ${table} failed: ${response.status} ${await response.text()}`);
  return response.json();
};

/** @param {string} title @param {Record<string, unknown>[]} rows */
const listing = (title, rows) =>
  [
    `${title} (${rows.length})`,
    ...rows.map((row) =>
      Object.entries(row)
        .map(([column, value], index) => `${index === 0 ? "- " : "  "}${column}: ${value ?? ""}`)
        .join("\n"),
    ),
  ].join("\n");

/**
 * @typedef {{ id: number; submission_id: string; kind: string; state: string; attempts: number;
 *   last_error: string | null; updated_at: string }} NotificationState
 */

/** @param {NotificationState} n */
const describeNotification = (n) =>
  `${n.kind} ${n.state}${n.state === "sent" ? "" : ` (attempts ${n.attempts}${n.last_error ? `: ${n.last_error}` : ""})`}`;

/** Each row with its notifications' states. @param {Record<string, unknown>[]} rows @param {NotificationState[]} states */
const withNotifications = (rows, states) =>
  rows.map((row) => ({
    ...row,
    notifications: states
      .filter((n) => n.submission_id === row.id)
      .map(describeNotification)
      .join("; "),
  }));

/** @param {string} url @param {string} key */
const report = async (url, key) => {
  /** @type {NotificationState[]} */
  const states = await callRpc(url, key, "notification_states");
  if (values.failed) {
    const failed = states.filter((n) => n.state === "failed");
    console.log(
      values.json
        ? JSON.stringify(failed)
        : listing("Failed notifications (`npm run notifications -- --retry` sends them again)", failed),
    );
    return;
  }
  const contacts = withNotifications(await readTable(url, key, TABLES.contacts), states);
  const registrations = withNotifications(await readTable(url, key, TABLES.registrations), states);
  console.log(
    values.json
      ? JSON.stringify({ contacts, registrations })
      : `${listing(`Contact submissions in ${TABLES.contacts}`, contacts)}\n\n${listing("Event registrations", registrations)}`,
  );
};

try {
  await withServiceRole(path.resolve(values["state-dir"]), report);
} catch (error) {
  console.error(`Could not list submissions: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
