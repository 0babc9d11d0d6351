/**
 * What `npm start` runs: the site in `gatsby develop`, with a backend for its forms and live counts, and the
 * CMS's local backend (scripts/cms-server.ts) for the content editor at /admin.
 * With GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY set (a hosted Supabase project), the site uses
 * those and nothing else starts. Otherwise the local backend (backend/, `npm run backend`) starts first,
 * or the one already running is reused, and its URL and anon key are handed to Gatsby. A local backend it starts
 * runs the notifications sender against MailDev (backend/maildev.ts; inbox at http://127.0.0.1:1080), or against
 * SMTP_URL when that is set. Arguments are passed on to `gatsby develop` (`npm start -- --port 8001`); Ctrl+C
 * stops everything, and so does SIGINT or SIGTERM to npm start's own process: package.json's script `exec`s this
 * one, since the shell npm runs a script in would hold a signal npm forwards until its child ended.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import {
  DEFAULT_PORT,
  PostgrestUnavailableError,
  REPO_ROOT,
  readConnection,
  startLocalBackend,
} from "../backend/local-backend.ts";
import { DEFAULT_CMS_PORT, startCmsServer } from "./cms-server.ts";
import { mailDevBin, startMailDev } from "../backend/maildev.ts";
import { gatsbyEnv } from "./lib/gatsby-env.ts";

/**
 * Where the local sender delivers: SMTP_URL, or MailDev on its usual ports (free ones when those are taken).
 */
const mailServer = async (): Promise<{ smtpUrl?: string; webUrl?: string; stop?: () => Promise<void> }> => {
  if (process.env.SMTP_URL) return { smtpUrl: process.env.SMTP_URL };
  try {
    return await startMailDev({ bin: mailDevBin(REPO_ROOT), smtpPort: 1025, webPort: 1080 });
  } catch (error) {
    console.log(`MailDev did not start (${error instanceof Error ? error.message : String(error)}): no mail is sent.`);
    return {};
  }
};

const backendForSite = async (): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> => {
  const none = { env: {}, stop: async () => {} };
  if (process.env.GATSBY_SUPABASE_URL && process.env.GATSBY_SUPABASE_ANON_KEY) {
    console.log(`Using the backend at ${process.env.GATSBY_SUPABASE_URL} (GATSBY_SUPABASE_URL).`);
    return none;
  }
  const running = readConnection();
  if (running) {
    console.log(`Using the local backend already running at ${running.url}.`);
    return { env: { GATSBY_SUPABASE_URL: running.url, GATSBY_SUPABASE_ANON_KEY: running.anonKey }, stop: none.stop };
  }
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stopOne of stops.splice(0).reverse()) await stopOne();
  };
  try {
    const mail = await mailServer();
    if (mail.stop) stops.push(mail.stop);
    // watch: an event saved in the CMS can take registrations as soon as its page appears.
    const options = { databaseUrl: process.env.DATABASE_URL || undefined, smtpUrl: mail.smtpUrl, watch: true };
    const port = Number(process.env.LOCAL_BACKEND_PORT ?? DEFAULT_PORT);
    const backend = await startLocalBackend({ ...options, port }).catch((error) => {
      // Another program has the usual port: any free one will do, the site is told which.
      if (error?.code === "EADDRINUSE") return startLocalBackend({ ...options, port: 0 });
      throw error;
    });
    stops.push(backend.stop);
    console.log(`Local backend for the forms at ${backend.url}; \`npm run submissions\` lists what they store.`);
    if (mail.webUrl) console.log(`Every mail the site sends appears in MailDev's inbox: ${mail.webUrl}`);
    return {
      env: { GATSBY_SUPABASE_URL: backend.url, GATSBY_SUPABASE_ANON_KEY: backend.anonKey },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    const reason = error instanceof Error ? error.message : String(error);
    console.log(
      error instanceof PostgrestUnavailableError
        ? `The local backend cannot run on this machine: ${reason}.`
        : `The local backend failed to start: ${reason}.`,
    );
    console.log("The site runs without it; its forms will show a connection error.");
    return none;
  }
};

/**
 * The address `gatsby develop` serves at, from its --host/-H and --port/-p arguments or Gatsby's defaults.
 */
const developUrl = (args: string[]) => {
  const option = (long: string, short: string) => {
    const at = args.findIndex((arg) => arg === long || arg === short);
    return at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith(`${long}=`))?.slice(long.length + 1);
  };
  return `http://${option("--host", "-H") ?? "localhost"}:${option("--port", "-p") ?? 8000}`;
};

// npm scripts run node_modules/.bin/node first on PATH: the pinned Node 22 from the `node` package, or the Node 24
// put in its place (docs/quality.md, "Node").
console.log(`Node ${process.version}`);
// The mails of a local backend started here link to this site, not to the production domain (docs/backend.md, "Notifications").
process.env.SITE_URL ||= developUrl(process.argv.slice(2));
const backend = await backendForSite();
// The CMS's local backend, so /admin saves into data/ and gatsby develop shows the edit.
const cms = await startCmsServer({ port: Number(process.env.CMS_PORT ?? DEFAULT_CMS_PORT) }).catch((error) =>
  error?.code === "EADDRINUSE" ? startCmsServer({ port: 0 }) : Promise.reject(error),
);
console.log(`Content editor at /admin of the site below (its backend: ${cms.url}).`);
// Its own process group, so a stop reaches gatsby develop's own children (its develop process) as well.
const gatsby = spawn(path.join(REPO_ROOT, "node_modules", ".bin", "gatsby"), ["develop", ...process.argv.slice(2)], {
  cwd: REPO_ROOT,
  stdio: "inherit",
  detached: true,
  env: { ...gatsbyEnv(), CMS_PORT: String(cms.port), ...backend.env },
});
const gatsbyExited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
  gatsby.once("exit", (code, signal) => resolve({ code, signal })),
);

const signalGatsby = (signal: NodeJS.Signals) => {
  try {
    if (gatsby.pid) process.kill(-gatsby.pid, signal);
  } catch {
    // The group has ended.
  }
};

let stopping: Promise<void> | undefined;
/**
 * Ends everything npm start runs, whichever way the stop comes: Ctrl+C (SIGINT to the terminal's whole group),
 * SIGINT or SIGTERM to this process alone, or gatsby develop ending by itself. gatsby develop is given 3 s to end
 * before its group is killed, while the services stop beside it.
 */
const stopAll = (reason: string, exitCode: number) =>
  (stopping ??= (async () => {
    // Names no service: with a hosted backend configured, no local one was started.
    console.log(`Stopping (${reason}): the site and the services npm start began.`);
    signalGatsby("SIGTERM");
    const force = setTimeout(() => signalGatsby("SIGKILL"), 3000);
    await Promise.all([gatsbyExited, backend.stop(), cms.stop()]);
    clearTimeout(force);
    // What gatsby develop left of its group (a worker that outlives it) ends now, not when it notices.
    signalGatsby("SIGKILL");
    console.log("npm start has stopped.");
    process.exit(exitCode);
  })());

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stopAll(signal, 0));
gatsbyExited.then(({ code, signal }) =>
  stopAll(`gatsby develop ended: ${signal ?? `code ${code}`}`, code ?? (signal ? 1 : 0)),
);
