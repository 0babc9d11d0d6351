import { randomUUID } from "crypto";
import { expect, test } from "@playwright/test";
import { FORM_ACTIONS, REGISTERED_ANCHOR } from "../../src/forms/no-script";
import { THANK_YOU_ROUTE } from "../../src/routes";
import { readData } from "../support/data";
import { baseUrl, submissions } from "../e2e/fixtures";
import { ENGINES, startEngine, withoutScripts } from "./engine-pages";

/**
 * Issue 38: both forms posted without script in Firefox ESR and WebKitGTK, through nginx to the local backend's
 * Edge Function submit-form, as __tests__/e2e/forms-without-js.e2e.ts posts them in Chromium. With script, and
 * their validation texts: journeys.engine.ts.
 */

const landing = readData<{ slug: string; eventId: string }>("event-landings/future-of-hr.json");
const LANDING_PATH = `/events/${landing.slug}`;

for (const engine of ENGINES) {
  test(`both forms post without script in ${engine}: a contact request ends on the thank-you page, a registration on its confirmation`, async () => {
    const started = await startEngine(engine);
    const scriptless = await withoutScripts(baseUrl());
    try {
      const page = await started.open({ width: 1280, height: 900 });
      try {
        const message = `Sent from ${engine} without script ${randomUUID()}`;
        await page.goto(`${scriptless.url}/contact`);
        const contact = `form[action="${FORM_ACTIONS.contact}"]`;
        await page.type(`${contact} [name=full_name]`, "Ada Lovelace");
        // An address of its own: one address may send CONTACT_RATE_LIMIT_PER_HOUR requests an hour, in the browser
        // tests too, and the other browser tests send from theirs.
        await page.type(`${contact} [name=email_address]`, `ada.${randomUUID().slice(0, 8)}@example.com`);
        await page.select(`${contact} [name=reason_for_contact]`, "partnership");
        await page.type(`${contact} [name=message]`, message);
        // The form's one checkbox: the privacy policy's.
        await page.check(`${contact} input[type=checkbox][required]`);
        await page.submit(`${contact} [type=submit]`);
        expect(new URL(await page.url()).pathname).toBe(THANK_YOU_ROUTE);

        const lastName = `${engine}-${randomUUID().slice(0, 8)}`;
        await page.goto(`${scriptless.url}${LANDING_PATH}`);
        const registration = `form[action="${FORM_ACTIONS.registration}"]`;
        await page.type(`${registration} [name=first_name]`, "Alan");
        await page.type(`${registration} [name=last_name]`, lastName);
        await page.type(`${registration} [name=email]`, `alan.${randomUUID().slice(0, 8)}@example.com`);
        await page.check(`${registration} input[type=checkbox][required]`);
        await page.submit(`${registration} [type=submit]`);
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
    } finally {
      await started.stop();
      await scriptless.stop();
    }
  });
}
