#!/usr/bin/env node
// Lighthouse on a list of routes of an already served build, one Chromium, routes in sequence:
//   node scripts/lighthouse-routes.mjs --base http://127.0.0.1:9000 --runs 3 --out results.json / /contact
// --no-script also audits each page's copy without script, alternating with it, for the LCP ratio.
// Writes one entry per route (median figures, see scripts/lib/lighthouse.mjs). The budget test runs it in a
// child process because Lighthouse is an ES module the Jest transform cannot load.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { auditRoute, launchChromium } from "./lib/lighthouse.mjs";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values, positionals: routes } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string" },
    runs: { type: "string", default: "3" },
    out: { type: "string" },
    "no-script": { type: "boolean", default: false },
  },
});
if (!values.base || !values.out || routes.length === 0) {
  console.error("usage: lighthouse-routes.mjs --base URL [--runs N] --out FILE ROUTE...");
  process.exit(2);
}

const chrome = await launchChromium();
try {
  const results = [];
  for (const route of routes) {
    const started = Date.now();
    const result = await auditRoute({
      baseUrl: values.base,
      route,
      port: chrome.port,
      runs: Number(values.runs),
      publicDir: path.join(root, "public"),
      noScript: values["no-script"],
    });
    console.log(`lighthouse ${route}: ${result.runs} runs in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    results.push(result);
  }
  fs.writeFileSync(values.out, JSON.stringify(results, null, 2));
} finally {
  await chrome.kill();
}
