import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseUrl, hydrated } from "./harness";
import { axeProblems } from "./page-checks";
import { siteIndex } from "./site-index";

/**
 * axe-core on every screen of the build at one width, in one tab. Aliases are copies of their
 * primary screen, so axe runs once per screen.
 */
export function axeSweep(browser: () => Browser, width: number): void {
  describe(`axe-core at ${width} px`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await browser().newContext({ viewport: { width, height: 800 } });
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it.each(siteIndex().canonical)("%s has no serious or critical violations", async (route) => {
      await page.goto(`${baseUrl()}${route}`, { waitUntil: "load" });
      await hydrated(page);
      expect({ route, width, violations: await axeProblems(page) }).toEqual({ route, width, violations: [] });
    });
  });
}
