import { randomUUID } from "crypto";
import fs from "fs";
import { REGISTERED_ANCHOR } from "../../src/forms/no-script";
import { eventStatus } from "../../src/lib/event-status";
import { registrationKey } from "../../src/lib/registration-key";
import { CANCEL_REGISTRATION_ACTION, REGISTRATION_NOTICES } from "../../src/lib/registration-links";
import { communityEventPath } from "../../src/routes";
import { dataCommunityEvents, readData } from "../support/data";
import { baseUrl, expect, mailDevUrl, seatsInDatabase, SITE_BACKEND, test, WIDTHS } from "./fixtures";
import { caughtIn, type CaughtMail } from "./maildev";

const texts = readData<typeof import("../../data/notifications.json")>("notifications.json");
const site = readData<typeof import("../../data/site.json")>("site.json");

/**
 * Issue 42's acceptance for cancelling: a visitor without JavaScript registers on an event page, follows the cancel
 * link of the confirmation MailDev caught, through nginx (the configuration the build wrote) to the local backend's
 * submit-form, and uses it twice. Needs a site built by `node scripts/build-with-local-backend.ts`.
 */

const NO_SCRIPT = { context: { javaScriptEnabled: false } };

interface Event {
  community: string;
  eventId: string;
  title: string;
  startsAt: string;
  durationMinutes: number;
  capacity?: number;
}

// forms.e2e.ts registers on the first upcoming event, event-seats.e2e.ts on the last two: this one takes the second.
const event = dataCommunityEvents<Event>().filter(
  (candidate) => candidate.capacity != null && eventStatus(candidate, new Date()) === "upcoming",
)[1];
const eventPath = communityEventPath(event.community, event.eventId);

const seatsTaken = async (): Promise<number> =>
  (await seatsInDatabase(registrationKey(event.community, event.eventId))).registered;

/** The first mail to `address` that `match` accepts, asking MailDev until it comes. */
const mailTo = async (address: string, match: (mail: CaughtMail) => boolean): Promise<CaughtMail> => {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => (found = (await caughtIn(mailDevUrl(), address)).find(match)), {
      message: `a mail to ${address}`,
    })
    .toBeDefined();
  return found as CaughtMail;
};

test.describe("cancelling a registration, through nginx and MailDev", () => {
  test.beforeAll(() => {
    if (!fs.existsSync(SITE_BACKEND)) {
      throw new Error("The site was not built for these tests: run `node scripts/build-with-local-backend.ts`");
    }
  });

  test("the confirmation's link cancels once without script, frees the seat and tells the team", async ({
    openPage,
  }) => {
    const email = `leaver.${randomUUID().slice(0, 8)}@example.com`;
    const page = await openPage(eventPath, NO_SCRIPT);
    const form = page.locator(`form#event-${event.eventId}`);
    await form.getByLabel("First name").fill("Lee");
    await form.getByLabel("Last name").fill("Leaver");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/privacy policy/).check();
    await form.getByRole("button", { name: "Register now" }).click();
    await page.waitForURL((url) => url.pathname === eventPath && url.hash === `#${REGISTERED_ANCHOR}`);
    const registered = await seatsTaken();

    // The link, in both parts of the confirmation, leads to the site that served the form.
    const confirmation = await mailTo(email, (mail) => mail.text.includes(texts.registrationConfirmation.cancelLabel));
    const label = `${texts.registrationConfirmation.cancelLabel}: `;
    const text = confirmation.text;
    const link = text.slice(text.indexOf(label) + label.length).split(/\s/)[0];
    expect(link.startsWith(`${baseUrl()}${CANCEL_REGISTRATION_ACTION}?`)).toBe(true);
    expect(confirmation.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);

    const notice = (status: keyof typeof REGISTRATION_NOTICES) => page.getByText(REGISTRATION_NOTICES[status].text);
    for (const status of Object.keys(REGISTRATION_NOTICES) as (keyof typeof REGISTRATION_NOTICES)[]) {
      await expect(notice(status)).toBeHidden();
    }

    await page.goto(link);
    expect(new URL(page.url()).pathname).toBe(eventPath);
    expect(new URL(page.url()).hash).toBe(`#${REGISTRATION_NOTICES.cancelled.anchor}`);
    await expect(notice("cancelled")).toBeVisible();
    await expect(notice("already_cancelled")).toBeHidden();
    expect(await seatsTaken()).toBe(registered - 1);
    // With script, the event's live figures show the seat free.
    const live = await openPage(eventPath);
    await expect(live.getByText(`${registered - 1}/${event.capacity} registered`).first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`cancelled.${width}.png`) });
    }

    // Among the team's mails (its registration mail names the guest too), the one about this cancellation.
    const subject = texts.teamCancellation.subject.replace("{eventTitle}", event.title);
    const team = await mailTo(site.contactEmail, (mail) => mail.subject === subject && mail.text.includes(email));
    expect(team.text).toContain(texts.teamCancellation.intro);

    await page.goto(link);
    expect(new URL(page.url()).hash).toBe(`#${REGISTRATION_NOTICES.already_cancelled.anchor}`);
    await expect(notice("already_cancelled")).toBeVisible();
    await expect(notice("cancelled")).toBeHidden();
    expect(await seatsTaken()).toBe(registered - 1);
  });
});
