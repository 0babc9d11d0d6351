import { randomUUID } from "crypto";
import { expect, test } from "@playwright/test";
import { REGISTERED_ANCHOR } from "../../src/forms/no-script";
import { eventLandingPath, THANK_YOU_ROUTE } from "../../src/routes";
import { readData } from "../support/data";
import { baseUrl, submissions } from "../e2e/fixtures";
import { CONTACT_FORM, fillContact, fillRegistration, REGISTRATION_FORM } from "./engine-forms";
import { ENGINES, useEngine } from "./engine-pages";

/**
 * Issue 38: both forms posted without script in Firefox ESR and WebKitGTK, through nginx to the local backend's
 * Edge Function submit-form, as __tests__/e2e/forms-without-js.e2e.ts posts them in Chromium. With script, and
 * their validation texts: journeys.engine.ts.
 */

const landing = readData<{ slug: string; eventId: string }>("event-landings/future-of-hr.json");
const LANDING_PATH = eventLandingPath(landing.slug);

for (const engine of ENGINES) {
  test.describe(`forms without script in ${engine}`, () => {
    const engineUnderTest = useEngine(engine, baseUrl);

    test(`both forms post without script in ${engine}: a contact request ends on the thank-you page, a registration on its confirmation`, async () => {
      const page = await engineUnderTest.open({ width: 1280, height: 900 });
      try {
        const message = `Sent from ${engine} without script ${randomUUID()}`;
        await page.goto(`${engineUnderTest.site(false)}/contact`);
        await fillContact(page, message);
        await page.submit(`${CONTACT_FORM} [type=submit]`);
        expect(new URL(await page.url()).pathname).toBe(THANK_YOU_ROUTE);

        const lastName = `${engine}-${randomUUID().slice(0, 8)}`;
        await page.goto(`${engineUnderTest.site(false)}${LANDING_PATH}`);
        await fillRegistration(page, lastName);
        await page.submit(`${REGISTRATION_FORM} [type=submit]`);
        const confirmed = new URL(await page.url());
        expect([confirmed.pathname, confirmed.hash]).toEqual([LANDING_PATH, `#${REGISTERED_ANCHOR}`]);
        expect(
          await page.read<boolean>(
            `return document.getElementById("${REGISTERED_ANCHOR}").getClientRects().length > 0`,
          ),
        ).toBe(true);
        expect(page.problems()).toEqual([]);

        const stored = submissions();
        expect(stored.contacts.filter((row) => row.message === message)).toHaveLength(1);
        expect(stored.registrations.filter((row) => row.last_name === lastName)).toEqual([
          expect.objectContaining({ first_name: "Alan", event_id: landing.eventId, privacy_agreed: true }),
        ]);
      } finally {
        await page.close();
      }
    });
  });
}
