import { spawn } from "child_process";
import fs from "fs";
import path from "path";
import { gatsbyEnv } from "../../scripts/lib/gatsby-env.ts";
import { copyProject } from "../../scripts/lib/project-copy.ts";

export const ROOT = path.join(__dirname, "../..");

/**
 * The project copy every integration build of a run shares (jest.integration.config.js makes it in globalSetup and
 * removes it in globalTeardown). One folder keeps webpack's cache and the compiled gatsby-node from build to build:
 * the code is the same in each, only data/ differs, so every build after the first skips compiling the bundles and
 * the HTML renderer, about two of its three minutes (docs/quality.md, "Integration builds").
 */
export const SHARED_PROJECT_ENV = "INTEGRATION_PROJECT";

/**
 * The shared project copy with a fresh data/ that `edit` may change before a build, so the real build in public/ is
 * never touched. The previous build's public/ is removed: Gatsby then finds its cache incomplete and clears it all
 * but webpack's cache and the compiled gatsby-node, so nothing of the last build's content reaches the next.
 * Outside a run of jest.integration.config.js, a copy of its own (`prefix` names it), for the caller to remove.
 */
export const projectWithData = (prefix: string, edit: (dataDir: string) => void): string => {
  const shared = process.env[SHARED_PROJECT_ENV];
  const dir = shared ?? copyProject(ROOT, prefix);
  if (shared) {
    for (const name of ["data", "public"]) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, "data"), path.join(dir, "data"), { recursive: true });
  }
  edit(path.join(dir, "data"));
  return dir;
};

/** Done with a project from projectWithData: a copy of its own is removed; the shared one stays for the next build. */
export const releaseProject = (dir: string): void => {
  if (dir && dir !== process.env[SHARED_PROJECT_ENV]) fs.rmSync(dir, { recursive: true, force: true });
};

export interface BuildResult {
  status: number | null;
  output: string;
}

/**
 * How long a project copy's build may run before it is killed: only a hang gets there. A build takes 87 s on a quiet
 * machine and 250–300 s beside the browser tests; a busy machine reached the 570 s this was (issue 39) with nothing
 * wrong. 55 minutes is eleven times the busy figure, and ends before the tests' own timeout (jest.integration.config.js).
 */
export const BUILD_TIMEOUT_MS = 55 * 60_000;

/**
 * Runs `gatsby build` in `dir`. Asynchronous on purpose: a test may serve
 * pages the build reads from its own process, which a synchronous spawn would block.
 */
export const buildProject = (
  dir: string,
  env: NodeJS.ProcessEnv = {},
  args: string[] = [],
  timeoutMs = BUILD_TIMEOUT_MS,
): Promise<BuildResult> =>
  new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, "node_modules/.bin/gatsby"), ["build", ...args], {
      cwd: dir,
      env: { ...gatsbyEnv(), CI: "true", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", reject);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
export const editJson = (file: string, edit: (content: any) => void) => {
  const content = JSON.parse(fs.readFileSync(file, "utf8"));
  edit(content);
  fs.writeFileSync(file, JSON.stringify(content, null, 2));
};
