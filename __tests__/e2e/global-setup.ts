import fs from "fs";
import net from "net";
import path from "path";
import { mailDevBin, startMailDev } from "../../backend/maildev.mjs";
import { REPO_ROOT, startBackend, type BackendUnderTest } from "../backend/backend-process";
import globalTeardown from "./global-teardown";
import { serveBuiltSite } from "./server";

export const E2E_STATE_DIR = path.join(__dirname, "../..", ".local-backend", "e2e");
export const SITE_BACKEND = path.join(E2E_STATE_DIR, "site-backend.json");
/** Everything the backend and its notifications sender print during the run (checked for personal data). */
export const BACKEND_LOG = path.join(E2E_STATE_DIR, "backend.log");

declare global {
  var __E2E_BACKEND__: BackendUnderTest | undefined;
  var __E2E_MAILDEV__: { stop: () => Promise<void> } | undefined;
}

/**
 * Serves the built site and, when it was built against the tests' local backend
 * (`scripts/build-with-local-backend.mjs`), runs that backend for the whole run, as a
 * hosted project would be: pages that read it live (/communities) and the forms
 * always find it. It is seeded from data/, as a hosted project is: registrations must name an event it knows,
 * and its counts must agree with the built ones. Its notifications sender delivers to MailDev on free ports,
 * whose web API tests read at E2E_MAILDEV_URL.
 */
export default async function globalSetup(): Promise<void> {
  if (fs.existsSync(SITE_BACKEND)) {
    const { port } = JSON.parse(fs.readFileSync(SITE_BACKEND, "utf8"));
    // The backend's port was fixed at build time: hold it while MailDev takes free ports, so MailDev cannot
    // be handed it before the backend binds it.
    const hold = net.createServer();
    await new Promise<void>((resolve) => hold.listen(port, "127.0.0.1", resolve));
    const maildev = await startMailDev({ bin: mailDevBin(REPO_ROOT) }).finally(
      () => new Promise<void>((resolve) => hold.close(() => resolve())),
    );
    globalThis.__E2E_MAILDEV__ = maildev;
    process.env.E2E_MAILDEV_URL = maildev.webUrl;
    fs.rmSync(BACKEND_LOG, { force: true });
    globalThis.__E2E_BACKEND__ = await startBackend({
      port,
      stateDir: E2E_STATE_DIR,
      dataDir: path.join(REPO_ROOT, "data"),
      smtpUrl: maildev.smtpUrl,
      logFile: BACKEND_LOG,
      // The browser solves the proof of work as hard as it is where the site is deployed.
      proofOfWork: "as deployed",
    });
  }
  // Jest runs no teardown when the setup throws: stop what was started, or it holds the backend's port and the
  // next run fails with EADDRINUSE instead of this run's reason (nginx missing, say).
  const { url, child } = await serveBuiltSite().catch(async (error: unknown) => {
    await globalTeardown();
    throw error;
  });
  process.env.E2E_BASE_URL = url;
  process.env.E2E_SERVER_PID = String(child.pid);
}
