#!/usr/bin/env node
// @ts-check
/**
 * Counts the warnings of `npm install`, `npm start` (until it prints the site's address) or `npm run build` and fails
 * on any docs/quality.md does not list with its reason (scripts/lib/known-warnings.mjs):
 *   node scripts/check-warnings.mjs install|build LOG   reads the output of an install or a build
 *   node scripts/check-warnings.mjs start               runs `npm start` on a free port, stops it once it is up
 * `npm test` runs the build check (the editor's journey, __tests__/e2e/editor-journey.e2e.ts, holds the warnings of the
 * `npm start` it runs to the same list); CI (.ci/run) hands it the log of its `npm ci` for the install check.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startNodeVersion, warningReport, warningsIn } from "./lib/known-warnings.mjs";
import { copyProject } from "./lib/project-copy.mjs";
import { freePort } from "./lib/serve.mjs";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const [when, logFile] = process.argv.slice(2);
const START_TIMEOUT_MS = 8 * 60_000;

/**
 * `npm start` until Gatsby prints the address, then Ctrl+C; its whole output. It runs in a copy of the project, so
 * `gatsby develop` leaves this checkout's build alone (the browser tests may be serving it meanwhile), with the
 * machine's defaults: PGlite, not the PostgreSQL server a CI run may have in DATABASE_URL.
 */
const startOutput = async () => {
  const port = await freePort();
  const copy = copyProject(ROOT, "npm-start", ["scripts", "backend", "supabase"]);
  const env = { ...process.env, FORCE_COLOR: "0" };
  delete env.DATABASE_URL;
  const child = spawn("npm", ["start", "--", "--port", String(port)], {
    cwd: copy,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const up = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), START_TIMEOUT_MS);
    for (const stream of [child.stdout, child.stderr])
      stream.on("data", (chunk) => {
        output += chunk;
        if (output.includes(`http://localhost:${port}/`)) {
          clearTimeout(timer);
          resolve(true);
        }
      });
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  if (child.exitCode === null) {
    process.kill(-(/** @type {number} */ (child.pid)), "SIGINT");
    const force = setTimeout(() => process.kill(-(/** @type {number} */ (child.pid)), "SIGKILL"), 30_000);
    await exited;
    clearTimeout(force);
  }
  fs.rmSync(copy, { recursive: true, force: true });
  if (!up) throw new Error(`npm start did not print http://localhost:${port}/:\n${output}`);
  // What it printed once the site was up (Ctrl+C's goodbyes) is not part of the start.
  return output.slice(0, output.indexOf(`http://localhost:${port}/`));
};

if (!["install", "start", "build"].includes(when) || (when !== "start" && !logFile)) {
  console.error("usage: check-warnings.mjs install|build LOG | check-warnings.mjs start");
  process.exit(2);
}
const output = when === "start" ? await startOutput() : fs.readFileSync(logFile, "utf8");
const found = warningsIn(output, /** @type {"install" | "start" | "build"} */ (when));
const { summary, unknown } = warningReport(found);
console.log(`${when}: ${summary}`);
let ok = unknown.length === 0;
if (!ok) console.log(`${unknown.length} not listed in docs/quality.md (Quiet logs):\n  ${unknown.join("\n  ")}`);
if (when === "start") {
  // npm start runs the project's Node 22 (node_modules/.bin/node), whatever Node the machine has.
  const node = startNodeVersion(output);
  console.log(`start: runs Node ${node ?? "(not printed)"}`);
  if (node !== "v22") ok = false;
}
process.exit(ok ? 0 : 1);
