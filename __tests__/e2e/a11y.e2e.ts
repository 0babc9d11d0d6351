import type { Page } from "@playwright/test";
import { axeSweep } from "./axe-sweep";
import { expect, hydrated, test } from "./fixtures";

/** The 375 px axe sweep runs in a11y-375.e2e.ts, so the two widths run side by side, one per worker. */
test.describe("accessibility", () => {
  axeSweep(1280);

  test.describe("header from the keyboard", () => {
    /** What a sighted keyboard user sees of the focused element: which control, and whether focus shows. */
    const focused = (page: Page) =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return { name: "", inHeader: false, visibleFocus: false };
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
        return {
          name: `${element.tagName.toLowerCase()} ${element.getAttribute("aria-label") ?? element.textContent?.trim()}`,
          inHeader: Boolean(element.closest("header")),
          visibleFocus: outline || style.boxShadow !== "none",
        };
      });

    /** Header controls a pointer user can see, in document order, named like `focused` names them. */
    const visibleControls = (page: Page, scope: string) =>
      page.$$eval(`${scope} a[href], ${scope} button`, (elements) =>
        elements
          .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden")
          .map(
            (element) =>
              `${element.tagName.toLowerCase()} ${element.getAttribute("aria-label") ?? element.textContent?.trim()}`,
          ),
      );

    /** Presses Tab until focus leaves the header, returning each stop inside it. */
    async function tabThroughHeader(page: Page) {
      const stops: Awaited<ReturnType<typeof focused>>[] = [];
      for (let presses = 0; presses < 60; presses++) {
        await page.keyboard.press("Tab");
        const stop = await focused(page);
        if (stop.inHeader) stops.push(stop);
        else if (stops.length > 0) break;
      }
      return stops;
    }

    test("reaches every visible header control at 1280 px with Tab, in order, with visible focus", async ({
      openPage,
    }) => {
      const page = await openPage("/", { width: 1280 });
      await hydrated(page);
      const expected = await visibleControls(page, "header");
      const stops = await tabThroughHeader(page);
      expect(stops.map((stop) => stop.name)).toEqual(expected);
      expect(stops.filter((stop) => !stop.visibleFocus)).toEqual([]);
    });

    test("opens every dropdown with Enter, tabs through all its items and closes it with Escape", async ({
      openPage,
    }) => {
      const page = await openPage("/", { width: 1280 });
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      const buttons = await nav.locator("button[aria-controls]").all();
      expect(buttons.length).toBeGreaterThan(0);
      for (const button of buttons) {
        const menu = page.locator(`#${await button.getAttribute("aria-controls")}`);
        await button.focus();
        await page.keyboard.press("Enter");
        await expect(button).toHaveAttribute("aria-expanded", "true");
        await expect(menu).toBeVisible();
        const items = await visibleControls(page, `#${await button.getAttribute("aria-controls")}`);
        const reached: string[] = [];
        for (const _ of items) {
          await page.keyboard.press("Tab");
          const stop = await focused(page);
          expect({ stop: stop.name, visibleFocus: stop.visibleFocus }).toEqual({ stop: stop.name, visibleFocus: true });
          reached.push(stop.name);
        }
        expect(reached).toEqual(items);
        await page.keyboard.press("Escape");
        await expect(button).toHaveAttribute("aria-expanded", "false");
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
      }
    });

    test("opens the mobile menu at 375 px from the keyboard and reaches each of its entries", async ({ openPage }) => {
      const page = await openPage("/", { width: 375 });
      await hydrated(page);
      const stops = await tabThroughHeader(page);
      const toggle = stops.find((stop) => stop.name === "button Open menu");
      expect(toggle).toEqual({ name: "button Open menu", inHeader: true, visibleFocus: true });
      await page.getByRole("button", { name: "Open menu" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("#mobile-menu")).toBeVisible();
      const entries = await visibleControls(page, "#mobile-menu");
      const reached: Awaited<ReturnType<typeof focused>>[] = [];
      for (const _ of entries) {
        await page.keyboard.press("Tab");
        reached.push(await focused(page));
      }
      expect(reached.map((stop) => stop.name)).toEqual(entries);
      expect(reached.filter((stop) => !stop.visibleFocus)).toEqual([]);
    });
  });
});
