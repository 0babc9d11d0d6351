/**
 * The Postgres behind the local PostgREST: PGlite (WASM, nothing to install) served on a local port by
 * pglite-socket in a process of its own (pglite-server.ts), or the PostgreSQL server named by DATABASE_URL. Both
 * are then prepared the same way, over the wire with `pg`, as a hosted Supabase project would be: roles, then
 * migrations, then seed.
 */
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type ContentSource, type SyncReport, syncContent } from "./content-sync.ts";
import type { Guard } from "./guard.ts";
import { startPasswordGate } from "./password-gate.ts";

interface Database {
  url: string;
  kind: "pglite" | "postgresql";
  stop: () => Promise<void>;
  /** PGlite's database as it is now, written to `file` for a later start to load (`loadFrom`). */
  dump?: (file: string) => Promise<void>;
  /** What runs each time PGlite's process, ended by anything but `stop`, has been started again. */
  onRestart?: (prepare: () => Promise<void>) => void;
}

/** Waits after PGlite's process ends or fails to start before the next start: doubling from 200 ms, at most 5 s. */
const restartDelay = (attempt: number) => Math.min(200 * 2 ** attempt, 5000);

export const startDatabase = async ({
  databaseUrl,
  dataDir,
  loadFrom,
  guard,
}: {
  databaseUrl?: string;
  /** Undefined keeps PGlite in memory. */
  dataDir?: string;
  /** A file `dump` wrote: PGlite starts from that database. */
  loadFrom?: string;
  guard: Guard;
}): Promise<Database> => {
  if (databaseUrl) return { url: databaseUrl, kind: "postgresql", stop: async () => {} };

  // pglite-socket ignores the login user and password (every session is the superuser `postgres`), so it
  // listens only on a Unix socket in a folder of its own, and the password gate is the way in.
  const socketDir = mkdtempSync(path.join(tmpdir(), "pglite-"));
  guard.removeOnExit(socketDir);
  const socketPath = path.join(socketDir, "pglite.sock");

  let stopping = false;
  let child: ChildProcess;
  let exited: Promise<unknown> = Promise.resolve();
  let prepare: () => Promise<void> = async () => {};
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  /** Processes ended on purpose, whose exit is no crash. */
  const retired = new WeakSet<ChildProcess>();

  const reply = (process: ChildProcess, key: string): Promise<void> =>
    new Promise((resolve, reject) => {
      const listen = (message: Record<string, unknown>) => {
        if (message.error) reject(new Error(`PGlite could not start: ${message.error}`));
        else if (message[key]) resolve();
        else return;
        process.off("message", listen);
      };
      process.on("message", listen);
      process.once("exit", (code) => reject(new Error(`PGlite's process exited (${code})`)));
    });

  /** Starts PGlite's process; resolves once it serves its socket. */
  const launch = async () => {
    // A killed server leaves its socket file behind, and the next one could not listen there.
    rmSync(socketPath, { force: true });
    const current = fork(fileURLToPath(new URL("./pglite-server.ts", import.meta.url)), [
      JSON.stringify({ dataDir, socketPath, loadFrom }),
    ]);
    child = current;
    if (current.pid) guard.track(current.pid);
    exited = new Promise((resolve) => current.once("exit", resolve));
    let serving = false;
    current.once("exit", (code, signal) => {
      if (current.pid) guard.forget(current.pid);
      // SIGINT is Ctrl+C, which the terminal sends npm start's whole process group: a stop, not a crash. A process
      // that never served, or that this module ended, is dealt with where that happened.
      if (serving && !stopping && !retired.has(current) && signal !== "SIGINT")
        restartTimer = setTimeout(() => void restart(code, signal, 0));
    });
    await reply(current, "ready").catch(async (error) => {
      retired.add(current);
      current.kill();
      await exited;
      throw error;
    });
    serving = true;
  };

  /**
   * Brings the database back after its process ended: PGlite is started again on its data folder (or, in
   * memory, from `loadFrom`), then `prepare` (the launcher's migrations and content, and PostgREST's reconnection).
   */
  const restart = async (code: number | null, signal: NodeJS.Signals | null, attempt: number) => {
    if (stopping) return;
    if (attempt === 0)
      console.error(`PGlite's process stopped unexpectedly (${signal ?? `code ${code}`}); restarting it.`);
    try {
      await launch();
      await prepare();
    } catch (error) {
      if (stopping) return;
      console.error(`PGlite could not be started again: ${error instanceof Error ? error.message : String(error)}`);
      retired.add(child);
      child.kill();
      await exited;
      restartTimer = setTimeout(() => void restart(code, signal, attempt + 1), restartDelay(attempt));
    }
  };

  await launch();
  const password = randomBytes(24).toString("base64url");
  const gate = await startPasswordGate({ password, target: socketPath });
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${gate.port}/postgres`,
    kind: "pglite",
    dump: async (file) => {
      const dumped = reply(child, "dumped");
      child.send({ dump: file });
      await dumped;
    },
    onRestart: (work) => {
      prepare = work;
    },
    stop: async () => {
      stopping = true;
      clearTimeout(restartTimer);
      await gate.stop();
      if (child.connected) child.send("stop");
      else if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
};

/**
 * Roles a hosted Supabase project already has. service_role bypasses RLS there too. The login role we
 * connect with must be able to switch to each of them, as Supabase's `authenticator` can.
 */
const ROLES_SQL = `
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = role_name) then
      begin
        execute format('create role %I nologin noinherit %s', role_name,
          case when role_name = 'service_role' then 'bypassrls' else '' end);
      exception when duplicate_object or unique_violation then
        null; -- created meanwhile by another launcher sharing this PostgreSQL server
      end;
    end if;
  end loop;
  -- Membership is what lets the login role switch to them, and what PostgREST reads their settings through
  -- (statement_timeout and the like, see 20261124100000_bounded_reads.sql): a superuser needs it too.
  execute format('grant anon, authenticated, service_role to %I', current_user);
end
$$;
grant usage on schema public to anon, authenticated, service_role;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text primary key, name text);
`;

export const listMigrations = (migrationsDir: string) =>
  readdirSync(migrationsDir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const [, version, name] = file.match(/^(\d+)_(.+)\.sql$/) as RegExpMatchArray;
      return { version, name, sql: readFileSync(path.join(migrationsDir, file), "utf8") };
    });

/**
 * Creates the roles and applies the migrations not applied yet, each in its own transaction, recorded as the
 * Supabase CLI records them.
 * @returns the versions applied by this call
 */
export const migrateDatabase = async (url: string, migrationsDir: string): Promise<string[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(ROLES_SQL);
    const { rows } = await client.query("select version from supabase_migrations.schema_migrations");
    const applied = new Set(rows.map((row) => row.version));
    const pending = listMigrations(migrationsDir).filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await client.query("begin");
      try {
        await client.query(migration.sql);
        await client.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
          migration.version,
          migration.name,
        ]);
        await client.query("commit");
      } catch (error) {
        await client.query("rollback");
        throw new Error(`Migration ${migration.version}_${migration.name}.sql failed: ${String(error)}`);
      }
    }
    return pending.map((migration) => migration.version);
  } finally {
    await client.end();
  }
};

/**
 * Brings the community tables to what data/ says (backend/content-sync.ts).
 * @returns what the sync changed
 */
export const syncDatabase = async (url: string, content: ContentSource): Promise<SyncReport> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await syncContent(client, content);
  } finally {
    await client.end();
  }
};
