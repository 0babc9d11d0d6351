/**
 * The embedded local backend: a real Postgres (PGlite, or DATABASE_URL), the repository's migrations and seed,
 * PostgREST, and a small gateway serving it under /rest/v1 with Supabase-style anon and service_role keys.
 * What anon may do is decided by the SQL in supabase/migrations, exactly as on a hosted project.
 */
import { chmodSync, existsSync, lstatSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrateDatabase, startDatabase, syncDatabase } from "./database.ts";
import { startGuard } from "./guard.ts";
import { loadOrCreateSecret, mintKeys } from "./keys.ts";
import { SenderUnavailableError, startSender } from "./notifications.ts";
import { postgrestBinary, startPostgrest } from "./postgrest.ts";
import { startProxy } from "./proxy.ts";
import { readRelayKey, startSubmitForm, SubmitFormUnavailableError } from "./submit-form.ts";
import { watchContent } from "./content-watch.ts";
import { RETENTION_INTERVAL_MS, startReminders, startRetention, startWaitingLists } from "./retention.ts";

export { PostgrestUnavailableError } from "./postgrest.ts";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_STATE_DIR = path.join(REPO_ROOT, ".local-backend");
export const DEFAULT_PORT = 54321;

export interface Connection {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  databaseUrl: string;
  database: "pglite" | "postgresql";
  pid: number;
}
export type LocalBackend = Connection & { stop: () => Promise<void> };

const connectionFile = (stateDir: string) => path.join(stateDir, "connection.json");

/** The connection details of the backend running for this state folder, if its process is still alive. */
export const readConnection = (stateDir: string = DEFAULT_STATE_DIR): Connection | null => {
  const file = connectionFile(stateDir);
  if (!existsSync(file)) return null;
  const connection = JSON.parse(readFileSync(file, "utf8")) as Connection;
  try {
    process.kill(connection.pid, 0);
    return connection;
  } catch {
    return null;
  }
};

/**
 * Makes the state folder private to the user: folders 0700, files 0600. The database's files hold every
 * submission (its WAL in clear), and a state folder from before this rule may be world-readable; what is created
 * later is private already (keys.ts, pglite-server.ts).
 */
const makePrivate = (dir: string) => {
  if (!existsSync(dir)) return;
  const walk = (entry: string) => {
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    chmodSync(entry, stats.isDirectory() ? 0o700 : 0o600);
    if (stats.isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(dir);
};

export interface LocalBackendOptions {
  port?: number;
  host?: string;
  stateDir?: string;
  memory?: boolean;
  databaseUrl?: string;
  dataDir?: string;
  migrationsDir?: string;
  /**
   * Where the notifications sender delivers the outbox (none is started without it; the outbox then keeps its rows
   * pending).
   */
  smtpUrl?: string;
  /** The database follows every change of dataDir while the backend runs (`npm start`, `npm run backend`). */
  watch?: boolean;
  /** How often the privacy notice's retention job runs (and once at start). */
  retentionIntervalMs?: number;
  /**
   * With PGlite in memory, a file holding the database as the migrations leave it, before any content: started from
   * when it exists, written once the migrations have run when it does not (the tests start some forty backends, and
   * an empty PGlite costs five seconds of initdb each).
   */
  migratedSnapshot?: string;
}

export const startLocalBackend = async ({
  port = DEFAULT_PORT,
  host = "127.0.0.1",
  stateDir = DEFAULT_STATE_DIR,
  memory = false,
  databaseUrl,
  dataDir = path.join(REPO_ROOT, "data"),
  migrationsDir = path.join(REPO_ROOT, "supabase", "migrations"),
  smtpUrl,
  watch = false,
  retentionIntervalMs = RETENTION_INTERVAL_MS,
  migratedSnapshot,
}: LocalBackendOptions = {}): Promise<LocalBackend> => {
  const running = readConnection(stateDir);
  if (running && running.pid !== process.pid) {
    throw new Error(`A local backend is already running for ${stateDir} (pid ${running.pid}) at ${running.url}`);
  }
  const binary = postgrestBinary();
  makePrivate(stateDir);
  const secret = loadOrCreateSecret(stateDir);
  const { anonKey, serviceRoleKey } = await mintKeys(secret);
  // The outbox lookups describe the site's own events and team address, whatever dataDir seeds the communities.
  const content = { dataDir, siteDataDir: path.join(REPO_ROOT, "data") };

  // Cleans up children and temporary folders should this process be killed outright.
  const guard = startGuard();
  const stops: (() => Promise<void>)[] = [guard.close];
  const snapshot = memory && !databaseUrl ? migratedSnapshot : undefined;
  const database = await startDatabase({
    databaseUrl,
    dataDir: memory ? undefined : path.join(stateDir, "pgdata"),
    loadFrom: snapshot && existsSync(snapshot) ? snapshot : undefined,
    guard,
  }).catch(async (error) => {
    await guard.close();
    throw error;
  });
  stops.push(database.stop);
  // PGlite unpacks a new database world-readable, whatever the umask.
  makePrivate(stateDir);
  const stop = async () => {
    rmSync(connectionFile(stateDir), { force: true });
    for (const stopOne of stops.splice(0).reverse()) await stopOne();
  };

  try {
    /** Brings the database to the migrations and data/: at start, and once PGlite's process was started again. */
    const prepare = async () => {
      const applied = await migrateDatabase(database.url, migrationsDir);
      // A snapshot holds every migration; one that lacked some is written again with them.
      if (snapshot && database.dump && (applied.length > 0 || !existsSync(snapshot))) await database.dump(snapshot);
      await syncDatabase(database.url, content);
    };
    await prepare();
    // Read before PostgREST takes PGlite's one session.
    const relayKey = await readRelayKey(database.url);
    if (watch) stops.push(watchContent(database.url, content));
    stops.push(startRetention(database.url, { intervalMs: retentionIntervalMs }));
    stops.push(startReminders(database.url));
    stops.push(startWaitingLists(database.url));
    const postgrest = await startPostgrest({
      binary,
      dbUri: database.url,
      jwtSecret: secret,
      singleSession: database.kind === "pglite",
      guard,
    });
    stops.push(postgrest.stop);
    // Should PGlite's process die, the database restarts it; it is then brought to data/ as at start (in memory it
    // starts empty, or from the snapshot), with PostgREST stopped meanwhile and started afresh once it is ready.
    database.onRestart?.(() => postgrest.suspend(prepare));
    const proxy = await startProxy({
      port,
      host,
      postgrestSocket: postgrest.socketPath,
      healthy: postgrest.healthy,
    });
    stops.push(proxy.stop);
    // Forms posted without JavaScript (issue 31), served where a hosted project serves its functions.
    const submitForm = await startSubmitForm({
      supabaseUrl: `http://${host}:${proxy.port}`,
      anonKey,
      relayKey,
      guard,
    }).catch((error) => {
      if (!(error instanceof SubmitFormUnavailableError)) throw error;
      console.log(`Forms posted without JavaScript cannot be served: ${error.message}. Forms with script still work.`);
      return null;
    });
    if (submitForm) {
      stops.push(submitForm.stop);
      proxy.serveFunction("submit-form", submitForm.port, relayKey);
    }
    if (smtpUrl) {
      const sender = await startSender({
        supabaseUrl: `http://${host}:${proxy.port}`,
        serviceRoleKey,
        smtpUrl,
        guard,
      }).catch((error) => {
        if (!(error instanceof SenderUnavailableError)) throw error;
        console.log(`The notifications sender cannot run: ${error.message}. The outbox keeps its rows pending.`);
        return null;
      });
      if (sender) stops.push(sender.stop);
    }

    const connection: Connection = {
      url: `http://${host}:${proxy.port}`,
      anonKey,
      serviceRoleKey,
      databaseUrl: database.url,
      database: database.kind,
      pid: process.pid,
    };
    writeFileSync(connectionFile(stateDir), `${JSON.stringify(connection, null, 2)}\n`, { mode: 0o600 });
    return { ...connection, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
