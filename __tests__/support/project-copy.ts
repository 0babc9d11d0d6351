import { spawn } from "child_process";
import fs from "fs";
import path from "path";
import { gatsbyEnv } from "../../scripts/lib/gatsby-env.mjs";
import { copyProject } from "../../scripts/lib/project-copy.mjs";

export const ROOT = path.join(__dirname, "../..");

/**
 * A throwaway copy of the project whose data/ a test may change before
 * building it, so the real build in public/ is never touched.
 */
export const projectWithData = (prefix: string, edit: (dataDir: string) => void): string => {
  const dir = copyProject(ROOT, prefix);
  edit(path.join(dir, "data"));
  return dir;
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
