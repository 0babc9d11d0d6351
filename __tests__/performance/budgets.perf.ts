import { expect, test } from "@playwright/test";
import { baseUrl } from "../e2e/fixtures";
import { PUBLIC_DIR, siteIndex } from "../e2e/site-index";
import { budgetFailures } from "../support/performance-budgets";
import { measurePage } from "./measure-page";

/**
 * The performance gate (docs/quality.md, "Performance budgets"): every route the build serves, loaded once in
 * Chromium at a phone's viewport, held to BUDGETS and to the rules of a static page with islands. Each test
 * attaches its figures (`figures`, JSON): scripts/performance-spread.ts compares them across runs.
 */
test.describe.configure({ mode: "parallel" });

for (const route of siteIndex().served) {
  test(`${route} keeps its performance budgets`, async ({ browser }, testInfo) => {
    const figures = await measurePage(browser, baseUrl(), PUBLIC_DIR, route);
    await testInfo.attach("figures", { body: JSON.stringify(figures), contentType: "application/json" });
    expect(budgetFailures(figures)).toEqual([]);
  });
}
