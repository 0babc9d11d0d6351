import { expect, test } from "@playwright/test";
import { REGISTRATION_NOTICES } from "../../src/lib/registration-links";
import { firstUpcomingCommunityEvent } from "../support/data";
import { baseUrl } from "../e2e/fixtures";
import { ENGINES, useEngine } from "./engine-pages";

/**
 * Issue 42: what a registration's link did is said on the event's page by its fragment alone (`:target`), so it
 * must show in every engine with no script: each notice at its own fragment, and only that one.
 */

const eventPath = firstUpcomingCommunityEvent().path;

for (const engine of ENGINES) {
  test.describe(`registration notices in ${engine}`, () => {
    const engineUnderTest = useEngine(engine, baseUrl);

    test(`the event page's registration notices show by their fragment alone in ${engine}, without script`, async () => {
      const page = await engineUnderTest.open({ width: 375, height: 740 });
      try {
        for (const { anchor, text } of Object.values(REGISTRATION_NOTICES)) {
          // A fresh load at each fragment, as following a link does.
          await page.goto("about:blank");
          await page.goto(`${engineUnderTest.site(false)}${eventPath}#${anchor}`);
          const shown = await page.read<string[]>(
            `return Array.from(document.querySelectorAll("[role=status][id]"))
              .filter((element) => element.getClientRects().length > 0)
              .map((element) => element.textContent);`,
          );
          expect(shown).toEqual([text]);
        }
        expect(page.problems()).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
}
