import fs from "fs";
import type { Page } from "@playwright/test";
import { expect, islandsHydrated, test, type OpenPage } from "./fixtures";
import { siteIndex } from "./site-index";

/**
 * Screenshot tests (issue 19): one route per template and every page of src/pages, at 375 × 800 and 1280 × 900,
 * above the fold and full page, from the production build in Chromium, compared by `toHaveScreenshot` with the
 * references in __tests__/e2e/screenshots/ (tolerance in playwright.config.ts). `npm run test:update-screenshots`
 * refreshes the references after an intended change (content edits included: a screenshot shows the content).
 */
const VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const;
/**
 * The browser's clock for every screenshot: event statuses (upcoming, live, past) and seat notes are worked out
 * from it once the page runs, so the pictures do not drift with the calendar. Moving it is an intended change.
 */
const FIXED_NOW = new Date("2026-11-25T12:00:00Z");

/** The first screen of each page component: one route per template, and each page of src/pages. */
const routes = (() => {
  const seen = new Map<string, string>();
  for (const page of siteIndex().pages) {
    if (!page.clientOnly && page.canonical === page.route && !seen.has(page.component))
      seen.set(page.component, page.route);
  }
  return [...seen.values(), "/404"].sort();
})();

const nameOf = (route: string) => (route === "/" ? "home" : route.slice(1).replace(/\//g, "--"));

/** A page as a test sees it: the clock fixed, live reads answered with nothing new, every island hydrated. */
async function steadyPage(openPage: OpenPage, route: string, width: number, height: number) {
  const page = await openPage(route, {
    width,
    height,
    reducedMotion: true,
    prepare: (context) =>
      Promise.all([
        // Only Date is fixed: Playwright's clock also fakes performance, whose marks tell when React hydrated.
        context.addInitScript((now) => {
          const RealDate = Date;
          class FixedDate extends RealDate {
            constructor(...args: ConstructorParameters<DateConstructor> | []) {
              super(...((args.length === 0 ? [now] : args) as [number]));
            }
            static now() {
              return now;
            }
          }
          window.Date = FixedDate as DateConstructor;
        }, FIXED_NOW.getTime()),
        // The database's live figures (seats, community counts) answer with no rows: the built figures stay.
        context.route("**/rest/v1/**", (request) =>
          request.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
        ),
      ]),
  });
  await islandsHydrated(page);
  // Lazy images load all at once, so the full page shows every one.
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    images.forEach((image) => (image.loading = "eager"));
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await page.waitForLoadState("networkidle");
  // Parts below the first screen (the logo rows) are painted only as they near the viewport (content-visibility:
  // auto), and a full-page picture does not scroll: each is shown as it looks once scrolled to.
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
  return page;
}

/** Third-party players and the hero video are not ours to pin down frame by frame. */
const unpinned = (page: Page) => [page.locator("iframe, video")];

test.describe("screenshots", () => {
  // Each picture is taken in a page of its own: the workers share them.
  test.describe.configure({ mode: "parallel" });

  for (const [route, width, height] of routes.flatMap((route) =>
    VIEWPORTS.map((viewport) => [route, viewport.width, viewport.height] as const),
  )) {
    test(`${route} at ${width} px matches its references, above the fold and full page`, async ({ openPage }) => {
      const page = await steadyPage(openPage, route, width, height);
      const name = `${nameOf(route)}.${width}`;
      // Soft: a changed fold and a changed full page are both reported, each with its diff image.
      await expect.soft(page).toHaveScreenshot(`${name}.fold.png`, { mask: unpinned(page) });
      await expect.soft(page).toHaveScreenshot(`${name}.full.png`, { mask: unpinned(page), fullPage: true });
    });
  }

  // The check above guards against accidents only if a small change fails it: here every padding of one spacing
  // token ($space-4, 16 px) grows by 4 px, as if the token had been edited.
  test("fails on a 4 px change to one padding token, with a diff image", async ({ openPage }, testInfo) => {
    test.skip(["all", "changed"].includes(testInfo.config.updateSnapshots), "the references are being refreshed");
    const [width, height] = [VIEWPORTS[0].width, VIEWPORTS[0].height];
    const page = await steadyPage(openPage, "/", width, height);
    await page.evaluate(() => {
      for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
        const style = getComputedStyle(element);
        for (const side of ["Top", "Right", "Bottom", "Left"] as const) {
          if (style[`padding${side}`] === "16px") element.style[`padding${side}`] = "20px";
        }
      }
    });
    const failure: unknown = await expect(page)
      .toHaveScreenshot(`home.${width}.fold.png`, { mask: unpinned(page) })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(String(failure)).toMatch(/pixels \(ratio [\d.]+ of all image pixels\) are different/);
    const diffImages = fs.readdirSync(testInfo.outputDir).filter((file) => file.endsWith("-diff.png"));
    expect(diffImages).toHaveLength(1);
  });
});
