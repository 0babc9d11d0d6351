// Lighthouse against a served build, in Debian's Chromium: the npm `lighthouse` package with its default
// settings, which are the mobile preset (Moto G Power screen, slow 4G) with simulated throttling, the CPU slowdown
// lowered on a weaker host as Lighthouse's throttling guide says (cpuSlowdownFor).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import type { Flags, Result, RunnerResult } from "lighthouse";
// `lighthouse()` is these two steps; run apart, the slowdown can follow the benchmark index the run itself measured.
import defaultConfig from "lighthouse/core/config/default-config.js";
import { navigationGather } from "lighthouse/core/gather/navigation-runner.js";
import { Runner } from "lighthouse/core/runner.js";
import { htmlFile } from "../../src/node/built-routes.ts";
import { cpuSlowdownFor, largestContentPaint } from "./lighthouse-settings.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Audits that feed no category score and only cost time: screenshots for the report viewer, and
 * the back/forward-cache check, which navigates away and back once more.
 */
const SKIPPED_AUDITS = ["screenshot-thumbnails", "final-screenshot", "bf-cache"];

/** One Chromium for a whole series of runs; Lighthouse opens a fresh tab and clears storage per run. */
export const launchChromium = () =>
  chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_ARGS], logLevel: "silent" });

const gzipSize = (content: string | Buffer) => zlib.gzipSync(content).length;

/** Inline scripts travel inside the HTML, but they are JavaScript the page runs on first load. */
const inlineScriptBytes = (html: string) =>
  gzipSize(
    Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g))
      .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
      .map(([, , body]) => body)
      .join("\n"),
  );

/**
 * JavaScript a first visit loads before any interaction: the same-origin scripts the browser actually
 * fetched during the Lighthouse load, gzip-compressed from the build output (so the figure does not
 * depend on the server's compression), plus the inline scripts of the HTML.
 */
export function firstLoadJsBytes(publicDir: string, route: string, scriptUrls: string[]) {
  const files = scriptUrls.map((url) => new URL(url).pathname).filter((pathname) => pathname.endsWith(".js"));
  const external = [...new Set(files)].reduce((sum, file) => sum + gzipSize(fs.readFileSync(`${publicDir}${file}`)), 0);
  return external + inlineScriptBytes(fs.readFileSync(htmlFile(publicDir, route), "utf8"));
}

type Audit = Result["audits"][string];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each audit's table has columns of its own
type Item = Record<string, any>;
/** An audit's details as read here: the rows of its table or list, if it has any. */
type Details = { items?: Item[] } | undefined;

/** A few of the items an audit complains about, so a failing budget says where to look. */
const examples = (audit: Audit) => {
  const items = ((audit.details as Details)?.items ?? [])
    .slice(0, 3)
    .map((item) => item.description ?? item.sourceLocation?.url ?? item.url ?? item.node?.snippet)
    .filter(Boolean);
  return items.length > 0 ? `: ${items.join("; ")}` : "";
};

/** Lighthouse's checks of the Content-Security-Policy and security headers; informative, they cost no points. */
const SECURITY_AUDITS = ["csp-xss", "has-hsts", "origin-isolation", "clickjacking-mitigation"];

const securityFindings = (lhr: Result) =>
  SECURITY_AUDITS.flatMap((id) =>
    ((lhr.audits[id]?.details as Details)?.items ?? []).map(
      (item) => `${id}: ${item.directive ? `${item.directive}: ` : ""}${item.description?.value ?? item.description}`,
    ),
  );

/** The figures of one Lighthouse run. */
function figuresOf(lhr: Result, origin: string) {
  // A metrics run scores performance alone: the other categories give no figure (undefined, not 0); nor does a
  // category whose audit failed (a null score).
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : undefined;
  };
  // A metric whose audit failed in this run (Lighthouse's errorMessage) is not measured by it: the other runs' median
  // stands, and the failure is listed.
  const numeric = (id: string) =>
    Number.isFinite(lhr.audits[id]?.numericValue) ? lhr.audits[id].numericValue : undefined;
  const requests = (lhr.audits["network-requests"]?.details as Details)?.items ?? [];
  const failing = CATEGORIES.filter((category) => lhr.categories[category]).flatMap((category) =>
    lhr.categories[category].auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ ref, audit }) => ref.weight > 0 && (audit.errorMessage || (audit.score !== null && audit.score < 1)))
      .map(({ ref, audit }) =>
        audit.errorMessage
          ? `${category}: ${ref.id} (failed: ${audit.errorMessage})`
          : `${category}: ${ref.id} (${audit.displayValue || audit.score})${examples(audit)}`,
      ),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    transferredBytes: numeric("total-byte-weight"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    scripts: requests
      .filter((request) => request.resourceType === "Script" && new URL(request.url).origin === origin)
      .map((request) => request.url),
    failing,
    securityFindings: securityFindings(lhr),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const MEDIAN_FIELDS = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "lcpMs",
  "tbtMs",
  "cls",
  "transferredBytes",
  "benchmarkIndex",
  "cpuSlowdown",
] as const;

/**
 * Below this benchmark index Lighthouse itself warns that the host CPU is slower than its mobile preset
 * (4x CPU slowdown) assumes, so its simulated timings say more about the machine than about the page.
 */
export const SLOW_HOST_BENCHMARK_INDEX = 1000;
/** Extra runs allowed per route to replace runs taken while the machine was busy. */
const RETRIES_FOR_SLOW_HOST = 3;
const SLOW_HOST_PAUSE_MS = 5000;
/**
 * Extra runs allowed per route after a run Lighthouse itself could not record (NO_NAVSTART, NO_FCP and the
 * like: its message says "Please run Lighthouse again"). These come from the trace, not the page; a page
 * that fails every run still fails.
 */
const RETRIES_FOR_RUNTIME_ERROR = 2;

const BASE_FLAGS: Flags = { output: "json", logLevel: "error", disableFullPageScreenshot: true };
/** A full run: every category. */
const FULL_FLAGS: Flags = { ...BASE_FLAGS, onlyCategories: CATEGORIES, skipAudits: SKIPPED_AUDITS };
/**
 * A metrics run: the audits the performance score is made of (the weighted ones of Lighthouse's own config) and
 * those the figures read, so Lighthouse gathers only the trace and the network log. The load and its waits are a
 * full run's, and so is its performance score; the image and accessibility gatherers, 5 of a full run's 11 s on
 * /sponsor, are left out.
 */
const METRICS_FLAGS: Flags = {
  ...BASE_FLAGS,
  onlyAudits: [
    ...defaultConfig.categories!.performance.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
    "total-byte-weight",
    "network-requests",
  ],
};

/**
 * A Lighthouse run is `lighthouse()`'s two steps apart: the page loaded once (simulated throttling observes the load
 * unthrottled) and the audit of what was gathered. The CPU slowdown plays no part in the load, so a series of runs
 * can be audited at the slowdown its own benchmark indexes call for.
 */
const gather = (url: string, port: number, flags: Flags) =>
  navigationGather(undefined, url, { flags: { ...flags, port } });

type Gathered = Awaited<ReturnType<typeof gather>>;
/** A page loaded once, with the path it loaded. */
type Load = Gathered & { path: string };

async function audit({ artifacts, runnerOptions }: Gathered, slowdown: number) {
  const { settings } = runnerOptions.resolvedConfig;
  settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: slowdown };
  // Runner.audit compares the settings the artifacts were gathered with to its own: one object, so they agree.
  artifacts.settings = settings;
  return Runner.audit(artifacts, runnerOptions) as Promise<RunnerResult>;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, SLOW_HOST_PAUSE_MS));

/**
 * Loads `baseUrl + path` until `runs` loads are kept. A load Lighthouse could not record is taken again (a few times
 * at most); so is one whose benchmark index is below SLOW_HOST_BENCHMARK_INDEX (Lighthouse's measure of how fast the
 * machine was) a few times, and then kept and counted as a slow-host run.
 */
async function loadRuns({
  baseUrl,
  path,
  port,
  runs,
  flags,
}: {
  baseUrl: string;
  path: string;
  port: number;
  runs: number;
  flags: Flags;
}) {
  const kept: Load[] = [];
  let retries = RETRIES_FOR_SLOW_HOST;
  let runtimeRetries = RETRIES_FOR_RUNTIME_ERROR;
  while (kept.length < runs) {
    const run = await gather(`${baseUrl}${path}`, port, flags);
    const benchmarkIndex = run.artifacts.BenchmarkIndex;
    // The report's runtimeError, read from the artifacts as Runner.audit reads it: no audit is needed to know.
    const runtimeError = Runner.getArtifactRuntimeError(run.artifacts);
    if (runtimeError) {
      // The message is still Lighthouse's untranslated ICU message here; its default English text is the report's.
      const text = runtimeError.message?.formattedDefault ?? runtimeError.message;
      const message = `Lighthouse failed on ${path}: ${text}`;
      if (runtimeRetries === 0) throw new Error(message);
      runtimeRetries -= 1;
      console.log(`${message}; run again`);
      await pause();
      continue;
    }
    if (benchmarkIndex < SLOW_HOST_BENCHMARK_INDEX && retries > 0) {
      retries -= 1;
      console.log(`lighthouse ${path}: busy machine (benchmark index ${Math.round(benchmarkIndex)}), run again`);
      await pause();
      continue;
    }
    kept.push({ ...run, path });
  }
  return kept;
}

/**
 * The figures of a series of loads (of one page, or of a page and its copy), each audited at one CPU slowdown: the
 * one cpuSlowdownFor gives for the median benchmark index of the series. One index is a half-second sample
 * of a machine whose speed drifts by a third from minute to minute; the series' median is the machine of the series.
 */
async function auditSeries(loads: Load[], origin: string) {
  const slowdown = cpuSlowdownFor(median(loads.map((load) => load.artifacts.BenchmarkIndex)));
  const figures = [];
  for (const load of loads) {
    const { lhr } = await audit(load, slowdown);
    figures.push({ path: load.path, ...figuresOf(lhr, origin) });
  }
  return figures;
}

/**
 * Runs Lighthouse `runs` times on `baseUrl + path` and returns the median of each figure, the scripts the
 * page loaded and the audits that cost points in any run; `slowHostRuns` counts the runs kept from a busy machine.
 * The first run is full, the others metrics runs: performance and its metrics are medians of every run, the
 * accessibility, best-practices and SEO scores (which no timing moves) the full run's.
 */
export async function auditUrl({
  baseUrl,
  path,
  port,
  runs,
}: {
  baseUrl: string;
  path: string;
  port: number;
  runs: number;
}) {
  const loads = [
    ...(await loadRuns({ baseUrl, path, port, runs: 1, flags: FULL_FLAGS })),
    ...(await loadRuns({ baseUrl, path, port, runs: runs - 1, flags: METRICS_FLAGS })),
  ];
  const figures = await auditSeries(loads, new URL(baseUrl).origin);
  return mergeAudits(figures.map(runAudit));
}

type Figures = Awaited<ReturnType<typeof auditSeries>>[number];

const runAudit = (figures: Figures) => ({ ...figures, runs: 1, slowHostRuns: slow(figures) });

const slow = (figures: Figures) => (figures.benchmarkIndex < SLOW_HOST_BENCHMARK_INDEX ? 1 : 0);

/** Several audits of one page as one: the median of each figure, every script and every audit that cost points. */
const mergeAudits = (audits: ReturnType<typeof runAudit>[]) => ({
  runs: audits.reduce((sum, audit) => sum + audit.runs, 0),
  slowHostRuns: audits.reduce((sum, audit) => sum + audit.slowHostRuns, 0),
  ...(Object.fromEntries(
    MEDIAN_FIELDS.map((field) => [
      field,
      median(audits.map((audit) => audit[field]).filter((value) => value !== undefined)),
    ]),
  ) as Record<(typeof MEDIAN_FIELDS)[number], number>),
  scripts: [...new Set(audits.flatMap((audit) => audit.scripts))],
  failing: [...new Set(audits.flatMap((audit) => audit.failing))],
  securityFindings: [...new Set(audits.flatMap((audit) => audit.securityFindings))],
});

/** Where the no-script copies of pages are written while they are audited, under the build's root. */
export const NO_SCRIPT_DIR = "_no-script";

/**
 * The page at `route` as a static document, served like the page itself: the same HTML and CSS with every script
 * (and script hint) removed, precompressed as the build compresses pages. Returns its path on the site.
 */
export function writeNoScriptCopy(publicDir: string, route: string) {
  const copy = `/${NO_SCRIPT_DIR}${route === "/" ? "" : route}`;
  const html = fs
    .readFileSync(htmlFile(publicDir, route), "utf8")
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, "")
    .replace(/<link\b[^>]*\brel="(prefetch|modulepreload)"[^>]*>/g, "");
  const file = htmlFile(publicDir, copy);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  return copy;
}

export const removeNoScriptCopies = (publicDir: string) =>
  fs.rmSync(path.join(publicDir, NO_SCRIPT_DIR), { recursive: true, force: true });

/** A built route audited (auditRoute): Lighthouse medians, first-load JS and HTML size, and its no-script copy's. */
export type RouteAudit = { route: string } & Omit<ReturnType<typeof mergeAudits>, "scripts"> &
  ReturnType<typeof buildFigures> & { noScriptLcpMs?: number; noScriptTbtMs?: number; lcpRatio?: number };

/**
 * A built route audited: Lighthouse medians plus first-load JS and HTML size from the build output. With
 * `noScript`, its no-script copy too, alternating with the page run by run (so both see the same machine), and
 * the ratio of the page's LCP to the copy's. As in auditUrl the page's first run is full; every run of the copy is a
 * metrics run (its LCP and total blocking time are read).
 */
export async function auditRoute({
  baseUrl,
  route,
  port,
  runs,
  publicDir,
  noScript = false,
}: {
  baseUrl: string;
  route: string;
  port: number;
  runs: number;
  publicDir: string;
  noScript?: boolean;
}): Promise<RouteAudit> {
  if (!noScript) {
    const { scripts, ...audit } = await auditUrl({ baseUrl, path: route, port, runs });
    return { route, ...audit, ...buildFigures(publicDir, route, scripts) };
  }
  const copy = writeNoScriptCopy(publicDir, route);
  try {
    const loads: Load[] = [];
    for (let run = 0; run < runs; run += 1) {
      const flags = run === 0 ? FULL_FLAGS : METRICS_FLAGS;
      loads.push(...(await loadRuns({ baseUrl, path: route, port, runs: 1, flags })));
      loads.push(...(await loadRuns({ baseUrl, path: copy, port, runs: 1, flags: METRICS_FLAGS })));
    }
    const figures = await auditSeries(loads, new URL(baseUrl).origin);
    const { scripts, ...audit } = mergeAudits(figures.filter((f) => f.path === route).map(runAudit));
    const copyFigures = figures.filter((f) => f.path === copy);
    const noScriptLcpMs = largestContentPaint(copyFigures.map((f) => f.lcpMs));
    return {
      route,
      ...audit,
      ...buildFigures(publicDir, route, scripts),
      noScriptLcpMs,
      // What the page's HTML and CSS block on their own, on the same machine at the same slowdown: the part of the
      // page's total blocking time its scripts do not cause (a median as noisy as the page's, so it can exceed it).
      noScriptTbtMs: median(copyFigures.map((f) => f.tbtMs).filter(Number.isFinite) as number[]),
      lcpRatio: Math.round((audit.lcpMs / noScriptLcpMs) * 100) / 100,
    };
  } finally {
    removeNoScriptCopies(publicDir);
  }
}

const buildFigures = (publicDir: string, route: string, scripts: string[]) => ({
  firstLoadJsBytes: firstLoadJsBytes(publicDir, route, scripts),
  htmlBytes: fs.statSync(htmlFile(publicDir, route)).size,
});
