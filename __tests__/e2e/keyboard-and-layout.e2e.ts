import type { Locator, Page } from "@playwright/test";
import { readData } from "../support/data";
import { expect, hydrated, isHydrated, test } from "./fixtures";
import { TEXT_SPACING_CSS } from "./page-checks";

/**
 * Issue 31's keyboard and layout findings: focus that survives an island's hydration, a header that fits with the
 * text-spacing override, links that say which episode they open, and a sideways row that shows it scrolls.
 */

const episodes = readData<{ name: string }[]>("podcast-episodes.json");

const TABBABLE = 'a[href], button:not([disabled]), input:not([type=hidden]), select, textarea, summary, [tabindex="0"]';

/** Index of `target` among the page's visible tab stops, in document order (the site sets no positive tabindex). */
const tabIndexOf = (target: Locator) =>
  target.evaluate((element, selector) => {
    const stops = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (stop) => stop.getClientRects().length > 0 && !stop.closest("[inert], [hidden]"),
    );
    return stops.indexOf(element as HTMLElement);
  }, TABBABLE);

/** Focuses the tab stop before `target`, without touching `target` or its island. */
const focusStopBefore = async (page: Page, target: Locator) => {
  const index = await tabIndexOf(target);
  expect(index, "the target is a tab stop").toBeGreaterThan(0);
  await page.evaluate(
    ({ selector, before }) => {
      const stops = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
        (stop) => stop.getClientRects().length > 0 && !stop.closest("[inert], [hidden]"),
      );
      stops[before].focus();
    },
    { selector: TABBABLE, before: index - 1 },
  );
};

/**
 * Counts every moment focus sits on <body> from now on: after each DOM change (a hydration replacing the focused
 * element would show here at once) and on every frame.
 */
const watchFocusOnBody = (page: Page) =>
  page.evaluate(() => {
    const state = window as unknown as { focusOnBody: number };
    state.focusOnBody = 0;
    const check = () => {
      if (!document.activeElement || document.activeElement === document.body) state.focusOnBody += 1;
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true });
    const everyFrame = () => {
      check();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
const timesFocusOnBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { focusOnBody: number }).focusOnBody);

test.describe("focus survives hydration", () => {
  const cases = [
    {
      route: "/",
      what: "the testimonial carousel's scrolling list",
      target: (page: Page) => page.getByRole("region", { name: "Testimonials" }).locator('[tabindex="0"]').first(),
      island: (page: Page) => page.locator("[data-island=testimonial-carousel]"),
    },
    {
      route: "/services",
      what: "the first accordion summary",
      target: (page: Page) => page.locator("main details > summary").first(),
      island: undefined,
    },
  ];

  for (const { route, what, target, island } of cases) {
    test(`${route}: Tab onto ${what} with hydration pending keeps focus off <body>, and the next Tab goes on from there`, async ({
      openPage,
    }) => {
      const page = await openPage(route);
      await hydrated(page);
      // Hold back every script still to come (the island's chunk and React) until focus has arrived, so hydration
      // runs under it.
      let release = () => {};
      const focused = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/*.js", async (request) => {
        await focused;
        await request.continue();
      });
      const stop = target(page);
      if (island) expect(await isHydrated(stop)).toBe(false);
      await focusStopBefore(page, stop);
      await watchFocusOnBody(page);
      await page.keyboard.press("Tab");
      await expect(stop).toBeFocused();
      release();
      if (island) await expect(island(page)).toHaveAttribute("data-hydrated", "true");
      await expect(stop).toBeFocused();
      expect(await timesFocusOnBody(page)).toBe(0);

      const index = await tabIndexOf(stop);
      await page.keyboard.press("Tab");
      const next = await page.evaluate(
        (selector) =>
          Array.from(document.querySelectorAll<HTMLElement>(selector))
            .filter((element) => element.getClientRects().length > 0 && !element.closest("[inert], [hidden]"))
            .indexOf(document.activeElement as HTMLElement),
        TABBABLE,
      );
      expect(next).toBe(index + 1);
    });
  }
});

/** Widths at which the desktop header had the least room (125 % zoom of 1280 and around it, and 1280 itself). */
const SPACED_HEADER_WIDTHS = [1040, 1100, 1280, 1320];

test("the header fits with the WCAG 1.4.12 text-spacing override at its tightest widths", async ({ openPage }) => {
  // The override is a reader's own style sheet, which the site's CSP does not govern (see beyond-axe.e2e.ts).
  const page = await openPage("/", { context: { bypassCSP: true } });
  await page.addStyleTag({ content: TEXT_SPACING_CSS });
  const problems: string[] = [];
  for (const width of SPACED_HEADER_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const found = await page.evaluate(() => {
      const viewport = document.documentElement.clientWidth;
      const past = Array.from(document.querySelectorAll<HTMLElement>("header a, header button"))
        .filter((element) => element.getClientRects().length > 0 && !element.closest("[popover]:not(:popover-open)"))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.left < 0 || box.right > viewport + 0.5 || element.scrollWidth > element.clientWidth + 1;
        })
        .map((element) => element.textContent?.trim());
      const pageWidth = document.documentElement.scrollWidth;
      return [
        ...past.map((label) => `"${label}" passes the edge`),
        ...(pageWidth > viewport ? [`page ${pageWidth} px wide`] : []),
      ];
    });
    problems.push(...found.map((problem) => `${width} px: ${problem}`));
  }
  expect(problems).toEqual([]);
});

test("each 'Open in Spotify' link on /podcasts names its episode", async ({ openPage }) => {
  const page = await openPage("/podcasts");
  // The links' names are their text (a visually hidden part included): none has an aria-label.
  const names = await page
    .getByRole("link", { name: /^Open in Spotify/ })
    .evaluateAll((links) => links.map((link) => (link.textContent ?? "").replace(/\s+/g, " ")));
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size).toBe(names.length);
  for (const name of names) {
    expect(episodes.some((episode) => name.includes(episode.name))).toBe(true);
  }
});

for (const width of [1280, 375]) {
  test(`the 'Our platform' row at ${width} px shows that it scrolls: a card is cut by its edge`, async ({
    openPage,
  }) => {
    const page = await openPage("/", { width });
    const row = page
      .locator("section", { has: page.locator("#platform") })
      .getByRole("list")
      .first();
    await row.scrollIntoViewIfNeeded();
    const { scrolls, cut } = await row.evaluate((list) => {
      const edge = list.getBoundingClientRect().right;
      const cards = Array.from(list.children, (card) => card.getBoundingClientRect());
      return {
        scrolls: list.scrollWidth > list.clientWidth,
        // At least an eighth of a card shows at the edge: enough to see there is more, not a sliver of border.
        cut: cards.some((card) => card.left < edge - card.width / 8 && card.right > edge + 1),
      };
    });
    expect({ scrolls, cut }).toEqual({ scrolls: true, cut: true });
  });
}
