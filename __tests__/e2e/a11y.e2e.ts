import type { Page } from "@playwright/test";
import { MOBILE_MENU_BUTTON_NAME, MOBILE_MENU_ID } from "../../src/components/layout/mobile-menu";
import { axeSweep } from "./axe-sweep";
import { expect, hydrated, test } from "./fixtures";
import { siteIndex } from "./site-index";
import { readData } from "../support/data";

const navigation = readData<typeof import("../../data/navigation.json")>("navigation.json");

/**
 * At 1280 px axe runs on the screens that show every kind of control of each template (`byTemplate`): the desktop
 * layout of a template's content is the phone's with more room, and every screen is swept at 375 px
 * (a11y-375.e2e.ts, side by side with this file on the other worker).
 */
test.describe("accessibility", () => {
  axeSweep(1280, siteIndex().byTemplate);

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
      page.$$eval(`${scope} a[href], ${scope} button, ${scope} summary`, (elements) =>
        elements
          // checkVisibility: the links of a closed <details> have boxes but are not rendered.
          .filter((element) => element.checkVisibility({ visibilityProperty: true }))
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
      const nav = page.getByRole("navigation", { name: "Main" });
      // Each group with items is a button that shows its dropdown as a popover.
      const buttons = await nav.locator("button[popovertarget]").all();
      expect(buttons.length).toBe(navigation.header.filter((group) => "items" in group).length);
      for (const button of buttons) {
        const id = await button.getAttribute("popovertarget");
        const menu = page.locator(`#${id}`);
        await button.focus();
        await page.keyboard.press("Enter");
        await expect(menu).toBeVisible();
        // The browser puts a popover's content right after its button in the Tab order.
        const items = await visibleControls(page, `#${id}`);
        const reached: string[] = [];
        for (const _ of items) {
          await page.keyboard.press("Tab");
          const stop = await focused(page);
          expect({ stop: stop.name, visibleFocus: stop.visibleFocus }).toEqual({ stop: stop.name, visibleFocus: true });
          reached.push(stop.name);
        }
        expect(reached).toEqual(items);
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
      }
    });

    test("opens the mobile menu at 375 px from the keyboard, reaches each of its entries and closes it with Escape", async ({
      openPage,
    }) => {
      const page = await openPage("/", { width: 375 });
      const stops = await tabThroughHeader(page);
      const toggle = stops.find((stop) => stop.name === `button ${MOBILE_MENU_BUTTON_NAME}`);
      expect(toggle).toEqual({ name: `button ${MOBILE_MENU_BUTTON_NAME}`, inHeader: true, visibleFocus: true });
      const opener = page.getByRole("button", { name: MOBILE_MENU_BUTTON_NAME });
      await opener.focus();
      await page.keyboard.press("Enter");
      const menu = page.locator(`#${MOBILE_MENU_ID}`);
      await expect(menu).toBeVisible();
      // The menu is a popover: focus stays on its button, and the browser puts the menu's entries next in the Tab
      // order.
      const entries = await visibleControls(page, `#${MOBILE_MENU_ID}`);
      const reached: Awaited<ReturnType<typeof focused>>[] = [];
      for (const _ of entries) {
        await page.keyboard.press("Tab");
        reached.push(await focused(page));
      }
      expect(reached.map((stop) => stop.name)).toEqual(entries);
      expect(reached.filter((stop) => !stop.visibleFocus)).toEqual([]);

      // A group opens with Enter and its links come next in the Tab order.
      const group = navigation.header.find((entry) => "items" in entry) as { name: string; items: { name: string }[] };
      await menu.locator("summary", { hasText: group.name }).focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      expect((await focused(page)).name).toBe(`a ${group.items[0].name}`);

      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
});
