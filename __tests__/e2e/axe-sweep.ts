import type { BrowserContext, Page } from "@playwright/test";
import { baseUrl, expect, hydrated, test } from "./fixtures";
import { axeProblems } from "./page-checks";

/**
 * axe-core on the given screens of the build at one width, in one tab. Aliases are copies of their primary
 * screen, so axe runs once per screen.
 */
export function axeSweep(width: number, routes: readonly string[]): void {
  test.describe(`axe-core at ${width} px`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport: { width, height: 800 } });
      page = await context.newPage();
    });
    test.afterAll(() => context?.close());

    for (const route of routes) {
      test(`${route} has no serious or critical violations`, async () => {
        await page.goto(`${baseUrl()}${route}`, { waitUntil: "load" });
        await hydrated(page);
        expect({ route, width, violations: await axeProblems(page) }).toEqual({ route, width, violations: [] });
      });
    }
  });
}
