// @ts-check
/**
 * The Postgres behind the local PostgREST: PGlite (WASM, nothing to install) served on a local port by
 * pglite-socket in a process of its own (pglite-server.mjs), or the PostgreSQL server named by DATABASE_URL. Both
 * are then prepared the same way, over the wire with `pg`, as a hosted Supabase project would be: roles, then
 * migrations, then seed.
 */
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { syncContent } from "./content-sync.mjs";
import { startPasswordGate } from "./password-gate.mjs";

/**
 * @typedef {{ url: string; kind: "pglite" | "postgresql"; stop: () => Promise<void>;
 *   dump?: (file: string) => Promise<void> }} Database
 *   dump: PGlite's database as it is now, written to `file` for a later start to load (`loadFrom`)
 */

/**
 * @param {{ databaseUrl?: string; dataDir?: string; loadFrom?: string; guard: import("./guard.mjs").Guard }} options
 *   dataDir undefined keeps PGlite in memory; loadFrom, a file `dump` wrote, starts PGlite from that database
 * @returns {Promise<Database>}
 */
export const startDatabase = async ({ databaseUrl, dataDir, loadFrom, guard }) => {
  if (databaseUrl) return { url: databaseUrl, kind: "postgresql", stop: async () => {} };

  // pglite-socket ignores the login user and password (every session is the superuser `postgres`), so it
  // listens only on a Unix socket in a folder of its own, and the password gate is the way in.
  const socketDir = mkdtempSync(path.join(tmpdir(), "pglite-"));
  guard.removeOnExit(socketDir);
  const socketPath = path.join(socketDir, "pglite.sock");
  const child = fork(fileURLToPath(new URL("./pglite-server.mjs", import.meta.url)), [
    JSON.stringify({ dataDir, socketPath, loadFrom }),
  ]);
  if (child.pid) guard.track(child.pid);
  /** @param {string} key @returns {Promise<void>} */
  const reply = (key) =>
    new Promise((resolve, reject) => {
      /** @param {Record<string, unknown>} message */
      const listen = (message) => {
        if (message.error) reject(new Error(`PGlite could not start: ${message.error}`));
        else if (message[key]) resolve();
        else return;
        child.off("message", listen);
      };
      child.on("message", listen);
      child.once("exit", (code) => reject(new Error(`PGlite's process exited (${code})`)));
    });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await reply("ready").catch(async (error) => {
    child.kill();
    await exited;
    throw error;
  });
  const password = randomBytes(24).toString("base64url");
  const gate = await startPasswordGate({ password, target: socketPath });
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${gate.port}/postgres`,
    kind: "pglite",
    dump: async (file) => {
      const dumped = reply("dumped");
      child.send({ dump: file });
      await dumped;
    },
    stop: async () => {
      await gate.stop();
      if (child.connected) child.send("stop");
      await exited;
      if (child.pid) guard.forget(child.pid);
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

/** @param {string} migrationsDir */
export const listMigrations = (migrationsDir) =>
  readdirSync(migrationsDir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const [, version, name] = /** @type {RegExpMatchArray} */ (file.match(/^(\d+)_(.+)\.sql$/));
      return { version, name, sql: readFileSync(path.join(migrationsDir, file), "utf8") };
    });

/**
 * Creates the roles and applies the migrations not applied yet, each in its own transaction, recorded as the
 * Supabase CLI records them.
 * @param {string} url
 * @param {string} migrationsDir
 * @returns {Promise<string[]>} the versions applied by this call
 */
export const migrateDatabase = async (url, migrationsDir) => {
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
 * Brings the community tables to what data/ says (backend/content-sync.mjs).
 * @param {string} url
 * @param {import("./content-sync.mjs").ContentSource} content
 * @returns {Promise<import("./content-sync.mjs").SyncReport>} what the sync changed
 */
export const syncDatabase = async (url, content) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await syncContent(client, content);
  } finally {
    await client.end();
  }
};
