#!/usr/bin/env node
// The whole test suite, as `npm test` runs it: lint, unit and component tests, integration builds,
// a production build, type check, end-to-end tests in Debian's Chromium, then the Lighthouse budgets.
// Installs Chromium, and nginx with its brotli module (the e2e tests and budgets run through it), from
// Debian first when they are missing.
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureNginx } from "./lib/nginx.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Report pages are not reachable from CI; the enrichment integration test switches it back on for its own build.
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", REPORT_ENRICHMENT: "off" };
const results = fs.mkdtempSync(path.join(os.tmpdir(), "test-results-"));
const totals = { passed: 0, failed: 0 };

const step = (title, command, args) => {
  console.log(`\n=== ${title}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: "inherit", env });
  console.log(`=== ${title}: ${run.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return run.status === 0;
};

const jest = (title, config) => {
  const output = path.join(results, `${title}.json`);
  const ok = step(title, "npx", ["jest", "-c", config, "--json", `--outputFile=${output}`]);
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  } else {
    totals.failed += 1;
  }
  return ok;
};

const ensureChromium = () => {
  if (fs.existsSync(CHROMIUM)) return true;
  console.log(`\n=== ${CHROMIUM} is missing: installing Debian's chromium`);
  try {
    const sudo = process.getuid?.() === 0 ? "" : "sudo ";
    execSync(`${sudo}apt-get update && ${sudo}apt-get install -y chromium`, { stdio: "inherit" });
  } catch {
    console.error("Could not install chromium (apt-get install -y chromium).");
    return false;
  }
  return fs.existsSync(CHROMIUM);
};

const steps = [
  () => ensureChromium(),
  () => ensureNginx(),
  () => step("lint", "npx", ["eslint", "."]),
  () => step("format", "npx", ["prettier", "--check", "."]),
  () => step("stylelint", "npx", ["stylelint", "src/**/*.scss"]),
  () => jest("unit", "jest.config.js"),
  // Builds of throw-away project copies with broken, enriched or extended content.
  () => jest("integration", "jest.integration.config.js"),
  // Built against the local backend the forms' end-to-end tests start (unless GATSBY_SUPABASE_URL is set).
  () => step("build", "node", ["scripts/build-with-local-backend.mjs"]),
  () => step("typecheck", "npx", ["tsc", "--noEmit"]),
  () => step("typecheck backend", "npx", ["tsc", "-p", "backend", "--noEmit"]),
  // The notifications Edge Function is Deno code: checked by Deno (node_modules/.bin/deno, offline).
  () =>
    step("typecheck sender", "node_modules/.bin/deno", [
      "check",
      "--config=supabase/functions/send-notifications/deno.json",
      "supabase/functions/send-notifications/index.ts",
    ]),
  () => jest("e2e", "jest.e2e.config.js"),
  // Last, on a quiet machine: Lighthouse timings suffer from anything else running.
  () => jest("budgets", "jest.budgets.config.js"),
];

let ok = true;
for (const run of steps) {
  if (!run()) {
    ok = false;
    break;
  }
}
console.log(`\n${ok ? "All checks passed." : "A check FAILED (see above)."}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
