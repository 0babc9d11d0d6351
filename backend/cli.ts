/**
 * `npm run backend`: starts the local backend and keeps it running until Ctrl+C.
 * Options: --port N (default 54321, 0 picks a free one), --state-dir DIR (default .local-backend),
 * --memory (PGlite without files), --data DIR (the JSON to seed from, default data/; the database follows its changes
 * while the backend runs, unless --no-watch), --json (print the connection as one JSON line, for scripts and tests),
 * --retention-interval SECONDS (how often the privacy notice's retention job runs, default hourly), --migrated-snapshot
 * FILE (with --memory: start PGlite from the migrated database in FILE, or write it there; for the tests).
 * DATABASE_URL, when set, replaces PGlite with that PostgreSQL server. SMTP_URL, when set, starts the notifications
 * sender (backend/notifications.ts) delivering the outbox there.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import {
  type Connection,
  DEFAULT_PORT,
  DEFAULT_STATE_DIR,
  PostgrestUnavailableError,
  startLocalBackend,
} from "./local-backend.ts";
import { RETENTION_INTERVAL_MS } from "./retention.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.LOCAL_BACKEND_PORT ?? String(DEFAULT_PORT) },
    "state-dir": { type: "string", default: DEFAULT_STATE_DIR },
    data: { type: "string" },
    memory: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
    watch: { type: "boolean", default: true },
    // Seconds between runs of the privacy notice's retention job (tests run it often).
    "retention-interval": { type: "string", default: String(RETENTION_INTERVAL_MS / 1000) },
    // With --memory: PGlite as the migrations leave it, from this file or into it (local-backend.ts).
    "migrated-snapshot": { type: "string" },
  },
  allowNegative: true,
});

const describe = (backend: Connection, stateDir: string) => {
  const database =
    backend.database === "postgresql"
      ? "the PostgreSQL server in DATABASE_URL"
      : values.memory
        ? "PGlite in memory"
        : `PGlite (data in ${path.relative(process.cwd(), path.join(stateDir, "pgdata"))})`;
  return [
    `Local backend ready: PostgREST on ${database}.`,
    "",
    `  GATSBY_SUPABASE_URL=${backend.url}`,
    `  GATSBY_SUPABASE_ANON_KEY=${backend.anonKey}`,
    `  service_role key (never ship it to a browser): ${backend.serviceRoleKey}`,
    "",
    "List stored submissions with `npm run submissions`. Stop with Ctrl+C.",
  ].join("\n");
};

try {
  const stateDir = path.resolve(values["state-dir"]);
  const backend = await startLocalBackend({
    port: Number(values.port),
    stateDir,
    memory: values.memory,
    dataDir: values.data && path.resolve(values.data),
    databaseUrl: process.env.DATABASE_URL || undefined,
    smtpUrl: process.env.SMTP_URL || undefined,
    watch: values.watch,
    retentionIntervalMs: Number(values["retention-interval"]) * 1000,
    migratedSnapshot: values["migrated-snapshot"] && path.resolve(values["migrated-snapshot"]),
  });
  console.log(values.json ? JSON.stringify(backend) : describe(backend, stateDir));

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await backend.stop();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
} catch (error) {
  if (error instanceof PostgrestUnavailableError) {
    console.log(
      [
        `The local backend cannot run on this machine: ${error.message}.`,
        "The site still runs without it; its forms will show a connection error.",
        "To use a hosted Supabase project instead, set GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY.",
      ].join("\n"),
    );
    process.exit(0);
  }
  console.error(`The local backend failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
