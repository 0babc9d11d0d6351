// @ts-check
// Where the end-to-end run keeps its local backend: the build (scripts/build-with-local-backend.mjs) writes the
// backend's address and keys there, the run's services (scripts/e2e-services.mjs) start it from there, and the
// tests read both.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const E2E_STATE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "../..", ".local-backend", "e2e");
/** The backend the site was built against: `{ url, port, anonKey, serviceRoleKey }`. */
export const SITE_BACKEND = path.join(E2E_STATE_DIR, "site-backend.json");
/** Everything the backend and its notifications sender print during the run (checked for personal data). */
export const BACKEND_LOG = path.join(E2E_STATE_DIR, "backend.log");
