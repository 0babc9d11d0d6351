import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { createClient } from "@supabase/supabase-js";
import { Client } from "pg";
import { visitorFetch } from "../support/visitors";

export const REPO_ROOT = path.resolve(__dirname, "../..");
export const FIXTURE_DATA = path.join(__dirname, "fixtures", "data");

/**
 * PGlite as the migrations leave it, shared by every in-memory backend of a run (`--migrated-snapshot`,
 * backend/local-backend.ts): the first writes it, the others load it in 1.5 s of 2 core-seconds instead of 5 s of
 * 7.5 for initdb and the migrations. Named by what makes it: the migrations, the launcher's preparation of the
 * database and the PGlite release, so a change to any of them makes a new one.
 */
const MIGRATED_SNAPSHOT = (() => {
  const hash = createHash("sha256");
  const migrations = path.join(REPO_ROOT, "supabase", "migrations");
  for (const file of readdirSync(migrations).sort())
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  hash.update(readFileSync(path.join(REPO_ROOT, "backend", "database.ts")));
  hash.update(readFileSync(path.join(REPO_ROOT, "node_modules", "@electric-sql", "pglite", "package.json")));
  return path.join(tmpdir(), `pglite-migrated-${hash.digest("hex").slice(0, 16)}.tar`);
})();

export interface BackendUnderTest {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  databaseUrl: string;
  /** Everything the backend (and the notifications sender it runs) printed so far. */
  output: () => string;
  /** The launcher's process id. */
  pid: number;
  stop: () => Promise<void>;
}

/** PGlite always; the PostgreSQL server in DATABASE_URL too when it is set (scripts/with-postgres.sh). */
export const backendTargets = (): [string, string | undefined][] => [
  ["PGlite", undefined],
  ...(process.env.DATABASE_URL ? [["PostgreSQL", process.env.DATABASE_URL] as [string, string]] : []),
];

/** Runs SQL as the database owner, bypassing PostgREST (test set-up only). */
export const runSql = async (databaseUrl: string, sql: string, values?: unknown[]) => {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
};

/**
 * `npm run submissions` against the local backend whose state is in `stateDir` (never a hosted project: the
 * variables that name one are removed); its standard output.
 */
export const runSubmissions = async (stateDir: string, ...args: string[]): Promise<string> => {
  const env = { ...process.env };
  delete env.SUPABASE_URL;
  delete env.SUPABASE_SERVICE_ROLE_KEY;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(REPO_ROOT, "backend", "submissions.ts"), `--state-dir=${stateDir}`, ...args],
    { env, encoding: "utf8" },
  );
  return stdout;
};

/** A database of its own on the shared server, so test files running in parallel never meet. */
const createScratchDatabase = async (serverUrl: string) => {
  const name = `backend_test_${process.pid}_${Date.now()}`;
  await runSql(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runSql(serverUrl, `drop database if exists ${name} with (force)`).then(() => undefined),
  };
};

export interface StartOptions {
  /** A PostgreSQL server to make a scratch database on; in-memory PGlite without it. */
  serverUrl?: string;
  /** The JSON the community tables are seeded from. */
  dataDir?: string;
  /** Default: any free port. */
  port?: number;
  /** Default: a temporary folder, deleted on stop (a given folder is kept: it holds the keys' secret). */
  stateDir?: string;
  /** PGlite's data in memory (the default) or in the state folder, as `npm run backend` keeps it. */
  memory?: boolean;
  /** Starts the notifications sender, delivering there. */
  smtpUrl?: string;
  /** Also append the backend's output to this file. */
  logFile?: string;
  /**
   * "light" (the default): challenges of at most LIGHT_PROOF_MAX_NUMBER, so tests that send hundreds of
   * submissions do not spend minutes hashing; the checks are the same. "as deployed": the migration's difficulty.
   */
  proofOfWork?: "light" | "as deployed";
  /** The database follows changes of dataDir, as under `npm start` (default: seeded once, so a test decides when). */
  watch?: boolean;
  /** Seconds between runs of the retention job (default: the launcher's, hourly). */
  retentionIntervalSeconds?: number;
}

/** The proof of work's difficulty in the backend tests' throwaway databases. */
export const LIGHT_PROOF_MAX_NUMBER = 1000;

/**
 * Starts `backend/cli.ts` (the launcher `npm run backend` runs) with in-memory PGlite or a scratch database
 * on `serverUrl`, seeded from `dataDir`.
 */
export const startBackend = async ({
  serverUrl,
  dataDir = FIXTURE_DATA,
  port = 0,
  stateDir: givenStateDir,
  memory = true,
  smtpUrl,
  logFile,
  proofOfWork = "light",
  watch = false,
  retentionIntervalSeconds,
}: StartOptions = {}): Promise<BackendUnderTest> => {
  const stateDir = givenStateDir ?? mkdtempSync(path.join(tmpdir(), "backend-test-"));
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  if (scratch) env.DATABASE_URL = scratch.url;
  if (smtpUrl) env.SMTP_URL = smtpUrl;

  const child = spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, "backend", "cli.ts"),
      `--port=${port}`,
      ...(memory ? ["--memory", `--migrated-snapshot=${MIGRATED_SNAPSHOT}`] : []),
      "--json",
      `--state-dir=${stateDir}`,
      `--data=${dataDir}`,
      ...(watch ? [] : ["--no-watch"]),
      ...(retentionIntervalSeconds ? [`--retention-interval=${retentionIntervalSeconds}`] : []),
    ],
    { env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let stderr = "";
  let output = "";
  const record = (chunk: Buffer) => {
    output += chunk.toString();
    if (logFile) appendFileSync(logFile, chunk);
  };
  child.stdout.on("data", record);
  child.stderr.on("data", record);
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const connection = await new Promise<Omit<BackendUnderTest, "stop">>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on("line", (line) => {
      if (line.startsWith("{")) resolve(JSON.parse(line));
    });
    child.once("exit", (code) => reject(new Error(`backend exited (${code}) before it was ready: ${stderr}`)));
  });

  if (proofOfWork === "light") {
    await runSql(
      connection.databaseUrl,
      `update private.submission_settings set proof_max_number = ${LIGHT_PROOF_MAX_NUMBER}`,
    );
  }

  return {
    ...connection,
    output: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      if (!givenStateDir) rmSync(stateDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
};

/** A backend for the tests of one describe block: started before the first, stopped after the last. */
export const useBackend = (options: Parameters<typeof startBackend>[0] = {}): (() => BackendUnderTest) => {
  let backend: BackendUnderTest | undefined;
  beforeAll(async () => {
    backend = await startBackend(options);
  });
  afterAll(async () => {
    await backend?.stop();
  });
  return () => {
    if (!backend) throw new Error("The backend has not started: call useBackend() in a describe block");
    return backend;
  };
};

/** Node 20 has no global WebSocket; realtime is never used, so any attempt to open one is a bug. */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by these tests");
  }
}

/**
 * supabase-js configured as the site configures it, talking to the backend under test. With the anon key it
 * behaves as visitors do (../support/visitors.ts): each request from a client address of its own (or all from
 * `client`), each insert with a solved proof of work.
 */
export const clientFor = (backend: BackendUnderTest, key: string, { client }: { client?: string } = {}) =>
  createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
    global: key === backend.anonKey ? { fetch: visitorFetch(backend, { client }) } : {},
  });
