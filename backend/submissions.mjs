// @ts-check
/**
 * `npm run submissions`: lists stored contact requests and event registrations, newest first, read through
 * the REST API as the service role. Targets, in order: SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY (a hosted
 * project), the running local backend, or else the local backend's stored data, started just for this.
 * --json prints { contacts, registrations } instead of a listing; --state-dir DIR names the local backend
 * (default .local-backend).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_STATE_DIR, REPO_ROOT, readConnection, startLocalBackend } from "./local-backend.mjs";

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    "state-dir": { type: "string", default: DEFAULT_STATE_DIR },
  },
});

const contactTable = JSON.parse(readFileSync(path.join(REPO_ROOT, "src", "forms", "contact-table.json"), "utf8"));
const TABLES = { contacts: contactTable.name, registrations: "event_registrations" };

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

/** @param {string} url @param {string} key */
const report = async (url, key) => {
  const contacts = await readTable(url, key, TABLES.contacts);
  const registrations = await readTable(url, key, TABLES.registrations);
  console.log(
    values.json
      ? JSON.stringify({ contacts, registrations })
      : `${listing(`Contact submissions in ${TABLES.contacts}`, contacts)}\n\n${listing("Event registrations", registrations)}`,
  );
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
