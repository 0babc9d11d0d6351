#!/usr/bin/env node
// npm run bench: cold build, warm builds after editing data/site.json's tagline and an FAQ answer, then Lighthouse (mobile preset,
// simulated throttling, median of 3) on every built route in one Chromium, one route after another, each beside its
// no-script copy (the same HTML and CSS without script, loaded alternately with it: scripts/lib/lighthouse.ts).
// Prints a table, writes bench/latest.json and refreshes the table in bench/README.md.
//
//   npm run bench                      # everything, within a 19-minute time box
//   npm run bench -- --skip-build      # audit the existing public/ only
//   npm run bench -- --builds-only     # the build timings only: cold, then warm after a tagline and an FAQ edit
//   npm run bench -- --runs 1 --minutes 10
//   npm run bench -- --scale 10        # today's content against 10x in a temporary copy (see benchAtScale)
//   npm run bench -- --scale 10 --builds-only --route /faq    # builds and sizes only; or Lighthouse on one route
//   npm run bench -- --compare 772e9ae # every route against the build of another commit (see benchAgainst)
//
// When the time box cannot hold 3 runs for every route, template routes (see lighthouse-settings.ts) keep 3 and the
// others get fewer; the table's `runs` column says so. A no-JavaScript copy of the home page (same HTML and
// CSS, scripts stripped) is audited too, and the home page's LCP and transferred bytes are reported as
// ratios to it: a figure that stays meaningful on a slow or busy machine.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { builtPages, htmlFile, servedRoutes } from "../src/node/built-routes.ts";
import { loadDataFile, valueOf } from "../src/node/content-loader.ts";
import { templateTargets, toKb } from "./lib/lighthouse-settings.ts";
import { auditRoute, auditUrl, launchChromium, type RouteAudit } from "./lib/lighthouse.ts";
import {
  HTML_LIMIT_BYTES,
  largestPages,
  oversizedPages,
  PAGE_DATA_LIMIT_BYTES,
  pageDataFile,
  type PageFile,
  type PageFileKind,
} from "./lib/page-bounds.ts";
import { copyProject } from "./lib/project-copy.ts";
import { growthSummary, scaleContent } from "./lib/scale-content.ts";
import { serveBuiltSite } from "./lib/serve.ts";
import { gatsbyEnv } from "./lib/gatsby-env.ts";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");
const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    minutes: { type: "string", default: "19" },
    "skip-build": { type: "boolean", default: false },
    "builds-only": { type: "boolean", default: false },
    "no-readme": { type: "boolean", default: false },
    scale: { type: "string" },
    compare: { type: "string" },
    route: { type: "string", multiple: true },
  },
});
const RUNS = Number(options.runs);
const started = Date.now();
const deadline = started + Number(options.minutes) * 60_000;
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const log = (message: string) => console.log(`[bench ${seconds(Date.now() - started)} s] ${message}`);

/** Runs gatsby in the project at `dir` (the project itself or a copy) and returns how long it took. */
const gatsbyIn = (dir: string, ...args: string[]) => {
  const begin = Date.now();
  const run = spawnSync(path.join(root, "node_modules/.bin/gatsby"), args, {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    // Like npm test: report enrichment would wait on report pages this machine cannot reach.
    env: gatsbyEnv({ REPORT_ENRICHMENT: "off", ...process.env }),
  });
  if (run.status !== 0) throw new Error(`gatsby ${args.join(" ")} failed with ${run.status}`);
  return seconds(Date.now() - begin);
};
const gatsby = (...args: string[]) => gatsbyIn(root, ...args);

const readme = path.join(root, "bench", "README.md");
/**
 * Rewrites bench/README.md's block between `<!-- NAME:start -->` and `<!-- NAME:end -->` with `refresh` (unless
 * --no-readme), in the project's Prettier style.
 */
const refreshReadme = (refresh: (text: string) => string, name = "bench") => {
  const markers = new RegExp(`(<!-- ${name}:start -->)[\\s\\S]*(<!-- ${name}:end -->)`);
  if (options["no-readme"] || !markers.test(fs.readFileSync(readme, "utf8"))) return;
  fs.writeFileSync(readme, fs.readFileSync(readme, "utf8").replace(markers, refresh));
  // Prettier aligns markdown tables, and `npm test` checks the page's formatting.
  spawnSync(path.join(root, "node_modules/.bin/prettier"), ["--write", readme], { cwd: root, stdio: "ignore" });
  log(`refreshed the ${name} figures in bench/README.md`);
};
const block = (name: string, lines: string[]) =>
  [`<!-- ${name}:start -->`, ...lines, `<!-- ${name}:end -->`].join("\n\n");
const today = () => new Date().toISOString().slice(0, 10);
const machineLoad = () => os.loadavg().map((l) => Math.round(l * 10) / 10);
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/** A route's Lighthouse medians rounded as the tables and bench/*.json show them. */
const tableFigures = (row: RouteAudit) => ({
  ...row,
  lcpMs: Math.round(row.lcpMs),
  tbtMs: Math.round(row.tbtMs),
  cls: Math.round(row.cls * 1000) / 1000,
  firstLoadJsKb: toKb(row.firstLoadJsBytes),
  htmlKb: toKb(row.htmlBytes),
});
type TableRow = ReturnType<typeof tableFigures>;

/**
 * A build the bench audits (auditSites): the project or a copy of it, and its routes' figures with the size of their
 * page data.
 */
interface Site {
  label: string;
  dir: string;
  routes: (TableRow & { pageDataKb: number })[];
}

/**
 * The Lighthouse table; with each route's no-script copy measured (the main bench), its LCP ratio and the copy's
 * TBT beside the page's: what the page's script costs, and what its HTML and CSS block on their own.
 */
const lighthouseTable = (routes: TableRow[]) => {
  const copies = routes.every((r) => r.lcpRatio !== undefined);
  const extra = copies ? " LCP / no-script | No-script TBT ms |" : "";
  return [
    `| Route | Perf | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS | First-load JS KB gz | HTML KB |${extra} Runs |`,
    `| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |${copies ? " --: | --: |" : ""} --: |`,
    ...routes.map(
      (r) =>
        `| ${[r.route, r.performance, r.accessibility, r.bestPractices, r.seo, r.lcpMs, r.tbtMs, r.cls, r.firstLoadJsKb, r.htmlKb, ...(copies ? [r.lcpRatio, Math.round(r.noScriptTbtMs!)] : []), r.runs].join(" | ")} |`,
    ),
  ].join("\n");
};

/** The routes of the bench templates (scripts/lib/lighthouse-settings.ts) in the build at `publicDir`. */
const templateRoutesIn = (dir: string) =>
  templateTargets(builtPages(dir))
    .filter((target) => !target.skipped)
    .map((target) => target.route);

/** The pages issue 17 measures at scale: the long lists, and one community page (the bench template's community route). */
const scaleRoutes = () => [
  "/featured-contributors",
  "/podcasts",
  "/thought-leadership",
  "/faq",
  templateTargets(builtPages(publicDir)).find((target) => target.template === "community")!.route,
];

/**
 * Lighthouse on each route of both builds, the two alternating route by route so a change in load hits both.
 * Template routes get RUNS runs; the others share what is left of the time box (--minutes).
 */
async function auditSites(sites: Site[], routes: string[]) {
  const served: Awaited<ReturnType<typeof serveBuiltSite>>[] = [];
  const chrome = await launchChromium();
  const templateRoutes = new Set(templateRoutesIn(publicDir));
  const begun = Date.now();
  let runsDone = 0;
  try {
    for (const site of sites) served.push(await serveBuiltSite(site.dir));
    for (const [index, route] of routes.entries()) {
      const perRun = runsDone > 0 ? (Date.now() - begun) / runsDone : 0;
      const affordable =
        perRun > 0 ? Math.floor((deadline - Date.now()) / (perRun * sites.length * (routes.length - index))) : RUNS;
      const runs = templateRoutes.has(route) ? RUNS : Math.max(1, Math.min(RUNS, affordable));
      for (const [i, site] of sites.entries()) {
        const publicDir = path.join(site.dir, "public");
        const row = await auditRoute({ baseUrl: served[i].url, route, port: chrome.port, runs, publicDir });
        runsDone += runs;
        site.routes.push({ ...tableFigures(row), pageDataKb: toKb(fs.statSync(pageDataFile(publicDir, route)).size) });
        log(`${site.label} ${route}: perf ${row.performance}, TBT ${Math.round(row.tbtMs)} ms`);
      }
    }
  } finally {
    await chrome.kill();
    for (const server of served) server.stop();
  }
}

/**
 * `npm run bench -- --scale N`: today's content and N times as much (scripts/lib/scale-content.ts, in a temporary
 * copy of the project), each cold-built in this run, their largest HTML and page data against the bounds of
 * scripts/lib/page-bounds.ts, and Lighthouse on scaleRoutes() (or --route) unless --builds-only. Prints the tables,
 * writes bench/scale.json and refreshes bench/README.md's bench-scale block (only its builds part with --builds-only).
 */
async function benchAtScale(factor: number) {
  const copy = copyProject(root, `bench-scale-${factor}`);
  const scaled = `${factor}x`;
  try {
    const growth = scaleContent(path.join(copy, "data"), factor);
    log(`content x${factor} in ${copy}: ${growthSummary(growth)}`);
    const sites: (Site & { coldSeconds?: number; largest?: Record<PageFileKind, PageFile>; oversized?: string[] })[] = [
      { label: "today", dir: root, routes: [] },
      { label: scaled, dir: copy, routes: [] },
    ];
    for (const site of sites) {
      log(`cold build of ${site.label}'s content (gatsby clean, gatsby build)`);
      gatsbyIn(site.dir, "clean");
      site.coldSeconds = gatsbyIn(site.dir, "build");
      site.largest = largestPages(path.join(site.dir, "public"));
      site.oversized = oversizedPages(path.join(site.dir, "public")).map((page) => page.file);
      log(`${site.label}: cold build ${site.coldSeconds} s, ${site.oversized.length} files over the bounds`);
    }
    const lighthouse = !options["builds-only"];
    if (lighthouse) await auditSites(sites, options.route ?? scaleRoutes());

    // Each build's figures are set by now.
    const [base, big] = sites as Required<(typeof sites)[number]>[];
    const sized = (page: PageFile) => `${toKb(page.bytes)} (${page.file})`;
    const builds = [
      `| | Today | ${scaled} | ${scaled} / today |`,
      "| --- | --: | --: | --: |",
      `| Cold build s | ${base.coldSeconds} | ${big.coldSeconds} | ${ratio(big.coldSeconds, base.coldSeconds)} |`,
      ...(["html", "page-data"] as const).map(
        (kind) =>
          `| Largest ${kind === "html" ? "HTML" : "page-data.json"} KB | ${sized(base.largest[kind])} | ` +
          `${sized(big.largest[kind])} | ${ratio(big.largest[kind].bytes, base.largest[kind].bytes)} |`,
      ),
      `| Files over the bounds (${HTML_LIMIT_BYTES / 1024} KB HTML, ${PAGE_DATA_LIMIT_BYTES / 1024} KB page data) | ` +
        `${base.oversized.length} | ${big.oversized.length} | |`,
    ].join("\n");
    const ratios = [
      `| Route | Perf (today → ${scaled}) | TBT ms | HTML KB | Page data KB | HTML ratio | Page data ratio |`,
      "| --- | --- | --- | --- | --- | --: | --: |",
      ...base.routes.map((row, i) => {
        const other = big.routes[i];
        return (
          `| ${row.route} | ${row.performance} → ${other.performance} | ${row.tbtMs} → ${other.tbtMs} | ` +
          `${row.htmlKb} → ${other.htmlKb} | ${row.pageDataKb} → ${other.pageDataKb} | ` +
          `${ratio(other.htmlKb, row.htmlKb)} | ${ratio(other.pageDataKb, row.pageDataKb)} |`
        );
      }),
    ].join("\n");
    const machine = `${os.cpus().length} cores, load ${machineLoad().join(" / ")}`;
    const buildsPart = [
      `Content at ${scaled}: ${growthSummary(growth)}.`,
      `Builds and sizes measured ${today()} by \`npm run bench -- ${process.argv.slice(2).join(" ")}\` (${machine}):`,
      builds,
      `Over the bounds at ${scaled}: ${big.oversized.join(", ") || "none"}.`,
    ];
    const lighthousePart = [
      `Lighthouse measured ${today()} in the same run, ${RUNS} runs per route (median), mobile preset, simulated throttling (${machine}):`,
      "Today's content:",
      lighthouseTable(base.routes),
      `${scaled} content:`,
      lighthouseTable(big.routes),
      `Today against ${scaled}:`,
      ratios,
    ];
    console.log(`\n${[...buildsPart, ...(lighthouse ? lighthousePart : [])].join("\n\n")}`);
    fs.mkdirSync(path.join(root, "bench"), { recursive: true });
    fs.writeFileSync(
      path.join(root, "bench/scale.json"),
      `${JSON.stringify({ date: new Date().toISOString(), factor, growth, sites: sites.map(({ dir: _, ...site }) => site) }, null, 2)}\n`,
    );
    log("wrote bench/scale.json");
    const buildsBlock = block("bench-scale-builds", buildsPart);
    if (lighthouse) refreshReadme(() => block("bench-scale", [buildsBlock, ...lighthousePart]), "bench-scale");
    else refreshReadme(() => buildsBlock, "bench-scale-builds");
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * `npm run bench -- --compare REF`: this checkout's build against the build of commit REF (a git worktree of it in a
 * temporary folder, with its own `npm ci`), every route of this build audited on both, the two alternating route by
 * route. Made for the move to island-only hydration: REF 772e9ae is the last commit that hydrated whole pages. Template
 * routes get every run; the others share the time box. Prints the table, writes bench/hydration.json and
 * bench/hydration.md.
 */
async function benchAgainst(ref: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-compare-"));
  const run = (command: string, args: string[], cwd: string) => {
    const result = spawnSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"] });
    if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
  };
  try {
    run("git", ["worktree", "add", "--detach", dir, ref], root);
    log(`npm ci in the worktree of ${ref}`);
    run("npm", ["ci", "--no-audit", "--no-fund"], dir);
    const sites: (Site & { coldSeconds?: number })[] = [
      { label: "islands", dir: root, routes: [] },
      { label: ref, dir, routes: [] },
    ];
    for (const site of sites) {
      log(`cold build of ${site.label}`);
      gatsbyIn(site.dir, "clean");
      site.coldSeconds = gatsbyIn(site.dir, "build");
    }
    await auditSites(sites, options.route ?? servedRoutes(builtPages(publicDir)));
    const [now, before] = sites;
    const table = [
      `| Route | Perf (${ref} → now) | TBT ms | LCP ms | First-load JS KB gz | Runs |`,
      "| --- | --- | --- | --- | --- | --: |",
      ...now.routes.map((row, i) => {
        const old = before.routes[i];
        const pair = (field: keyof TableRow) => `${old[field]} → ${row[field]}`;
        return `| ${row.route} | ${pair("performance")} | ${pair("tbtMs")} | ${pair("lcpMs")} | ${pair("firstLoadJsKb")} | ${row.runs} |`;
      }),
    ].join("\n");
    const machine = `${os.cpus().length} cores, load ${machineLoad().join(" / ")}`;
    const text = [
      `# Island-only hydration against whole-page hydration`,
      `Measured ${today()} by \`npm run bench -- --compare ${ref}\` (${machine}): Lighthouse mobile preset, simulated throttling, median of each route's runs; ${ref} is the last commit that hydrated whole pages. Cold builds: ${ref} ${before.coldSeconds} s, now ${now.coldSeconds} s.`,
      table,
    ].join("\n\n");
    console.log(`\n${text}`);
    fs.mkdirSync(path.join(root, "bench"), { recursive: true });
    fs.writeFileSync(
      path.join(root, "bench/hydration.json"),
      `${JSON.stringify({ date: new Date().toISOString(), ref, sites: sites.map(({ dir: _, ...site }) => site) }, null, 2)}\n`,
    );
    fs.writeFileSync(path.join(root, "bench/hydration.md"), `${text}\n`);
    spawnSync(path.join(root, "node_modules/.bin/prettier"), ["--write", "bench/hydration.md"], { cwd: root });
    log("wrote bench/hydration.json and bench/hydration.md");
  } finally {
    spawnSync("git", ["worktree", "remove", "--force", dir], { cwd: root });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (options.scale) {
  await benchAtScale(Number(options.scale));
  process.exit(0);
}
if (options.compare) {
  await benchAgainst(options.compare);
  process.exit(0);
}

const builds: { coldSeconds?: number; taglineSeconds?: number; faqAnswerSeconds?: number } = {};
/**
 * A content edit as an editor makes it: `change` edits the JSON file, a warm build runs, the file is restored.
 * @param file below data/
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- data/ files are arbitrary JSON
const warmBuildAfterEditing = (file: string, change: (content: any) => void) => {
  const loaded = loadDataFile(path.join(root, "data"), file);
  if (!loaded) throw new Error(`data/${file} is missing`);
  const full = loaded.absolutePath;
  const original = loaded.text;
  const content = valueOf<any>(loaded); // eslint-disable-line @typescript-eslint/no-explicit-any
  change(content);
  fs.writeFileSync(full, `${JSON.stringify(content, null, 2)}\n`);
  try {
    log(`warm build after editing data/${file}`);
    return gatsby("build");
  } finally {
    fs.writeFileSync(full, original);
  }
};
if (!options["skip-build"]) {
  log("cold build (gatsby clean, gatsby build)");
  gatsby("clean");
  builds.coldSeconds = gatsby("build");
  // The tagline is in data/site.json, which configuration once imported (a full rebuild); compare it with an
  // edit of another file. Each edit is undone by a build of its own, so both start from the same state.
  builds.taglineSeconds = warmBuildAfterEditing("site.json", (site) => (site.tagline = `${site.tagline} (bench)`));
  gatsby("build");
  builds.faqAnswerSeconds = warmBuildAfterEditing("faq.json", (faq) => (faq.questions[0].answer += " (bench)"));
  gatsby("build");
  log(`warm builds: tagline edit ${builds.taglineSeconds} s, FAQ answer edit ${builds.faqAnswerSeconds} s`);
}
const buildsSummary = () =>
  builds.coldSeconds !== undefined
    ? `Builds: cold ${builds.coldSeconds} s; warm after a tagline edit (data/site.json) ${builds.taglineSeconds} s, ` +
      `after an FAQ answer edit (data/faq.json) ${builds.faqAnswerSeconds} s.`
    : "Builds: skipped (--skip-build).";

if (options["builds-only"]) {
  console.log(buildsSummary());
  // The Lighthouse table stays as it was; only its build line changes, with the day and the machine's load.
  refreshReadme((text) =>
    text.replace(
      /^Builds: .*$/m,
      `${buildsSummary()} (${today()}, \`npm run bench -- --builds-only\`, ` +
        `${os.cpus().length} cores, load ${machineLoad().join(" / ")})`,
    ),
  );
  process.exit(0);
}

/** The home page as a static document: identical HTML and CSS, every script and script hint removed. */
const REFERENCE = "/bench-no-js-reference.html";
const writeReference = () => {
  const html = fs
    .readFileSync(htmlFile(publicDir, "/"), "utf8")
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, "")
    .replace(/<link\b[^>]*\brel="(prefetch|modulepreload)"[^>]*>/g, "");
  fs.writeFileSync(path.join(publicDir, REFERENCE), html);
};

const templateRoutes = new Set(templateRoutesIn(publicDir));
const routes = servedRoutes(builtPages(publicDir));
// Template routes first, so they keep 3 runs if the time box gets tight.
const ordered = [...routes.filter((r) => templateRoutes.has(r)), ...routes.filter((r) => !templateRoutes.has(r))];

const site = await serveBuiltSite(root);
writeReference();
const chrome = await launchChromium();
const rows: RouteAudit[] = [];
let reference: Awaited<ReturnType<typeof auditUrl>>;
try {
  const runStarted = Date.now();
  reference = await auditUrl({ baseUrl: site.url, path: REFERENCE, port: chrome.port, runs: RUNS });
  let runsDone = RUNS;
  for (const [i, route] of ordered.entries()) {
    // Template routes always get every run; the others share what is left of the time box.
    const perRun = (Date.now() - runStarted) / runsDone;
    const left = ordered.length - i;
    const affordable = Math.floor((deadline - Date.now()) / (perRun * left));
    const runs = templateRoutes.has(route) ? RUNS : Math.max(1, Math.min(RUNS, affordable));
    const row = await auditRoute({ baseUrl: site.url, route, port: chrome.port, runs, publicDir, noScript: true });
    runsDone += runs;
    rows.push(row);
    log(`${route}: perf ${row.performance}, ${runs} run(s)`);
  }
} finally {
  await chrome.kill();
  site.stop();
  fs.rmSync(path.join(publicDir, REFERENCE), { force: true });
}

rows.sort((a, b) => a.route.localeCompare(b.route));
const home = rows.find((row) => row.route === "/");
const result = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, loadAverage: machineLoad() },
  lighthouse: { preset: "mobile", throttling: "simulated", runs: RUNS },
  builds,
  totalSeconds: seconds(Date.now() - started),
  reference: {
    path: REFERENCE,
    lcpMs: Math.round(reference.lcpMs),
    transferredBytes: reference.transferredBytes,
    homeLcpRatio: home ? ratio(home.lcpMs, reference.lcpMs) : null,
    homeBytesRatio: home ? ratio(home.transferredBytes, reference.transferredBytes) : null,
  },
  routes: rows.map(tableFigures),
};

const table = lighthouseTable(result.routes);
const summary = [
  buildsSummary(),
  `No-JS reference of the home page: LCP ${result.reference.lcpMs} ms, ${toKb(reference.transferredBytes)} KB transferred; ` +
    `home page / reference: LCP x${result.reference.homeLcpRatio}, bytes x${result.reference.homeBytesRatio}.`,
  `Lighthouse ${RUNS} runs per route (median), mobile preset, simulated throttling; ` +
    `machine: ${result.machine.cpus} cores, load ${result.machine.loadAverage.join(" / ")}; whole bench ${result.totalSeconds} s.`,
].join("\n");

console.log(`\n${table}\n\n${summary}`);
fs.mkdirSync(path.join(root, "bench"), { recursive: true });
fs.writeFileSync(path.join(root, "bench/latest.json"), `${JSON.stringify(result, null, 2)}\n`);
log("wrote bench/latest.json");

const measured = `Measured ${result.date.slice(0, 10)} by \`npm run bench\`:`;
refreshReadme(() => block("bench", [measured, table, ...summary.split("\n")]));
