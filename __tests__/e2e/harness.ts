import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../../scripts/lib/chromium.mjs";
import { watchCspViolations } from "./page-checks";

export { CHROMIUM, CHROMIUM_ARGS };

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is unset: run through jest -c jest.e2e.config.js");
  return url;
};

/** Playwright gives every launch a fresh, temporary user-data-dir. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS], headless: true });

export interface OpenOptions {
  width?: number;
  height?: number;
  reducedMotion?: boolean;
  context?: BrowserContextOptions;
  /** Runs on the new context before the page opens: a fixed clock, stubbed requests. */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

/** Content-Security-Policy violations in pages opened with openPage, since the last test ended. */
const cspViolations: string[] = [];

/**
 * One browser per test file: `const browser = useBrowser();` then
 * `const page = await openPage(browser(), "/faq", { width: 375 })`. Every context a test opens is closed after
 * it, passed or failed; contexts opened in `beforeAll` are shared by the file's tests and stay open.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  let shared = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    shared = new Set(browser?.contexts());
  });
  afterEach(async () => {
    await Promise.all((browser?.contexts() ?? []).filter((ctx) => !shared.has(ctx)).map((ctx) => ctx.close()));
  });
  // Whatever a test does in a page (submitting a form, opening the podcast player…), the page's
  // Content-Security-Policy must allow it: any violation fails the test.
  afterEach(() => {
    const seen = cspViolations.splice(0);
    if (seen.length > 0) throw new Error(`Content-Security-Policy violations:\n  ${seen.join("\n  ")}`);
  });
  return () => {
    if (!browser) throw new Error("useBrowser() must be called at the top of a describe block");
    return browser;
  };
}

export async function openPage(browser: Browser, path: string, options: OpenOptions = {}): Promise<Page> {
  const { width = 1280, height = 800, reducedMotion, context, prepare } = options;
  const ctx = await browser.newContext({
    viewport: { width, height },
    reducedMotion: reducedMotion ? "reduce" : "no-preference",
    ...context,
  });
  await watchCspViolations(ctx, (text) => cspViolations.push(`${path}: ${text}`));
  await prepare?.(ctx);
  const page = await ctx.newPage();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  return page;
}

/**
 * Waits until React has hydrated the page, so client behaviour is live. Hydration runs as a transition
 * (gatsby-browser.tsx), so it ends some time after React takes the root; Gatsby marks the end of the
 * first commit with the `onInitialClientRender` performance mark.
 */
export const hydrated = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);

/**
 * Waits until React has hydrated the page and each island that hydrates once seen (src/components/island): scrolls
 * to every one in turn, then back to the top, as a visitor reading the whole page would.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await hydrated(page);
  // Every visible-mode island, hydrated or not: a list of the waiting ones would shift under the loop as they hydrate.
  for (const island of await page.locator('[data-island="visible"]').all()) {
    if ((await island.getAttribute("data-hydrated")) === null) await island.scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(() => !document.querySelector('[data-island="visible"]:not([data-hydrated])'));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

export const WIDTHS = [1280, 375] as const;

/**
 * An auto-retrying expectation, as Playwright Test's `expect.poll`: reads again until the matcher passes or the
 * time is up, then fails with the last value. `await poll(() => cards.count()).toBe(4)`.
 */
export function poll<T>(read: () => Promise<T>, timeoutMs = 5_000) {
  const until = async (assert: (value: T) => void): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      try {
        assert(value);
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    toBe: (expected: T) => until((value) => expect(value).toBe(expected)),
    toEqual: (expected: unknown) => until((value) => expect(value).toEqual(expected)),
    toBeGreaterThan: (expected: number) => until((value) => expect(value).toBeGreaterThan(expected)),
    toBeGreaterThanOrEqual: (expected: number) => until((value) => expect(value).toBeGreaterThanOrEqual(expected)),
  };
}
