/**
 * Runs the notifications sender locally: the Edge Function supabase/functions/send-notifications under the deno
 * binary from npm (offline: its one npm import, nodemailer, comes from node_modules), woken every second as a
 * pg_cron + pg_net schedule wakes it on a hosted project. Its output (ids and states only) goes to `log`.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { writeMailContent } from "./function-content.ts";
import type { Guard } from "./guard.ts";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FUNCTION_DIR = path.join(REPO_ROOT, "supabase", "functions", "send-notifications");
export const DENO_BIN = process.env.DENO_BIN || path.join(REPO_ROOT, "node_modules", ".bin", "deno");

interface SenderTarget {
  supabaseUrl: string;
  serviceRoleKey: string;
  smtpUrl: string;
}

const denoArgs = (extra: string[]) => [
  "run",
  `--config=${path.join(FUNCTION_DIR, "deno.json")}`,
  "--allow-net",
  "--allow-env",
  "--allow-read",
  "--allow-sys",
  path.join(FUNCTION_DIR, "index.ts"),
  ...extra,
];

/**
 * The environment of a local Edge Function under deno: this process's, deno kept from checking for updates or
 * prompting (it runs unattended), and the function's own variables.
 */
export const denoFunctionEnv = (vars: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  DENO_NO_UPDATE_CHECK: "1",
  DENO_NO_PROMPT: "1",
  ...vars,
});

const denoEnv = ({ supabaseUrl, serviceRoleKey, smtpUrl }: SenderTarget, extra: Record<string, string> = {}) =>
  denoFunctionEnv({
    SUPABASE_URL: supabaseUrl,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    SMTP_URL: smtpUrl,
    ...extra,
  });

export class SenderUnavailableError extends Error {}

/**
 * Runs an Edge Function under deno until it prints `{"listening":PORT}` (its output lines, but that one, go to `log`
 * under `label`), as both local functions, the sender and submit-form, start.
 */
export const serveDenoFunction = async ({
  args,
  env,
  label,
  log,
  guard,
  failed,
}: {
  args: string[];
  env: NodeJS.ProcessEnv;
  label: string;
  log: (line: string) => void;
  guard?: Guard;
  /** The error when it exits before serving. */
  failed: (code: number | null) => Error;
}): Promise<{ port: number; stop: () => Promise<void> }> => {
  const child = spawn(DENO_BIN, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  if (child.pid) guard?.track(child.pid);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  createInterface({ input: child.stderr }).on("line", (line) => log(`${label}: ${line}`));
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      const listening = /^\{"listening":(\d+)\}$/.exec(line);
      if (listening) resolve(Number(listening[1]));
      else log(`${label}: ${line}`);
    });
    child.once("exit", (code) => reject(failed(code)));
  });
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
};

/** The deno binary is there, and the function's content file is written from this checkout's content. */
const prepare = () => {
  if (!existsSync(DENO_BIN)) throw new SenderUnavailableError(`no deno binary at ${DENO_BIN} (npm package deno)`);
  writeMailContent(REPO_ROOT);
};

/**
 * Serves the function on a free loopback port and calls it every intervalMs (a call waits for the previous one).
 */
export const startSender = async ({
  intervalMs = 1000,
  log = (line) => console.log(line),
  guard,
  ...target
}: SenderTarget & {
  intervalMs?: number;
  log?: (line: string) => void;
  /** Ends the sender should the launcher be killed. */
  guard?: Guard;
}): Promise<{ stop: () => Promise<void> }> => {
  prepare();
  const { port, stop: stopChild } = await serveDenoFunction({
    args: denoArgs([]),
    env: denoEnv(target, { NOTIFICATIONS_PORT: "0" }),
    label: "notifications",
    log,
    guard,
    failed: (code) => new SenderUnavailableError(`the sender exited (${code}) before serving`),
  });

  let stopped = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  const wake = async () => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { method: "POST" });
      await response.arrayBuffer();
    } catch {
      // The sender logs its own failures; the next tick tries again.
    }
  };
  const timer = setInterval(() => {
    if (!stopped) inFlight = inFlight.then(wake);
  }, intervalMs);

  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await inFlight;
      await stopChild();
    },
  };
};

/**
 * One delivery run of everything due (`npm run notifications`); resolves to its counts. Senders may run at once.
 */
export const deliverOnce = (
  target: SenderTarget,
  {
    env = {},
    log = (line) => console.log(line),
  }: {
    /** E.g. NOTIFICATIONS_BACKOFF_SECONDS. */
    env?: Record<string, string>;
    log?: (line: string) => void;
  } = {},
): Promise<{ sent: number; retrying: number; failed: number }> => {
  prepare();
  const child = spawn(DENO_BIN, denoArgs(["--once"]), { env: denoEnv(target, env), stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  createInterface({ input: child.stdout }).on("line", (line) => lines.push(line));
  createInterface({ input: child.stderr }).on("line", (line) => log(`notifications: ${line}`));
  return new Promise((resolve, reject) => {
    child.once("close", (code) => {
      const result = lines.pop();
      for (const line of lines) log(`notifications: ${line}`);
      if (code === 0 && result) resolve(JSON.parse(result));
      else reject(new Error(`the sender failed (exit ${code})`));
    });
  });
};
