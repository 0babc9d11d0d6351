/**
 * `gatsby build` for the end-to-end tests: unless GATSBY_SUPABASE_URL is already set, the site is built
 * against a local backend to be started later on a port chosen now (the end-to-end run starts it:
 * scripts/e2e-services.ts).
 * The URL, port and keys go to .local-backend/e2e/site-backend.json; the keys come from that folder's
 * secret, so the backend started there later accepts them. Arguments are passed on to `gatsby build`.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { mintKeys, loadOrCreateSecret } from "../backend/keys.ts";
import { REPO_ROOT } from "../backend/local-backend.ts";
import { e2eState } from "./lib/e2e-state.ts";
import { gatsbyEnv } from "./lib/gatsby-env.ts";

const { dir: E2E_STATE_DIR, siteBackend: siteBackendFile } = e2eState(REPO_ROOT);

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

const env: Record<string, string> = {};
if (process.env.GATSBY_SUPABASE_URL) {
  rmSync(siteBackendFile, { force: true });
  console.log(`Building against ${process.env.GATSBY_SUPABASE_URL} (GATSBY_SUPABASE_URL).`);
} else {
  mkdirSync(E2E_STATE_DIR, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // nginx's port is chosen now too, so the backend's mails can link to the site that serves the forms (SITE_URL).
  const sitePort = await freePort();
  const keys = await mintKeys(loadOrCreateSecret(E2E_STATE_DIR));
  writeFileSync(siteBackendFile, `${JSON.stringify({ url, port, sitePort, ...keys }, null, 2)}\n`);
  // That backend is not running yet: it syncs its database from this same data/ when it starts
  // (backend/content-sync.ts), so the build's check that it knows every event with a form waits for it.
  Object.assign(env, {
    GATSBY_SUPABASE_URL: url,
    GATSBY_SUPABASE_ANON_KEY: keys.anonKey,
    SITE_BACKEND_STARTS_LATER: "1",
  });
  console.log(`Building against the end-to-end tests' local backend, to run at ${url}.`);
}

const build = spawnSync(path.join(REPO_ROOT, "node_modules", ".bin", "gatsby"), ["build", ...process.argv.slice(2)], {
  cwd: REPO_ROOT,
  stdio: "inherit",
  env: { ...gatsbyEnv(), ...env },
});
process.exit(build.status ?? 1);
