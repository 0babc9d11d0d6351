/**
 * What every browser test shares: Playwright Test's `test` with an `openPage` fixture, and the one place that knows
 * how the site hydrates (`hydrated`, `islandsHydrated`): when hydration changes, only this file does.
 */
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import { e2eState } from "../../scripts/lib/e2e-state.ts";
import { watchCspViolations } from "./page-checks";

export { expect };

/** The local backend of this run (scripts/lib/e2e-state.ts): its folder, address and keys file, and log. */
export const {
  dir: E2E_STATE_DIR,
  siteBackend: SITE_BACKEND,
  backendLog: BACKEND_LOG,
} = e2eState(path.join(__dirname, "../.."));

/** The backend the site was built against: its address and anon key. */
export const siteBackend = (): { url: string; anonKey: string } => JSON.parse(fs.readFileSync(SITE_BACKEND, "utf8"));

/** An event's figures as anon reads them from the counts-only function: seats taken, capacity, waiting list. */
export const seatsInDatabase = async (
  key: string,
): Promise<{ registered: number; capacity: number; waiting: number }> => {
  const { url, anonKey } = siteBackend();
  const response = await fetch(`${url}/rest/v1/rpc/event_seats?keys={${key}}`, {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
  });
  const [row] = await response.json();
  return row;
};

export interface StoredRows {
  contacts: Record<string, unknown>[];
  registrations: Record<string, unknown>[];
}

/** What `npm run submissions` lists for this run's backend: the rows the forms stored. */
export const submissions = (): StoredRows =>
  JSON.parse(
    execFileSync("npm", ["run", "-s", "submissions", "--", "--json", `--state-dir=${E2E_STATE_DIR}`], {
      cwd: path.join(__dirname, "../.."),
      encoding: "utf8",
    }),
  );

/** The built site as nginx serves it for this run (playwright.config.ts starts it). */
export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is unset: run through `npx playwright test` (playwright.config.ts)");
  return url;
};

/** The MailDev web API of this run; set when the site was built by scripts/build-with-local-backend.ts. */
export const mailDevUrl = (): string => {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url || url === "none")
    throw new Error("E2E_MAILDEV_URL is unset: the site was not built with scripts/build-with-local-backend.ts");
  return url;
};

export interface OpenOptions {
  width?: number;
  height?: number;
  reducedMotion?: boolean;
  context?: BrowserContextOptions;
  /** Runs on the new context before the page opens: a fixed clock, stubbed requests. */
  prepare?: (context: BrowserContext) => Promise<unknown>;
  /** Runs on the new page before it navigates: a trace that must see the whole load. */
  beforeLoad?: (page: Page) => Promise<unknown>;
}

export type OpenPage = (path: string, options?: OpenOptions) => Promise<Page>;

/** A page kept open by a worker between tests, and where its Content-Security-Policy violations go meanwhile. */
interface PooledPage {
  page: Page;
  key: string;
  /** The viewport it was opened at, which `give` restores. */
  viewport: { width: number; height: number };
  report: (text: string) => void;
}

/**
 * Pages a worker keeps between its tests, by viewport and motion preference. A new page costs the browser a new
 * renderer process (0.3 core-seconds in the headless shell, half of what a test's first load costs), and the
 * end-to-end tests open some four hundred; a kept page is loaded afresh for each test, with the HTTP cache off, so
 * what it fetches and runs is what a first visit fetches and runs.
 */
interface PagePool {
  take(width: number, height: number, reducedMotion: boolean, report: (text: string) => void): Promise<PooledPage>;
  give(pooled: PooledPage): Promise<void>;
}

export const test = base.extend<{ openPage: OpenPage }, { pagePool: PagePool }>({
  pagePool: [
    async ({ browser }, provide) => {
      const idle: PooledPage[] = [];
      const contexts: BrowserContext[] = [];
      await provide({
        async take(width, height, reducedMotion, report) {
          const key = `${width}x${height}${reducedMotion ? " reduced" : ""}`;
          for (let i = idle.length - 1; i >= 0; i--) {
            if (idle[i].key !== key) continue;
            const [kept] = idle.splice(i, 1);
            if (kept.page.isClosed()) continue;
            kept.report = report;
            return kept;
          }
          const context = await browser.newContext({
            viewport: { width, height },
            reducedMotion: reducedMotion ? "reduce" : "no-preference",
          });
          contexts.push(context);
          const page = await context.newPage();
          const pooled: PooledPage = { page, key, viewport: { width, height }, report };
          await watchCspViolations(context, (text) => pooled.report(text));
          await (await context.newCDPSession(page)).send("Network.setCacheDisabled", { cacheDisabled: true });
          return pooled;
        },
        async give(pooled) {
          const { page } = pooled;
          if (page.isClosed()) return;
          // What a test may have added to the page or its context (listeners, stubbed requests, a resized window)
          // goes with it; a test that needs more than that (a clock, scripts before the load) opens a context of
          // its own (`prepare`, `beforeLoad`, `context`).
          page.removeAllListeners();
          await Promise.all([
            page.unrouteAll({ behavior: "ignoreErrors" }),
            page.context().unrouteAll({ behavior: "ignoreErrors" }),
          ]);
          // Nor does what it stored: the next test's visitor comes for the first time.
          await Promise.all([
            page.context().clearCookies(),
            page.evaluate(() => (localStorage.clear(), sessionStorage.clear())).catch(() => undefined),
          ]);
          await page.setViewportSize(pooled.viewport);
          await page.goto("about:blank");
          pooled.report = () => undefined;
          idle.push(pooled);
        },
      });
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    },
    { scope: "worker" },
  ],

  /**
   * `const page = await openPage("/faq", { width: 375 })`: a page of the site, loaded until the network is idle:
   * one the worker keeps (`PagePool`), or in a context of its own when the test prepares the context or the page.
   * Whatever the test then does in it (submitting a form, opening the podcast player…), the page's
   * Content-Security-Policy must allow it: a violation fails the test. The pages go back, or their contexts close,
   * after the test.
   */
  // `provide` is Playwright's `use`, renamed: the React hooks lint rule takes any `use(…)` call for a hook.
  openPage: async ({ browser, pagePool }, provide) => {
    const contexts: BrowserContext[] = [];
    const taken: PooledPage[] = [];
    const violations: string[] = [];
    await provide(async (path, { width = 1280, height = 800, reducedMotion, context, prepare, beforeLoad } = {}) => {
      const report = (text: string) => violations.push(`${path}: ${text}`);
      let page: Page;
      if (context || prepare || beforeLoad) {
        const ctx = await browser.newContext({
          viewport: { width, height },
          reducedMotion: reducedMotion ? "reduce" : "no-preference",
          ...context,
        });
        contexts.push(ctx);
        await watchCspViolations(ctx, report);
        await prepare?.(ctx);
        page = await ctx.newPage();
        await beforeLoad?.(page);
      } else {
        const pooled = await pagePool.take(width, height, Boolean(reducedMotion), report);
        taken.push(pooled);
        page = pooled.page;
      }
      await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
      return page;
    });
    await Promise.all([
      ...contexts.map((ctx) => ctx.close()),
      ...taken.map((pooled) => pagePool.give(pooled).catch(() => pooled.page.context().close())),
    ]);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },
});

/**
 * Waits until the page's script has run: the boot script (src/components/island/boot.ts) on pages with islands or
 * behaviours, nothing on the others. Pages are not hydrated as a whole; this is the point from which behaviours
 * (live seats, clock, count-up) have started and islands due at load (`data-when="load"`) are React's.
 */
export const hydrated = async (page: Page): Promise<void> => {
  // A page with the boot script runs it after its first paint, which may come after its load event.
  await page.waitForFunction(
    () =>
      document.readyState === "complete" &&
      (document.documentElement.dataset.boot === "ran" || !document.querySelector("script[data-page-script]")),
  );
  await expect(page.locator('[data-island][data-when="load"]:not([data-hydrated])')).toHaveCount(0);
};

/**
 * Waits until every island that hydrates once seen has: scrolls to each one in turn, then back to the top, as a
 * visitor reading the whole page would. Islands that hydrate on use stay server HTML until a test uses them.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await hydrated(page);
  // Every visible-mode island, hydrated or not: a list of the waiting ones would shift under the loop as they hydrate.
  for (const island of await page.locator('[data-island][data-when="visible"]').all()) {
    if ((await island.getAttribute("data-hydrated")) === null) await island.scrollIntoViewIfNeeded();
  }
  await expect(page.locator('[data-island][data-when="visible"]:not([data-hydrated])')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/** The island around `part` (src/components/island), and whether React has hydrated it. */
export const islandOf = (part: ReturnType<Page["locator"]>) =>
  part.locator("xpath=ancestor-or-self::*[@data-island][1]");
export const isHydrated = async (part: ReturnType<Page["locator"]>) =>
  (await islandOf(part).getAttribute("data-hydrated")) === "true";

export const WIDTHS = [1280, 375] as const;

/**
 * The page's figures (`main dl > div`) as a visitor hears them: 'value label', each value once. A count-up figure
 * writes its value three times (read aloud, reserving the width, the moving one); only the first is not
 * `aria-hidden`.
 */
export const statFigures = (page: Page): Promise<string[]> =>
  page.$$eval("main dl > div", (items) =>
    items.map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      copy.querySelectorAll("[aria-hidden=true]").forEach((hidden) => hidden.remove());
      return Array.from(copy.children, (child) => child.textContent?.trim() ?? "")
        .filter(Boolean)
        .reverse()
        .join(" ");
    }),
  );

/** An element's text as written (no CSS text-transform), leaving out what its `hidden` parts hold. */
export const shownText = (part: ReturnType<Page["locator"]>): Promise<string> =>
  part.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("[hidden]").forEach((hidden) => hidden.remove());
    return copy.textContent ?? "";
  });

/** A pattern that matches `text` and nothing more, for `hasText` (which otherwise matches any part of the text). */
export const exactly = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
