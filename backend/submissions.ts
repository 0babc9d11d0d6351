/**
 * `npm run submissions`: lists stored contact requests and event registrations, newest first, each with the state
 * of its notifications (column `notifications`), read through the REST API as the service role (the project is
 * chosen by backend/service-target.ts). --failed lists only the notifications that failed, with the reason
 * (`npm run notifications -- --retry` sends them again).
 * Output: a listing for people (default; one delimited record per submission, control characters escaped so
 * a stored value can neither recolour the terminal nor forge an entry), --json ({ contacts, registrations }),
 * or --csv (one line per submission, both tables, for exporting leads). --state-dir DIR names the local
 * backend (default .local-backend).
 * The privacy notice's rights: --person ADDRESS lists every row of every table that holds that address, in any
 * spelling (access); with --erase it deletes them and records that an erasure took place, without the address.
 * --event KEY gives the event's attendee list with each person's status, as a table or --csv.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_STATE_DIR, REPO_ROOT } from "./local-backend.ts";
import { callRpc, withServiceRole } from "./service-target.ts";

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    csv: { type: "boolean", default: false },
    failed: { type: "boolean", default: false },
    person: { type: "string" },
    erase: { type: "boolean", default: false },
    event: { type: "string" },
    "state-dir": { type: "string", default: DEFAULT_STATE_DIR },
  },
});

const contactTable = JSON.parse(readFileSync(path.join(REPO_ROOT, "src", "forms", "contact-table.json"), "utf8"));
const TABLES = { contacts: contactTable.name, registrations: "event_registrations" };

const readTable = async (url: string, key: string, table: string): Promise<Record<string, unknown>[]> => {
  const response = await fetch(`${url}/rest/v1/${table}?select=*&order=created_at.desc`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
  if (!response.ok) throw new Error(`reading ${table} failed: ${response.status} ${await response.text()}`);
  return response.json();
};

/**
 * Control characters (C0, DEL, C1), line and paragraph separators and bidirectional overrides, shown as
 * escapes; the backslash is doubled so an escape in the data stays distinguishable from one made here.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

const escapeControl = (value: unknown) =>
  String(value ?? "").replace(
    UNSAFE,
    (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

type Submissions = { contacts: Record<string, unknown>[]; registrations: Record<string, unknown>[] };

const TITLES: Record<keyof Submissions, string> = {
  contacts: `Contact submissions in ${TABLES.contacts}`,
  registrations: "Event registrations",
};

const listing = (submissions: Submissions) =>
  Object.entries(submissions)
    .map(([kind, rows]) =>
      [
        `${TITLES[kind as keyof Submissions]} (${rows.length})`,
        ...rows.map((row, index) =>
          [
            `--- ${kind} ${index + 1} of ${rows.length} ---`,
            ...Object.entries(row).map(([column, value]) => `  ${column}: ${escapeControl(value)}`),
          ].join("\n"),
        ),
      ].join("\n"),
    )
    .join("\n\n");

/**
 * A CSV field: escaped like the listing (so each submission is one line), quoted when needed, and a leading
 * =, +, - or @ defused so a spreadsheet does not run it as a formula; also after spaces, which spreadsheets skip.
 */
const csvField = (value: unknown) => {
  const escaped = escapeControl(value);
  const text = /^\s*[=+\-@]/.test(escaped) ? `'${escaped}` : escaped;
  return /[",]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const csv = (submissions: Submissions) => {
  const rows = Object.entries(submissions).flatMap(([kind, tableRows]) => tableRows.map((row) => ({ kind, ...row })));
  const columns = [...new Set(["kind", ...rows.flatMap((row) => Object.keys(row))])];
  return [columns, ...rows.map((row) => columns.map((column) => (row as Record<string, unknown>)[column]))]
    .map((fields) => fields.map(csvField).join(","))
    .join("\r\n");
};

const FORMATS: Record<string, (submissions: Submissions) => string> = {
  text: listing,
  json: (submissions) => JSON.stringify(submissions),
  csv,
};

interface NotificationState {
  id: number;
  submission_id: string;
  kind: string;
  state: string;
  attempts: number;
  last_error: string | null;
  updated_at: string;
}

const describeNotification = (n: NotificationState) =>
  `${n.kind} ${n.state}${n.state === "sent" ? "" : ` (attempts ${n.attempts}${n.last_error ? `: ${n.last_error}` : ""})`}`;

const failedListing = (failed: NotificationState[]) =>
  [
    `Failed notifications (${failed.length}); \`npm run notifications -- --retry\` sends them again`,
    ...failed.map((n) =>
      [
        `--- notification ${n.id} ---`,
        ...Object.entries(n).map(([column, value]) => `  ${column}: ${escapeControl(value)}`),
      ].join("\n"),
    ),
  ].join("\n");

const PERSON_TITLES: Record<string, string> = {
  contacts: `Contact requests in ${TABLES.contacts}`,
  registrations: "Event registrations",
  notifications: "Mails to or about the address (outbox)",
  limit_records: "Limit records (a keyed form of the address)",
};

const personListing = (records: Record<string, Record<string, unknown>[]>) =>
  Object.entries(records)
    .map(([kind, rows]) =>
      [
        `${PERSON_TITLES[kind] ?? kind} (${rows.length})`,
        ...rows.map((row, index) =>
          [
            `--- ${kind} ${index + 1} of ${rows.length} ---`,
            ...Object.entries(row).map(
              ([column, value]) =>
                `  ${column}: ${escapeControl(value !== null && typeof value === "object" ? JSON.stringify(value) : value)}`,
            ),
          ].join("\n"),
        ),
      ].join("\n"),
    )
    .join("\n\n");

const person = async (url: string, key: string, address: string) => {
  if (values.erase) {
    const erased: Record<string, number> = await callRpc(url, key, "erase_person", { address });
    console.log(
      values.json
        ? JSON.stringify(erased)
        : `Erased ${erased.contacts} contact requests, ${erased.registrations} registrations, ${erased.notifications} ` +
            `mails and ${erased.limit_records} limit records. Erasures recorded so far: ${erased.erasures}.`,
    );
    return;
  }
  const records = await callRpc(url, key, "person_records", { address });
  console.log(values.json ? JSON.stringify(records) : personListing(records));
};

const ATTENDEE_COLUMNS = [
  "status",
  "first_name",
  "last_name",
  "email",
  "company",
  "job_title",
  "mobile",
  "registered_at",
];

const attendeeTable = (attendees: Record<string, unknown>[]) => {
  const rows = [ATTENDEE_COLUMNS, ...attendees.map((a) => ATTENDEE_COLUMNS.map((column) => escapeControl(a[column])))];
  const widths = ATTENDEE_COLUMNS.map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows
    .map((row) =>
      row
        .map((field, i) => field.padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
};

const attendees = async (url: string, key: string, event: string) => {
  const list: Record<string, unknown>[] = await callRpc(url, key, "event_attendees", { key: event });
  console.log(
    values.csv
      ? [ATTENDEE_COLUMNS, ...list.map((a) => ATTENDEE_COLUMNS.map((column) => a[column]))]
          .map((fields) => fields.map(csvField).join(","))
          .join("\r\n")
      : values.json
        ? JSON.stringify(list)
        : attendeeTable(list),
  );
};

const report = async (url: string, key: string) => {
  if (values.person !== undefined) return person(url, key, values.person);
  if (values.erase) throw new Error("--erase needs --person ADDRESS");
  if (values.event !== undefined) return attendees(url, key, values.event);
  const states: NotificationState[] = await callRpc(url, key, "notification_states");
  if (values.failed) {
    const failed = states.filter((n) => n.state === "failed");
    console.log(values.json ? JSON.stringify(failed) : failedListing(failed));
    return;
  }
  /** @param rows each with its notifications' states */
  const withNotifications = (rows: Record<string, unknown>[]) =>
    rows.map((row) => ({
      ...row,
      notifications: states
        .filter((n) => n.submission_id === row.id)
        .map(describeNotification)
        .join("; "),
    }));
  const submissions: Submissions = {
    contacts: withNotifications(await readTable(url, key, TABLES.contacts)),
    registrations: withNotifications(await readTable(url, key, TABLES.registrations)),
  };
  console.log(FORMATS[values.csv ? "csv" : values.json ? "json" : "text"](submissions));
};

try {
  await withServiceRole(path.resolve(values["state-dir"]), report);
} catch (error) {
  console.error(`Could not list submissions: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
