import { randomUUID } from "crypto";
import { expect, test } from "@playwright/test";
import { CONTACT_FIELD_MESSAGES, CONTACT_SUCCESS } from "../../src/forms/contact-schema";
import { REGISTRATION_FIELD_MESSAGES, REGISTRATION_SUCCESS } from "../../src/forms/registration-schema";
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from "../../src/forms/rules";
import { filterReports, NO_FILTERS } from "../../src/lib/report-filters";
import { eventLandingPath, THANK_YOU_ROUTE } from "../../src/routes";
import { readData } from "../support/data";
import { reportIndexOfData } from "../support/fixtures";
import { baseUrl, submissions } from "../e2e/fixtures";
import { CONTACT_FORM, fillContact, fillRegistration, REGISTRATION_FORM } from "./engine-forms";
import { ENGINES, until, useEngine, type EnginePage } from "./engine-pages";

/**
 * Issue 38: the visitor journeys beyond the header in Firefox ESR and WebKitGTK, against the built site nginx
 * serves; with the site's script, and without it where the feature is HTML (accordions, pause switches, paging).
 * Chromium runs them in __tests__/e2e (company, islands, insights, paging, forms).
 */

const faq = readData<{ questions: { question: string }[] }>("faq.json");
const landing = readData<{ slug: string }>("event-landings/future-of-hr.json");

/** The reports as the report browser indexes them, and one the first page does not show (the oldest). */
const REPORTS = reportIndexOfData();
const LATER = REPORTS[REPORTS.length - 1];

/** The page's report titles, in order, as an expression run in the page. */
const REPORT_TITLES = `Array.from(document.querySelectorAll('[data-testid="report-card"] h3'), (h) => h.textContent.trim())`;
const reportTitles = (page: EnginePage) => page.read<string[]>(`return ${REPORT_TITLES};`);

/** Waits for the island around `selector` to have hydrated (it hydrates when near the viewport). */
const hydratedAround = (page: EnginePage, selector: string) =>
  until(
    page,
    `const element = document.querySelector('${selector}');
     element.scrollIntoView({ block: "center" });
     return element.closest("[data-island]")?.dataset.hydrated === "true";`,
    `the island around ${selector} hydrated`,
  );

/** What a form's fields say when it is sent empty: each field's message, an empty address's its own. */
const emptyMessages = (messages: Record<string, string>) =>
  Object.values(messages).map((message) => (message === EMAIL_INVALID_MESSAGE ? EMAIL_REQUIRED_MESSAGE : message));

/** The text of the form the selector matches, as a visitor reads it. */
const formText = (page: EnginePage, selector: string) =>
  page.read<string>(`return document.querySelector('${selector}').innerText;`);

for (const engine of ENGINES) {
  test.describe(`journeys in ${engine}`, () => {
    const engineUnderTest = useEngine(engine, baseUrl);

    /** A page of this engine at `width`, closed after `journey`, which must leave no console error or violation. */
    const inPage = async (width: number, journey: (page: EnginePage) => Promise<void>) => {
      const page = await engineUnderTest.open({ width, height: 800 });
      try {
        await journey(page);
        expect(page.problems()).toEqual([]);
      } finally {
        await page.close();
      }
    };

    for (const script of [true, false]) {
      const site = () => engineUnderTest.site(script);
      const how = script ? "with script" : "without script";

      test(`the FAQ's accordion ${how}: each question opens and closes on its own`, async () => {
        await inPage(375, async (page) => {
          await page.goto(`${site()}/faq`);
          const open = () =>
            page.read<boolean[]>(`return Array.from(document.querySelectorAll("main details"), (d) => d.open);`);
          expect((await open()).length).toBe(faq.questions.length);
          expect(await open()).toEqual(faq.questions.map(() => false));
          await page.click("main details summary", 0);
          await page.click("main details summary", 1);
          expect((await open()).slice(0, 3)).toEqual([true, true, false]);
          await page.click("main details summary", 0);
          expect((await open()).slice(0, 2)).toEqual([false, true]);
        });
      });

      test(`the logo carousel's pause switch ${how}: switched on, the carousel stops`, async () => {
        await inPage(1280, async (page) => {
          await page.goto(`${site()}/sponsor`);
          // The first section with both a switch and something that moves by itself: the partners' logo carousel.
          const found = await page.read<boolean>(
            `const section = Array.from(document.querySelectorAll("section")).find(
               (s) => s.querySelector("[data-pause-toggle]") && s.querySelector("[data-motion]"));
             if (!section) return false;
             section.dataset.journey = "motion";
             return true;`,
          );
          expect(found).toBe(true);
          const playState = () =>
            page.read<string>(
              `return getComputedStyle(document.querySelector('[data-journey=motion] [data-motion]')).animationPlayState;`,
            );
          expect(await playState()).toBe("running");
          await page.check("[data-journey=motion] [data-pause-toggle]");
          expect(await playState()).toBe("paused");
          await page.screenshot(test.info().outputPath(`${engine}-paused-${script ? "script" : "no-script"}.png`));
        });
      });

      test(`paging ${how}: the pager's links lead from the first page of reports to the second, rel=next on this host`, async () => {
        await inPage(1280, async (page) => {
          await page.goto(`${site()}/thought-leadership`);
          const next = await page.read<string | null>(
            `return document.querySelector('link[rel="next"]')?.getAttribute("href") ?? null;`,
          );
          // Relative, so that no engine's prefetch of it leaves the host the page came from.
          expect(next).toBe("/thought-leadership/2");
          await page.submit(`main nav a[href="/thought-leadership/2"]`);
          expect(new URL(await page.url()).pathname).toBe("/thought-leadership/2");
          expect(
            await page.read<string | null>(
              `return document.querySelector('main nav a[aria-current="page"]')?.getAttribute("href") ?? null;`,
            ),
          ).toBe("/thought-leadership/2");
          expect(await reportTitles(page)).toEqual(
            REPORTS.filter((report) => report.page === 2).map((report) => report.title),
          );
        });
      });
    }

    test("the report filters: an industry chosen filters the reports and goes into the address", async () => {
      await inPage(1280, async (page) => {
        await page.goto(`${baseUrl()}/thought-leadership`);
        await hydratedAround(page, "#report-industry");
        await page.select("#report-industry", LATER.industry);
        const expected = filterReports(REPORTS, { ...NO_FILTERS, industry: LATER.industry }).map(
          (report) => report.title,
        );
        await until(
          page,
          `return JSON.stringify(${REPORT_TITLES}) === ${JSON.stringify(JSON.stringify(expected))};`,
          "the filtered reports",
        );
        expect(new URL(await page.url()).searchParams.get("industry")).toBe(LATER.industry);
      });
    });

    test("the podcast player: 'Listen now' opens that episode's player, one at a time", async () => {
      await inPage(1280, async (page) => {
        await page.goto(`${baseUrl()}/podcasts`);
        // The list hydrates on its first use: the first click is the one that opens the player.
        const button = '[data-testid="episode"] button';
        const PLAYERS = `Array.from(document.querySelectorAll("main iframe[title^='Player:']"), (frame) => frame.src)`;
        const players = () => page.read<string[]>(`return ${PLAYERS};`);
        expect(await players()).toEqual([]);
        await page.click(button, 0);
        await until(page, `return ${PLAYERS}.length === 1`, "a player");
        const [first] = await players();
        await page.click(button, 1);
        await until(
          page,
          `const players = ${PLAYERS}; return players.length === 1 && players[0] !== ${JSON.stringify(first)};`,
          "the second episode's player in place of the first",
        );
        expect(
          await page.read<(string | null)[]>(
            `return Array.from(document.querySelectorAll('${button}'), (b) => b.getAttribute("aria-expanded")).slice(0, 2);`,
          ),
        ).toEqual(["false", "true"]);
      });
    });

    test("both forms with script: an empty send shows the spec's messages and focuses the first field", async () => {
      await inPage(375, async (page) => {
        for (const { path, form, messages, first } of [
          { path: "/contact", form: CONTACT_FORM, messages: emptyMessages(CONTACT_FIELD_MESSAGES), first: "full_name" },
          {
            path: eventLandingPath(landing.slug),
            form: REGISTRATION_FORM,
            messages: emptyMessages(REGISTRATION_FIELD_MESSAGES),
            first: "first_name",
          },
        ]) {
          await page.goto(`${baseUrl()}${path}`);
          await page.click(`${form} [type=submit]`);
          await until(
            page,
            `return document.querySelector('${form}').innerText.includes(${JSON.stringify(messages.at(-1))})`,
            `the messages of ${path}'s form`,
          );
          const text = await formText(page, form);
          for (const message of messages) expect(text).toContain(message);
          expect(await page.read<string | null>(`return document.activeElement?.getAttribute("name") ?? null`)).toBe(
            first,
          );
          expect(text).not.toContain(REGISTRATION_SUCCESS.title);
        }
      });
    });

    test("both forms with script: filled in, each is sent and stored once, and says so", async () => {
      await inPage(1280, async (page) => {
        const message = `Sent from ${engine} with script ${randomUUID()}`;
        await page.goto(`${baseUrl()}/contact`);
        await fillContact(page, message);
        await page.click(`${CONTACT_FORM} [type=submit]`);
        await until(
          page,
          `return document.querySelector("main").innerText.includes(${JSON.stringify(CONTACT_SUCCESS.title)})`,
          "the contact form's thanks",
        );
        await until(page, `return location.pathname === ${JSON.stringify(THANK_YOU_ROUTE)}`, "the thank-you page");

        const lastName = `${engine}-${randomUUID().slice(0, 8)}`;
        await page.goto(`${baseUrl()}${eventLandingPath(landing.slug)}`);
        await fillRegistration(page, lastName);
        await page.click(`${REGISTRATION_FORM} [type=submit]`);
        await until(
          page,
          `return document.querySelector("main").innerText.includes(${JSON.stringify(REGISTRATION_SUCCESS.title)})`,
          "the registration's confirmation",
        );

        const stored = submissions();
        expect(stored.contacts.filter((row) => row.message === message)).toHaveLength(1);
        expect(stored.registrations.filter((row) => row.last_name === lastName)).toHaveLength(1);
      });
    });
  });
}
