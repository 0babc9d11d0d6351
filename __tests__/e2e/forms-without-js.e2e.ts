import { randomUUID } from "crypto";
import fs from "fs";
import type { Page } from "@playwright/test";
import { CONTACT_FIELD_MESSAGES } from "../../src/forms/contact-schema";
import { FORM_ACTIONS, REGISTERED_ANCHOR } from "../../src/forms/no-script";
import { REGISTRATION_SUCCESS } from "../../src/forms/registration-schema";
import { EMAIL_INVALID_MESSAGE } from "../../src/forms/rules";
import { THANK_YOU_ROUTE } from "../../src/routes";
import { readData } from "../support/data";
import { CONTACT_CONSENT } from "../support/fixtures";
import { expect, SITE_BACKEND, submissions, test, WIDTHS } from "./fixtures";

/**
 * Issue 31's acceptance for the forms without JavaScript: Chromium with script disabled posts the built site's
 * forms through nginx (the configuration the build wrote) to the local backend's Edge Function submit-form. Needs a
 * site built by `node scripts/build-with-local-backend.ts` (see forms.e2e.ts). `E2E_LOOK=1` also saves each
 * page this visitor sees at both widths (test-results/), to look at.
 */

const NO_SCRIPT = { context: { javaScriptEnabled: false } };
const landing = readData<{ eventId: string; title: string }>("event-landings/future-of-hr.json");
const LANDING_PATH = "/events/future-of-hr";

/** Every answer the page gets, as `status METHOD path`. */
const recordAnswers = (page: Page) => {
  const answers: string[] = [];
  page.on("response", (response) =>
    answers.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`),
  );
  return answers;
};

const look = async (page: Page, name: string) => {
  if (!process.env.E2E_LOOK) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // A page reached at its fragment is loaded again at the new width, so the browser scrolls to it again.
    const url = page.url();
    if (new URL(url).hash) await page.goto("about:blank").then(() => page.goto(url));
    await page.screenshot({ path: test.info().outputPath(`${name}.${width}.png`) });
  }
};

test.describe("forms without JavaScript, through nginx and the local backend", () => {
  test.beforeAll(() => {
    if (!fs.existsSync(SITE_BACKEND)) {
      throw new Error("The site was not built for these tests: run `node scripts/build-with-local-backend.ts`");
    }
  });

  test("a contact form post stores one row and ends on /thank-you", async ({ openPage }) => {
    const page = await openPage("/contact", NO_SCRIPT);
    const answers = recordAnswers(page);
    const form = page.getByRole("form", { name: "Contact form" });
    const message = `Sent without script ${randomUUID()}`;
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await form.getByLabel("Email address").fill("ada@example.com");
    await form.getByLabel("Reason for contact").selectOption("partnership");
    await form.getByLabel("Message").fill(message);
    await form.getByLabel(/privacy policy/).check();
    await form.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL((url) => url.pathname === THANK_YOU_ROUTE);

    expect(answers).toContain(`303 POST ${FORM_ACTIONS.contact}`);
    expect(answers.filter((answer) => answer.startsWith("405 "))).toEqual([]);
    expect(submissions().contacts.filter((row) => row.message === message)).toEqual([
      expect.objectContaining({
        full_name: "Ada Lovelace",
        email_address: "ada@example.com",
        reason_for_contact: "partnership",
        [CONTACT_CONSENT]: true,
      }),
    ]);
  });

  test("a registration post stores one row and shows the confirmation on the event page", async ({ openPage }) => {
    const page = await openPage(LANDING_PATH, NO_SCRIPT);
    const answers = recordAnswers(page);
    const form = page.getByRole("form", { name: `Register for ${landing.title}` });
    const lastName = `Turing-${randomUUID().slice(0, 8)}`;
    // The confirmation waits, hidden, for a registration to come back to it.
    await expect(page.getByRole("heading", { name: REGISTRATION_SUCCESS.title })).toBeHidden();
    await form.getByLabel("First name").fill("Alan");
    await form.getByLabel("Last name").fill(lastName);
    await form.getByLabel("Email").fill(`alan.${randomUUID().slice(0, 8)}@example.com`);
    await form.getByLabel(/privacy policy/).check();
    await form.getByRole("button", { name: "Register now" }).click();
    await page.waitForURL((url) => url.pathname === LANDING_PATH && url.hash === `#${REGISTERED_ANCHOR}`);

    await expect(page.getByRole("heading", { name: REGISTRATION_SUCCESS.title })).toBeVisible();
    await expect(page.getByText(REGISTRATION_SUCCESS.text)).toBeVisible();
    // In place of the form it confirms.
    await expect(page.getByRole("form", { name: `Register for ${landing.title}` })).toBeHidden();
    await look(page, "registered");
    expect(answers).toContain(`303 POST ${FORM_ACTIONS.registration}`);
    expect(answers.filter((answer) => answer.startsWith("405 "))).toEqual([]);
    expect(submissions().registrations.filter((row) => row.last_name === lastName)).toEqual([
      expect.objectContaining({
        first_name: "Alan",
        event_id: landing.eventId,
        event_title: landing.title,
        privacy_agreed: true,
      }),
    ]);
  });

  test("a bad post shows the spec's messages with every typed value kept, and stores nothing", async ({ openPage }) => {
    const page = await openPage("/contact", NO_SCRIPT);
    const answers = recordAnswers(page);
    const form = page.getByRole("form", { name: "Contact form" });
    const message = `Kept as typed ${randomUUID()}\nover two lines`;
    // No name, and an address the browser's own check (type="email") would let through.
    await form.getByLabel("Email address").fill("ada@example");
    await form.getByLabel("Company").fill("Analytical Engines");
    await form.getByLabel("Reason for contact").selectOption("partnership");
    await form.getByLabel("Message").fill(message);
    await form.getByLabel(/privacy policy/).check();
    await form.getByRole("button", { name: "Send message" }).click();
    await page.getByText(EMAIL_INVALID_MESSAGE).waitFor();

    const again = page.getByRole("form", { name: "Contact form" });
    await expect(again.getByText(CONTACT_FIELD_MESSAGES.full_name)).toBeVisible();
    await expect(again.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(again.getByLabel("Email address")).toHaveValue("ada@example");
    // The first refused field takes focus.
    await expect(again.getByLabel("Full name")).toBeFocused();
    await expect(again.getByLabel("Company")).toHaveValue("Analytical Engines");
    await expect(again.getByLabel("Reason for contact")).toHaveValue("partnership");
    await expect(again.getByLabel("Message")).toHaveValue(message);
    await expect(again.getByLabel(/privacy policy/)).toBeChecked();
    await look(page, "refused");
    expect(answers).toContain(`422 POST ${FORM_ACTIONS.contact}`);
    expect(answers.filter((answer) => answer.startsWith("405 "))).toEqual([]);
    expect(submissions().contacts.filter((row) => row.message === message)).toEqual([]);

    // Corrected and sent again from that page, it is stored and ends on /thank-you.
    await again.getByLabel("Full name").fill("Ada Lovelace");
    await again.getByLabel("Email address").fill("ada@example.com");
    await again.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL((url) => url.pathname === THANK_YOU_ROUTE);
    expect(submissions().contacts.filter((row) => row.message === message)).toHaveLength(1);
  });
});
