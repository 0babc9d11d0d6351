import { randomUUID } from "crypto";
import fs from "fs";
import { CONTACT_REASONS } from "../../src/forms/contact-schema";
import { londonTexts } from "../../src/lib/london-time";
import { firstUpcomingCommunityEvent, readData } from "../support/data";
import { BACKEND_LOG, baseUrl, expect, hydrated, mailDevUrl, SITE_BACKEND, test } from "./fixtures";
import { attachmentIn, caughtIn, fromIcsUtc, parseIcs, type CaughtMail } from "./maildev";

const site = readData<typeof import("../../data/site.json")>("site.json");
const texts = readData<typeof import("../../data/notifications.json")>("notifications.json");

/**
 * Submissions reach people: the forms in Chromium against the local backend, whose notifications sender delivers
 * to the MailDev the end-to-end run starts (scripts/e2e-services.ts, E2E_MAILDEV_URL). Needs a site built by
 * `node scripts/build-with-local-backend.ts`.
 */

/**
 * How long the mails may take to arrive: it ends a hang and judges no speed (they arrive in about a second on an
 * idle machine; the time is annotated on the test for the report, docs/quality.md).
 */
const DEADLINE_MS = 60_000;

/** The mails to `address` that this run's MailDev caught. */
const caughtBy = (address: string) => caughtIn(mailDevUrl(), address);
const attachmentOf = (mail: CaughtMail) => attachmentIn(mailDevUrl(), mail);

/** What is left of the deadline that started at `since` (expect.poll reads 0 as no limit). */
const left = (since: number) => Math.max(DEADLINE_MS - (Date.now() - since), 1);

/** The mails to `address` once `count` have arrived, asking MailDev until the deadline. */
const mailsTo = async (address: string, count: number, since: number): Promise<CaughtMail[]> => {
  let found: CaughtMail[] = [];
  const message = `mails to ${address} within ${DEADLINE_MS / 1000} s`;
  await expect
    .poll(async () => (found = await caughtBy(address)).length, { timeout: left(since), message })
    .toBeGreaterThanOrEqual(count);
  return found;
};

/** The team mail whose text contains `marker` (the team address receives every submission's mail). */
const teamMailWith = async (marker: string, since: number): Promise<CaughtMail> => {
  let found: CaughtMail | undefined;
  const message = `a team mail about ${marker} within ${DEADLINE_MS / 1000} s`;
  await expect
    .poll(async () => (found = (await caughtBy(site.contactEmail)).find((mail) => mail.text.includes(marker))), {
      timeout: left(since),
      message,
    })
    .toBeDefined();
  return found as CaughtMail;
};

/** Every web address a mail links to, in its HTML part and its text part. */
const linksOf = (mail: CaughtMail): string[] => [
  ...Array.from(mail.html.matchAll(/href="([^"]+)"/g), (match) => match[1].replace(/&amp;/g, "&")),
  ...(mail.text.match(/https?:\/\/\S+/g) ?? []),
];
test.describe("notifications through MailDev", () => {
  /** Every name and address the visitors of these tests typed: none may reach a log. */
  const submitted: string[] = [];

  test.beforeAll(() => {
    if (!fs.existsSync(SITE_BACKEND)) {
      throw new Error("The site was not built for these tests: run `node scripts/build-with-local-backend.ts`");
    }
  });

  test("confirms a registration to the registrant with the event's .ics, and tells the team, within 10 s", async ({
    openPage,
  }) => {
    const page = await openPage(firstUpcomingCommunityEvent().path);
    await hydrated(page);
    const unique = randomUUID().slice(0, 8);
    const visitor = {
      first: `Registrant${unique}`,
      last: `Tester${unique}`,
      email: `registrant-${unique}@example.com`,
    };
    submitted.push(visitor.first, visitor.last, visitor.email);
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Register now" }) });
    await form.getByLabel("First name").fill(visitor.first);
    await form.getByLabel("Last name").fill(visitor.last);
    await form.getByLabel("Email").fill(visitor.email);
    await form.getByLabel(/privacy policy/).check();
    const sentAt = Date.now();
    await form.getByRole("button", { name: "Register now" }).click();

    const [confirmation] = await mailsTo(visitor.email, 1, sentAt);
    const team = await teamMailWith(visitor.email, sentAt);
    test
      .info()
      .annotations.push({ type: "timing", description: `mails caught ${Date.now() - sentAt} ms after the click` });

    const pageTitle = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    expect(confirmation.subject).toBe(texts.registrationConfirmation.subject.replace("{eventTitle}", pageTitle));
    const event = parseIcs(await attachmentOf(confirmation));
    expect(event.SUMMARY).toBe(pageTitle);
    const start = londonTexts(fromIcsUtc(event.DTSTART));
    const pageText = await page.locator("main").innerText();
    expect(pageText).toContain(start.date);
    expect(pageText).toContain(`${start.time} ${start.timezone}`);
    expect(confirmation.text).toContain(`${start.date}, ${start.time} ${start.timezone}`);
    expect(new Date(fromIcsUtc(event.DTEND)).getTime()).toBeGreaterThan(new Date(fromIcsUtc(event.DTSTART)).getTime());

    expect(team.subject).toBe(texts.teamRegistration.subject.replace("{eventTitle}", pageTitle));
    expect(team.text).toContain(visitor.first);
    expect(team.text).toContain(visitor.last);
  });

  test("sends the team the contact request and the visitor the 24-hour acknowledgement, within 10 s", async ({
    openPage,
  }) => {
    const page = await openPage("/contact");
    await hydrated(page);
    const unique = randomUUID().slice(0, 8);
    const visitor = { name: `Contact Person ${unique}`, email: `contact-${unique}@example.com` };
    submitted.push(visitor.name, visitor.email);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full name").fill(visitor.name);
    await form.getByLabel("Email address").fill(visitor.email);
    const reason = CONTACT_REASONS.find((option) => option.value === "events");
    if (!reason) throw new Error("no 'events' reason in the contact form");
    await form.getByLabel("Reason for contact").selectOption(reason.value);
    await form.getByLabel("Message").fill(`Please call me back ${unique}`);
    await form.getByLabel(/privacy policy/).check();
    const sentAt = Date.now();
    await form.getByRole("button", { name: "Send message" }).click();

    const [acknowledgement] = await mailsTo(visitor.email, 1, sentAt);
    const team = await teamMailWith(visitor.email, sentAt);
    test
      .info()
      .annotations.push({ type: "timing", description: `mails caught ${Date.now() - sentAt} ms after the click` });

    expect(acknowledgement.subject).toBe(texts.contactAcknowledgement.subject);
    const promise = texts.contactAcknowledgement.paragraphs[0].replace("{brandName}", site.brandName);
    expect(promise).toContain("within 24 hours");
    expect(acknowledgement.text).toContain(promise);
    expect(team.text).toContain(visitor.name);
    expect(team.text).toContain(`Please call me back ${unique}`);

    // The reason as the visitor chose it in the form, not the code the table stores.
    expect(team.subject).toBe(texts.teamContact.subject.replace("{reason}", reason.label));
    expect(team.text).toContain(`Reason for contact: ${reason.label}`);
    expect(team.text).not.toContain(`Reason for contact: ${reason.value}\n`);
    // Both parts, the HTML in the brand's layout: one column that narrows with the window.
    expect(team.text.length).toBeGreaterThan(0);
    expect(team.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(team.html).toContain("max-width:600px");
    expect(team.html).toContain(site.brandName);
    expect(team.html).toContain(reason.label.replace("&", "&amp;"));
    // Links lead to the site that served the form, not to the production domain.
    for (const mail of [team, acknowledgement]) {
      const links = linksOf(mail);
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((link) => !link.startsWith(baseUrl()))).toEqual([]);
    }
  });

  test("keeps the submitted names and e-mail addresses out of the backend's and the sender's logs", () => {
    expect(submitted).toHaveLength(5);
    const log = fs.readFileSync(BACKEND_LOG, "utf8");
    // The log is the real one: it holds the sender's lines about the mails above.
    expect(log).toMatch(/"kind":"registration_confirmation","state":"sent"/);
    expect(log).toMatch(/"kind":"contact_acknowledgement","state":"sent"/);
    for (const value of submitted) expect(log).not.toContain(value);
  });
});
