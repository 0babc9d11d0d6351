// Where the end-to-end run keeps its local backend: the build (scripts/build-with-local-backend.ts) writes the
// backend's address and keys there, the run's services (scripts/e2e-services.ts) start it from there, and the
// tests read both. Given the repository's root: no import.meta here, Playwright loads this file as CommonJS.
import path from "node:path";

/** @param root the repository's root */
export const e2eState = (root: string) => {
  const dir = path.join(root, ".local-backend", "e2e");
  return {
    dir,
    /** The backend the site was built against: `{ url, port, anonKey, serviceRoleKey }`. */
    siteBackend: path.join(dir, "site-backend.json"),
    /** Everything the backend and its notifications sender print during the run (checked for personal data). */
    backendLog: path.join(dir, "backend.log"),
  };
};
