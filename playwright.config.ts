import { defineConfig } from "@playwright/test";
import fs from "node:fs";
import { CHROMIUM_ARGS, CHROMIUM_TESTS } from "./scripts/lib/chromium.ts";
import { e2eState } from "./scripts/lib/e2e-state.ts";

/**
 * Browser tests of the built site (`public/`, built once by `npm test` for all of them): Playwright Test in
 * Debian's Chromium (never a downloaded browser). `webServer` starts the site's backend and MailDev
 * (scripts/e2e-services.ts) and nginx on a free port (scripts/serve-production.ts); the addresses they print
 * reach the tests as E2E_MAILDEV_URL and E2E_BASE_URL (the workers read this file again with them set).
 *
 * Projects: `e2e` (journeys, accessibility, hosting, SEO), `screenshots` (references in
 * __tests__/e2e/screenshots/, refreshed by `npm run test:update-screenshots`), `beyond-axe` (what axe does not see)
 * `editor` (the content editor's journey through what `npm start` runs, in a project copy) and `performance` (the
 * performance gate: sizes, requests, the LCP image, hydration and executed script of every route).
 */
/**
 * The editor's journey (`editor` project) runs what `npm start` runs in a project copy of its own: run alone, it
 * needs neither the services nor a build behind nginx.
 */
const projectsAsked = process.argv.filter((arg) => arg.startsWith("--project="));
const EDITOR_ONLY = projectsAsked.length > 0 && projectsAsked.every((arg) => arg === "--project=editor");

const SERVICES_READY = /e2e services ready: maildev=(?<e2e_maildev_url>\S+)/;
const NGINX_READY = /through nginx at (?<e2e_base_url>http:\/\/\S+)/;

/**
 * nginx's port: the one the build chose for a site built against the tests' backend (its mails link there), or
 * any free one.
 */
const sitePort = (): string => {
  const file = e2eState(__dirname).siteBackend;
  return fs.existsSync(file) ? String(JSON.parse(fs.readFileSync(file, "utf8")).sitePort ?? 0) : "0";
};

export default defineConfig({
  testDir: "__tests__",
  outputDir: "test-results/e2e",
  // Two cores: one browser test per core.
  workers: 2,
  // Timeouts only end hangs, never judge the machine: a test that loads a few pages takes seconds on a quiet machine,
  // and the 60 s test timeout and 5 s assertion timeout this had are within reach of a busy one (issue 39). Five
  // minutes a test and one minute an assertion; waits are for conditions, so a passing test never waits them out.
  timeout: 300_000,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e/results.json" }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath: CHROMIUM_TESTS, args: [...CHROMIUM_ARGS] },
    // No trace: recording one for every test (kept only for a failure) cost a quarter of the browser tests' time
    // (two e2e files: 91.5 s with it, 71.4 s without, quiet). A failure keeps a screenshot and its message (which
    // `npm test` lists); `--trace=retain-on-failure` records traces when a failure needs hunting (docs/quality.md).
    trace: "off",
    screenshot: "only-on-failure",
  },
  expect: {
    timeout: 60_000,
    // Per-pixel colour threshold and the share of pixels that may differ.
    toHaveScreenshot: { threshold: 0.1, maxDiffPixelRatio: 0.001, animations: "disabled", caret: "hide", scale: "css" },
  },
  // References kept in the repository, named by the test (`home.375.fold.png`), the same on every machine.
  snapshotPathTemplate: "{testDir}/e2e/screenshots/{arg}{ext}",
  webServer: EDITOR_ONLY
    ? []
    : [
        {
          name: "services",
          command: "node scripts/e2e-services.ts",
          wait: { stdout: SERVICES_READY },
          gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
          // Ready in about 10 s beside the rest of the run: the bound ends a hang, never a slow start.
          timeout: 600_000,
        },
        {
          name: "nginx",
          command: "node scripts/serve-production.ts",
          env: { PORT: sitePort() },
          wait: { stdout: NGINX_READY },
          gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
          // Playwright's default is 60 s; as above.
          timeout: 600_000,
        },
      ],
  // Projects are dealt to the workers in this order. The editor's journey and the other engines' files are long
  // chains run in order on one worker each (a gatsby develop start, then its journey; an engine per file), so they
  // go first, and the many short tests after them even out the two workers' ends: listed last, the WebKit journeys
  // ran alone on one worker for the run's last two minutes while the other had nothing left (1,395–1,512 s of a
  // run's browser tests, 29 November).
  projects: [
    // gatsby develop, decap-server, the local backend and MailDev, as `npm start` runs them.
    { name: "editor", testMatch: /e2e\/editor-journey\.e2e\.ts$/, timeout: 900_000 },
    // Firefox ESR and WebKitGTK from Debian, driven without Playwright (__tests__/engines/engine-pages.ts). One
    // retry: WebKitGTK 2.50's WebDriver now and then stops answering a command for good in a long run (a journey
    // that passed alone three times out of three hung once in 32; one test in two clean-clone runs of four). Each
    // command is bounded (COMMAND_BOUND_MS), so the hang fails its test in a minute and a half rather than the
    // test's five, and the retry runs it in a fresh engine; Playwright reports a test that passed on its retry as
    // flaky, and a journey that fails twice still fails the run.
    { name: "engines", testMatch: /engines\/.*\.engine\.ts$/, retries: 1 },
    { name: "e2e", testMatch: /e2e\/.*\.e2e\.ts$/, testIgnore: /(screenshots|beyond-axe|editor-journey)\.e2e\.ts$/ },
    { name: "screenshots", testMatch: /e2e\/screenshots\.e2e\.ts$/ },
    { name: "beyond-axe", testMatch: /e2e\/beyond-axe\.e2e\.ts$/ },
    // The performance gate: every route once, in parallel on both workers. No timing is judged, so a busy machine
    // only makes it slower; the timeout is the whole test's, ten times what a loaded machine needs for a route.
    { name: "performance", testMatch: /performance\/.*\.perf\.ts$/, timeout: 300_000 },
  ],
});
