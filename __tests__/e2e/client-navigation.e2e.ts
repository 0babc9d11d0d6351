import { baseUrl, expect, hydrated, test } from "./fixtures";
import { watchPage } from "./page-checks";

test.describe("images after a client-side navigation", () => {
  // A page reached by a client-side navigation is rendered by React in the browser, not from its HTML.
  test("shows the home page's logos when reached through a link from another page", async ({ openPage }) => {
    const page = await openPage("/no-such-page", { width: 1280, reducedMotion: true });
    const watcher = await watchPage(page, baseUrl());
    await hydrated(page);
    await page.locator("main a[href='/']").first().click();
    await page.waitForURL(`${baseUrl()}/`);
    const logos = page.locator("[aria-label] img");
    await logos.first().waitFor();
    await logos.first().evaluate((img) => img.scrollIntoView());
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>("[aria-label] img");
      return Boolean(img && img.complete && img.naturalWidth > 0 && img.currentSrc !== "");
    });
    await expect.poll(() => logos.count()).toBeGreaterThan(10);
    // The page the visit starts on is a 404 by design; on a busy machine Gatsby's runtime asks for it again (and the
    // browser reports the 404) after the watcher started. Anything else is a problem of the navigation.
    const start = `${baseUrl()}/no-such-page`;
    const expected404 = [
      `request ${start} answered 404`,
      `console error: Failed to load resource: the server responded with a status of 404 (Not Found) (${start})`,
    ];
    expect(watcher.take().problems.filter((problem) => !expected404.includes(problem))).toEqual([]);
  });
});
