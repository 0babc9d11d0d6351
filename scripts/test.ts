#!/usr/bin/env node
// The test suite in two tiers.
//   npm run test:quick   lint, format, style lint, type checks, unit and component tests (not the backend's
//                        suites, which start the local backend): for every commit.
//   npm test             everything: the quick tier, the integration builds, one production build shared by the
//                        browser tests (end-to-end, screenshots, beyond axe, and the editor's journey under `npm start`,
//                        which counts the start's warnings, the performance gate, and the journeys in Firefox ESR and
//                        WebKitGTK), the warnings of install and build counted.
// Independent steps run side by side in two lanes (two cores); each step prints its time, the run a table and a total.
// Installs Chromium, Firefox ESR, WebKitGTK's driver with Xvfb, and nginx with its brotli module, from Debian first
// when they are missing.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { JSONReport, JSONReportSuite } from "@playwright/test/reporter";
import { writeMailContent } from "../backend/function-content.ts";
import { ensureNginx } from "./lib/nginx.ts";
import { CHROMIUM, CHROMIUM_TESTS } from "./lib/chromium.ts";
import { ensureDebianPackages } from "./lib/debian-packages.ts";
import { ensureEngines } from "./lib/engines.ts";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const QUICK = process.argv.includes("--quick");
// Report pages are not reachable from CI; the enrichment integration test switches it back on for its own build.
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", REPORT_ENRICHMENT: "off", FORCE_COLOR: "0" };
const logs = fs.mkdtempSync(path.join(os.tmpdir(), "test-run-"));
const totals = { passed: 0, failed: 0 };
/** Each failed test's name and the start of its message: CI keeps only the end of the log. */
const failures: string[] = [];
const firstLines = (text = "") =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("at "))
    .slice(0, 4)
    .join(" / ")
    .slice(0, 400);
const timings: { title: string; seconds: number; status: string }[] = [];
const started = Date.now();
const seconds = (since: number) => (Date.now() - since) / 1000;

/** Runs one step, its output prefixed with its title (two lanes print side by side) and kept in a log file. */
const step = (
  title: string,
  command: string,
  args: string[],
  { count }: { count?: (ok: boolean) => void } = {},
): Promise<boolean> =>
  new Promise((resolve) => {
    console.log(`\n=== ${title}: ${[command, ...args].join(" ")}`);
    const since = Date.now();
    const log = path.join(logs, `${title.replace(/\W+/g, "-")}.log`);
    const out = fs.createWriteStream(log);
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.on("data", (chunk) => {
        out.write(chunk);
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) console.log(`[${title}] ${line}`);
      });
      stream.on("end", () => rest && console.log(`[${title}] ${rest}`));
    }
    child.on("close", (code) => {
      out.end();
      const ok = code === 0;
      const time = seconds(since);
      timings.push({ title, seconds: time, status: ok ? "ok" : "FAILED" });
      console.log(`=== ${title}: ${ok ? "ok" : "FAILED"} in ${time.toFixed(1)} s`);
      count?.(ok);
      resolve(ok);
    });
  });

/** The part of Jest's JSON report (--json) read here. */
interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: {
    name: string;
    message: string;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
}

/** Jest with a JSON report, whose counts join the run's totals. */
const jest = (title: string, config: string, args: string[] = []) => {
  const output = path.join(logs, `${title}.json`);
  return step(title, "npx", ["jest", "-c", config, ...args, "--json", `--outputFile=${output}`], {
    count: () => {
      if (!fs.existsSync(output)) return void (totals.failed += 1);
      const report: JestReport = JSON.parse(fs.readFileSync(output, "utf8"));
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
      for (const suite of report.testResults) {
        const file = path.relative(ROOT, suite.name);
        if (suite.assertionResults.length === 0 && suite.message)
          failures.push(`${file}: ${firstLines(suite.message)}`);
        for (const test of suite.assertionResults.filter((result) => result.status === "failed"))
          failures.push(`${file} › ${test.fullName}: ${firstLines(test.failureMessages[0])}`);
      }
    },
  });
};

/** Playwright Test on some projects of playwright.config.ts; its JSON report's counts join the run's totals. */
const playwright = (title: string, projects: string[]) => {
  const output = path.join(logs, `${title}.json`);
  return step(title, "npx", ["playwright", "test", ...projects.map((name) => `--project=${name}`)], {
    count: () => {
      const file = path.join(ROOT, "test-results/e2e/results.json");
      if (!fs.existsSync(file)) return void (totals.failed += 1);
      fs.copyFileSync(file, output);
      const { stats, suites }: JSONReport = JSON.parse(fs.readFileSync(output, "utf8"));
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      const visit = (suite: JSONReportSuite, titles: string[]) => {
        for (const spec of suite.specs ?? [])
          for (const test of spec.tests.filter((one) => one.status === "unexpected"))
            failures.push(
              `${spec.file} › [${test.projectName}] ${[...titles, spec.title].join(" › ")}: ` +
                firstLines(test.results.at(-1)?.error?.message),
            );
        for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
      };
      for (const suite of suites) visit(suite, []);
    },
  });
};

/** Steps one after another; stops at the first that fails. */
const inOrder =
  (...steps: (() => Promise<boolean>)[]) =>
  async () => {
    for (const run of steps) if (!(await run())) return false;
    return true;
  };
/** Lanes side by side; each runs to its end whatever the other does. */
const sideBySide = async (...lanes: (() => Promise<boolean>)[]) =>
  (await Promise.all(lanes.map((lane) => lane()))).every(Boolean);

// The browser for Lighthouse (`npm run bench`) and its headless shell for the browser tests (scripts/lib/chromium.ts).
const ensureChromium = () =>
  ensureDebianPackages("Chromium", [CHROMIUM, CHROMIUM_TESTS], ["chromium", "chromium-headless-shell"]);

// npm scripts put node_modules/.bin first on PATH, where the `node` package puts the pinned Node 22, or Node 24 once
// `npm install --no-save node@24` has replaced it (docs/quality.md, "Node"). Gatsby 5 does not run on later ones.
console.log(`Node ${process.version} (${process.execPath})`);
const { engines } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
const majors = [...engines.node.matchAll(/\^(\d+)\./g)].map(([, major]) => Number(major));
if (!majors.includes(Number(process.versions.node.split(".")[0]))) {
  console.error(
    `The tests need Node ${majors.join(" or ")} (engines: ${engines.node}): run them through npm (\`npm test\`), ` +
      "which runs node_modules/.bin/node.",
  );
  process.exit(1);
}

const lint = inOrder(
  () => step("lint", "npx", ["eslint", "."]),
  () => step("format", "npx", ["prettier", "--check", "."]),
  () => step("stylelint", "npx", ["stylelint", "src/**/*.scss"]),
  // The code Node runs as it is (backend/, scripts/ and the site modules they import), in one program: erasable
  // syntax only, every import naming its file (tsconfig.node.json).
  () => step("typecheck node", "npx", ["tsc", "-p", "tsconfig.node.json", "--noEmit"]),
  // The notifications Edge Function is Deno code: checked by Deno (node_modules/.bin/deno, offline), with the
  // content file it imports written from this checkout.
  () => {
    writeMailContent();
    return step("typecheck sender", "node_modules/.bin/deno", [
      "check",
      "--config=supabase/functions/send-notifications/deno.json",
      "supabase/functions/send-notifications/index.ts",
    ]);
  },
  // Its mails to registrants (the calendar file's UID, SEQUENCE and METHOD, the cancel link) under deno test.
  () =>
    step("test sender", "node_modules/.bin/deno", [
      "test",
      "--config=supabase/functions/send-notifications/deno.json",
      "supabase/functions/send-notifications/",
    ]),
  // The forms' function without JavaScript (issue 31): its types, and its pure part under deno test (offline).
  () =>
    step("typecheck submit-form", "node_modules/.bin/deno", [
      "check",
      "--config=supabase/functions/submit-form/deno.json",
      "supabase/functions/submit-form/index.ts",
    ]),
  () =>
    step("test submit-form", "node_modules/.bin/deno", [
      "test",
      "--config=supabase/functions/submit-form/deno.json",
      "supabase/functions/submit-form/",
    ]),
);
// The site's types include src/gatsby-types.d.ts, which every build and `npm start` write (graphqlTypegen).
const typecheck = () => step("typecheck", "npx", ["tsc", "--noEmit"]);
// Two workers, not Jest's default of one on two cores: the other lane does not keep a core busy all the time, and
// once it is done the unit tests have both. The quick tier leaves out the backend suites (jest.config.js), which
// start the local backend per suite: 581 of the 834 s of Jest suite time in a CI run, and tests of the backend
// rather than of units.
const unit = () => jest("unit", "jest.config.js", ["--maxWorkers=2", "--selectProjects", "unit"]);
const unitAndBackend = () => jest("unit and backend", "jest.config.js", ["--maxWorkers=2"]);

let ok;
if (QUICK) {
  const types = fs.existsSync(path.join(ROOT, "src/gatsby-types.d.ts"))
    ? typecheck
    : async () => {
        console.log("\n=== typecheck: src/gatsby-types.d.ts is not written yet (npm start or a build writes it)");
        timings.push({ title: "typecheck", seconds: 0, status: "not run" });
        return true;
      };
  ok = await sideBySide(unit, inOrder(lint, types));
} else {
  let build: Promise<boolean> | undefined;
  // One build, started by the lane that needs it first and awaited by the other.
  const built = () => (build ??= step("build", "node", ["scripts/build-with-local-backend.ts"]));
  ok =
    ensureChromium() &&
    ensureEngines() &&
    ensureNginx() &&
    (await sideBySide(
      // Built against the local backend the browser tests start (unless GATSBY_SUPABASE_URL is set); once, for the
      // end-to-end tests, the screenshots, the checks beyond axe and the performance gate, which judges no timing
      // and so runs beside them.
      inOrder(
        built,
        () => step("warnings of build", "node", ["scripts/check-warnings.ts", "build", path.join(logs, "build.log")]),
        () => playwright("browser tests", ["e2e", "screenshots", "beyond-axe", "editor", "performance", "engines"]),
      ),
      inOrder(
        unitAndBackend,
        lint,
        // The site's types need the build's src/gatsby-types.d.ts, long written by the time the unit tests and lint
        // are done; here, since the start's warnings are counted in the browser tests, it evens the two lanes.
        async () => (await built()) && typecheck(),
        // Builds of throw-away project copies with broken, enriched or extended content.
        () => jest("integration", "jest.integration.config.js"),
        ...(process.env.INSTALL_LOG
          ? [
              () =>
                step("warnings of install", "node", [
                  "scripts/check-warnings.ts",
                  "install",
                  process.env.INSTALL_LOG as string,
                ]),
            ]
          : []),
      ),
    ));
}

const width = Math.max(...timings.map((t) => t.title.length));
console.log(`\nStep times (${QUICK ? "npm run test:quick" : "npm test"}):`);
for (const { title, seconds: time, status } of timings)
  console.log(`  ${title.padEnd(width)}  ${time.toFixed(1).padStart(6)} s  ${status}`);
console.log(`  ${"total".padEnd(width)}  ${seconds(started).toFixed(1).padStart(6)} s`);
if (failures.length > 0) {
  console.log(`\nFailed tests (${failures.length}):`);
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(`\n${ok ? "All checks passed." : "A check FAILED (see above)."}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
