import fs from "fs";
import os from "os";
import path from "path";
import { mailDevBin, startMailDev } from "../../backend/maildev.mjs";
import { REPO_ROOT, startBackend, type BackendUnderTest } from "../backend/backend-process";
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
 * always find it. It is seeded with no communities, so the built counts stay on screen. Its notifications sender
 * delivers to MailDev on free ports, whose web API tests read at E2E_MAILDEV_URL.
 */
export default async function globalSetup(): Promise<void> {
  if (fs.existsSync(SITE_BACKEND)) {
    const { port } = JSON.parse(fs.readFileSync(SITE_BACKEND, "utf8"));
    const maildev = await startMailDev({ bin: mailDevBin(REPO_ROOT) });
    globalThis.__E2E_MAILDEV__ = maildev;
    process.env.E2E_MAILDEV_URL = maildev.webUrl;
    fs.rmSync(BACKEND_LOG, { force: true });
    globalThis.__E2E_BACKEND__ = await startBackend({
      port,
      stateDir: E2E_STATE_DIR,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "no-communities-")),
      smtpUrl: maildev.smtpUrl,
      logFile: BACKEND_LOG,
    });
  }
  const { url, child } = await serveBuiltSite();
  process.env.E2E_BASE_URL = url;
  process.env.E2E_SERVER_PID = String(child.pid);
}
