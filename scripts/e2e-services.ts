#!/usr/bin/env node
/**
 * The services a built site talks to during the end-to-end run, started by Playwright's `webServer`
 * (playwright.config.ts): when the site was built against the tests' local backend
 * (scripts/build-with-local-backend.ts), that backend on the port fixed at build time, seeded from data/ as a
 * hosted project is, with its notifications sender delivering to MailDev on free ports. Everything the backend and
 * the sender print goes to BACKEND_LOG (a test checks it holds no personal data). Prints one line,
 * `e2e services ready: maildev=<url>` (`maildev=none` for a site built against another backend), and runs until
 * SIGTERM or SIGINT.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { mailDevBin, startMailDev } from "../backend/maildev.ts";
import { e2eState } from "./lib/e2e-state.ts";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const { dir: E2E_STATE_DIR, siteBackend: SITE_BACKEND, backendLog: BACKEND_LOG } = e2eState(ROOT);

const stops: (() => Promise<void>)[] = [];
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
};

/**
 * `npm run backend` (backend/cli.ts) in memory on `port`, its output appended to BACKEND_LOG.
 * @param siteUrl where nginx serves the site
 */
const startBackend = async (port: number, smtpUrl: string, siteUrl: string | undefined) => {
  fs.rmSync(BACKEND_LOG, { force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, SMTP_URL: smtpUrl, ...(siteUrl ? { SITE_URL: siteUrl } : {}) };
  delete env.DATABASE_URL;
  const args = ["--port", String(port), "--memory", "--json", `--state-dir=${E2E_STATE_DIR}`, `--data=${ROOT}/data`];
  const child = spawn(process.execPath, [path.join(ROOT, "backend", "cli.ts"), ...args], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = fs.createWriteStream(BACKEND_LOG, { flags: "a" });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  stops.push(async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  });
  const backend: { databaseUrl: string } = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line.startsWith("{")) resolve(JSON.parse(line));
    });
    child.once("exit", (code) =>
      reject(new Error(`the backend exited (${code}) before it was ready; see ${BACKEND_LOG}`)),
    );
  });
  // The browser tests send the team more mails in an hour than a site's team is sent before the digest takes over
  // (issue 40); they check each mail, so the cap is lifted here. The digest has its own test
  // (__tests__/backend/team-digest.test.ts). Every browser of the run reaches the database as one visitor, 127.0.0.1
  // (nginx relays it for the posts without script, the gateway sees it for the rest), and together they send more
  // than a visitor may in an hour, so the per-visitor limits are lifted too; the backend's suites hold the database
  // to them (__tests__/backend/submission-limits.test.ts, forms-without-script.test.ts).
  const client = new pg.Client({ connectionString: backend.databaseUrl });
  await client.connect();
  try {
    await client.query(
      "update private.submission_settings set team_mails_per_hour = 1000000, " +
        "client_submissions_per_hour = 1000000, proofless_submissions_per_hour = 1000000",
    );
  } finally {
    await client.end();
  }
};

try {
  let mailDevUrl = "none";
  if (fs.existsSync(SITE_BACKEND)) {
    const { port, sitePort } = JSON.parse(fs.readFileSync(SITE_BACKEND, "utf8"));
    // The backend's port was fixed at build time: hold it while MailDev takes free ports, so MailDev cannot be
    // handed it before the backend binds it.
    const hold = net.createServer();
    await new Promise((resolve) => hold.listen(port, "127.0.0.1", () => resolve(undefined)));
    const maildev = await startMailDev({ bin: mailDevBin(ROOT) }).finally(
      () => new Promise((resolve) => hold.close(() => resolve(undefined))),
    );
    stops.push(maildev.stop);
    mailDevUrl = maildev.webUrl;
    await startBackend(port, maildev.smtpUrl, sitePort ? `http://127.0.0.1:${sitePort}` : undefined);
  }
  console.log(`e2e services ready: maildev=${mailDevUrl}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await stopAll();
  process.exit(1);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => stopAll().then(() => process.exit(0)));
}
