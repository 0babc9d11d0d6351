import { expect, test } from "@playwright/test";
import { MOBILE_MENU_ID } from "../../src/components/layout/mobile-menu";
import { baseUrl } from "../e2e/fixtures";
import { ENGINES, useEngine, type EnginePage } from "./engine-pages";
import { readData } from "../support/data";

/**
 * Issue 38: the header in Firefox ESR and WebKitGTK, with the site's script and without it, against the built site
 * nginx serves (playwright.config.ts). Chromium runs the same journey in __tests__/e2e/beyond-axe.e2e.ts.
 */

const navigation = readData<{
  header: { name: string; href?: string }[];
}>("navigation.json");
/** The header's groups (a name with items, no address of its own). */
const GROUPS = navigation.header.filter((group) => !group.href).length;

const MENU_BUTTON = `button[popovertarget="${MOBILE_MENU_ID}"]`;

/** Which of the mobile menu's groups are open. */
const openGroups = (page: EnginePage) =>
  page.read<boolean[]>(
    `return Array.from(document.querySelectorAll("#${MOBILE_MENU_ID} details"), (details) => details.open);`,
  );
const menuOpen = (page: EnginePage) =>
  page.read<boolean>(`return document.getElementById("${MOBILE_MENU_ID}").matches(":popover-open");`);
const focusedIsMenuButton = (page: EnginePage) =>
  page.read<boolean>(`return document.activeElement === document.querySelector('${MENU_BUTTON}');`);

for (const engine of ENGINES) {
  test.describe(`the header in ${engine}`, () => {
    const engineUnderTest = useEngine(engine, baseUrl);

    for (const script of [true, false]) {
      test(`the mobile menu at 375 px ${script ? "with" : "without"} script: it opens, one group at a time, Escape closes it and focuses its button`, async () => {
        const page = await engineUnderTest.open({ width: 375, height: 740 });
        try {
          await page.goto(`${engineUnderTest.site(script)}/`);
          expect(await page.read<number>("return innerWidth")).toBe(375);
          // No invoker commands: WebKitGTK 2.50 and Firefox ESR 140 have none, and the menu must not need them.
          expect(
            await page.read<string | null>(
              `return document.querySelector('${MENU_BUTTON}').getAttribute("commandfor")`,
            ),
          ).toBeNull();
          expect(await menuOpen(page)).toBe(false);

          await page.click(MENU_BUTTON);
          expect(await menuOpen(page)).toBe(true);
          expect(await openGroups(page)).toEqual(Array.from({ length: GROUPS }, () => false));
          await page.click(`#${MOBILE_MENU_ID} details summary`, 0);
          await page.click(`#${MOBILE_MENU_ID} details summary`, 1);
          // An exclusive group (details name=…): the second closes the first.
          expect(await openGroups(page)).toEqual(Array.from({ length: GROUPS }, (_, index) => index === 1));
          await page.screenshot(test.info().outputPath(`${engine}-menu-${script ? "script" : "no-script"}.png`));

          await page.press("Escape");
          expect(await menuOpen(page)).toBe(false);
          expect(await focusedIsMenuButton(page)).toBe(true);
          expect(page.problems()).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }

    test("the desktop dropdowns at 1280 px: a group's button opens its dropdown, one at a time, Escape closes it", async () => {
      const page = await engineUnderTest.open({ width: 1280, height: 800 });
      try {
        await page.goto(`${baseUrl()}/`);
        const dropdowns = await page.read<string[]>(
          `return Array.from(document.querySelectorAll("header nav [popover]"), (element) => element.id);`,
        );
        expect(dropdowns).toHaveLength(GROUPS);
        const shown = () =>
          page.read<string[]>(
            `return Array.from(document.querySelectorAll("header nav [popover]:popover-open"), (element) => element.id);`,
          );
        await page.click(`button[popovertarget="${dropdowns[0]}"]`);
        expect(await shown()).toEqual([dropdowns[0]]);
        await page.click(`button[popovertarget="${dropdowns[1]}"]`);
        expect(await shown()).toEqual([dropdowns[1]]);
        await page.press("Escape");
        expect(await shown()).toEqual([]);
        expect(
          await page.read<boolean>(
            `return document.activeElement === document.querySelector('button[popovertarget="${dropdowns[1]}"]');`,
          ),
        ).toBe(true);
        expect(page.problems()).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
}
