// @ts-check
/**
 * `npm run submissions`: lists stored contact requests and event registrations, newest first, read through
 * the REST API as the service role. Targets, in order: SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY (a hosted
 * project), the running local backend, or else the local backend's stored data, started just for this.
 * Output: a listing for people (default; one delimited record per submission, control characters escaped so
 * a stored value can neither recolour the terminal nor forge an entry), --json ({ contacts, registrations }),
 * or --csv (one line per submission, both tables, for exporting leads). --state-dir DIR names the local
 * backend (default .local-backend).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_STATE_DIR, REPO_ROOT, readConnection, startLocalBackend } from "./local-backend.mjs";

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    csv: { type: "boolean", default: false },
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

/**
 * Control characters (C0, DEL, C1), line and paragraph separators and bidirectional overrides, shown as
 * escapes; the backslash is doubled so an escape in the data stays distinguishable from one made here.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED = /** @type {Record<string, string>} */ ({ "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" });

/** @param {unknown} value */
const escapeControl = (value) =>
  String(value ?? "").replace(
    UNSAFE,
    (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/** @typedef {{ contacts: Record<string, unknown>[]; registrations: Record<string, unknown>[] }} Submissions */

/** @type {Record<keyof Submissions, string>} */
const TITLES = { contacts: `Contact submissions in ${TABLES.contacts}`, registrations: "Event registrations" };

/** @param {Submissions} submissions */
const listing = (submissions) =>
  Object.entries(submissions)
    .map(([kind, rows]) =>
      [
        `${TITLES[/** @type {keyof Submissions} */ (kind)]} (${rows.length})`,
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
 * =, +, - or @ defused so a spreadsheet does not run it as a formula.
 * @param {unknown} value
 */
const csvField = (value) => {
  const text = escapeControl(value).replace(/^[=+\-@]/, "'$&");
  return /[",]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** @param {Submissions} submissions */
const csv = (submissions) => {
  const rows = Object.entries(submissions).flatMap(([kind, tableRows]) => tableRows.map((row) => ({ kind, ...row })));
  const columns = [...new Set(["kind", ...rows.flatMap((row) => Object.keys(row))])];
  return [columns, ...rows.map((row) => columns.map((column) => /** @type {Record<string, unknown>} */ (row)[column]))]
    .map((fields) => fields.map(csvField).join(","))
    .join("\r\n");
};

/** @type {Record<string, (submissions: Submissions) => string>} */
const FORMATS = { text: listing, json: (submissions) => JSON.stringify(submissions), csv };

/** @param {string} url @param {string} key */
const report = async (url, key) => {
  /** @type {Submissions} */
  const submissions = {
    contacts: await readTable(url, key, TABLES.contacts),
    registrations: await readTable(url, key, TABLES.registrations),
  };
  console.log(FORMATS[values.csv ? "csv" : values.json ? "json" : "text"](submissions));
};

try {
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = process.env;
  const stateDir = path.resolve(values["state-dir"]);
  const running = readConnection(stateDir);
  if (SUPABASE_URL && SUPABASE_SERVICE_ROLE_KEY) {
    await report(SUPABASE_URL.replace(/\/+$/, ""), SUPABASE_SERVICE_ROLE_KEY);
  } else if (running) {
    await report(running.url, running.serviceRoleKey);
  } else {
    const backend = await startLocalBackend({
      port: 0,
      stateDir,
      databaseUrl: process.env.DATABASE_URL || undefined,
    });
    try {
      await report(backend.url, backend.serviceRoleKey);
    } finally {
      await backend.stop();
    }
  }
} catch (error) {
  console.error(`Could not list submissions: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
