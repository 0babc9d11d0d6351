#!/usr/bin/env node
/**
 * Counts the warnings of `npm install` or `npm run build` in a log and fails on any docs/quality.md does not list with
 * its reason (scripts/lib/known-warnings.ts):
 *   node scripts/check-warnings.ts install|build LOG
 * `npm test` runs the build check; CI (.ci/run) hands it the log of its `npm ci` for the install check. The warnings
 * of `npm start` are held to the same list by the editor's journey (__tests__/e2e/editor-journey.e2e.ts), which runs
 * it.
 */
import fs from "node:fs";
import { warningReport, warningsIn } from "./lib/known-warnings.ts";

const [when, logFile] = process.argv.slice(2);
if (!["install", "build"].includes(when) || !logFile) {
  console.error("usage: check-warnings.ts install|build LOG");
  process.exit(2);
}
const found = warningsIn(fs.readFileSync(logFile, "utf8"), when as "install" | "build");
const { summary, unknown } = warningReport(found);
console.log(`${when}: ${summary}`);
if (unknown.length > 0)
  console.log(`${unknown.length} not listed in docs/quality.md (Quiet logs):\n  ${unknown.join("\n  ")}`);
process.exit(unknown.length === 0 ? 0 : 1);
