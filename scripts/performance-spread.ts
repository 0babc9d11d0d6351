#!/usr/bin/env node
// The performance gate's specificity on one build (docs/quality.md, "Performance budgets"): runs the gate N times
// in a row (`npx playwright test --project=performance`, default 10), counts the runs that failed, and prints the
// spread of every figure of every route across the runs: each figure of a route should be the same in every run.
//   node scripts/performance-spread.ts [--runs 10]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { JSONReport, JSONReportSuite } from "@playwright/test/reporter";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { runs: { type: "string", default: "10" } } });
const RUNS = Number(values.runs);
const report = path.join(root, "test-results/e2e/results.json");

/** Every test's attached figures in a Playwright JSON report, by route. */
const figuresIn = (file: string) => {
  const figures = new Map<string, Record<string, unknown>>();
  const visit = (suite: JSONReportSuite) => {
    for (const spec of suite.specs ?? [])
      for (const run of spec.tests.flatMap((t) => t.results))
        for (const attachment of run.attachments.filter((a) => a.name === "figures" && a.body)) {
          const parsed = JSON.parse(Buffer.from(attachment.body as string, "base64").toString("utf8"));
          figures.set(parsed.route, parsed);
        }
    (suite.suites ?? []).forEach(visit);
  };
  (JSON.parse(fs.readFileSync(file, "utf8")) as JSONReport).suites.forEach(visit);
  return figures;
};

const runs = [];
for (let run = 1; run <= RUNS; run += 1) {
  const started = Date.now();
  fs.rmSync(report, { force: true });
  // playwright.config.ts writes the JSON report the figures are read from.
  const result = spawnSync("npx", ["playwright", "test", "--project=performance"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  runs.push({ ok: result.status === 0, seconds, figures: fs.existsSync(report) ? figuresIn(report) : new Map() });
  console.log(
    `run ${run}: ${result.status === 0 ? "passed" : "FAILED"} in ${seconds} s, ${runs.at(-1)!.figures.size} routes`,
  );
}

const routes = [...new Set(runs.flatMap((run) => [...run.figures.keys()]))].sort();
const moved = [];
let compared = 0;
for (const route of routes) {
  const seen = runs.map((run) => run.figures.get(route)).filter(Boolean);
  for (const figure of Object.keys(seen[0]).filter((key) => key !== "route")) {
    compared += 1;
    const distinct = [...new Set(seen.map((figures) => JSON.stringify(figures[figure])))];
    if (distinct.length > 1) moved.push(`${route} ${figure}: ${distinct.join(" | ")}`);
  }
}
const failed = runs.filter((run) => !run.ok).length;
const times = runs.map((run) => run.seconds).sort((a, b) => a - b);
console.log(
  `\n${RUNS} runs: ${failed} failed; wall time ${times[0]}-${times.at(-1)} s (median ${times[Math.floor(times.length / 2)]} s)`,
);
console.log(`${routes.length} routes, ${compared} figures compared across runs: ${moved.length} moved`);
for (const line of moved) console.log(`  ${line}`);
// The spread of the sizes over routes, from the last run: what the budgets hold, with their highest values.
const last = runs.at(-1)!.figures;
for (const figure of [
  "firstLoadJsBytes",
  "totalJsBytes",
  "transferBytes",
  "htmlBytes",
  "cssBytes",
  "executedJsBytes",
]) {
  const all = [...last.values()].map((figures) => figures[figure] as number).sort((a, b) => a - b);
  if (all.length) console.log(`  ${figure}: ${all[0]}-${all.at(-1)} bytes over the routes`);
}
process.exit(failed === 0 && moved.length === 0 ? 0 : 1);
