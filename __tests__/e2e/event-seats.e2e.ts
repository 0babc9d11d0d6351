import { randomUUID } from "crypto";
import fs from "fs";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { REGISTRATION_REFUSALS } from "../../src/forms/submit";
import { REGISTRATION_NOTICES, WAITING_LIST_FORM } from "../../src/lib/registration-links";
import { registrationKey } from "../../src/lib/registration-key";
import { communityEventPath } from "../../src/routes";
import { eventEndsAt, eventStatus } from "../../src/lib/event-status";
import { dataCommunities, dataCommunityEvents, dataEventLanding } from "../support/data";
import { registrationRow } from "../support/fixtures";
import { postAsVisitor } from "../support/visitors";
import {
  baseUrl,
  expect,
  hydrated,
  islandsHydrated,
  seatsInDatabase,
  SITE_BACKEND,
  siteBackend,
  statFigures,
  test,
  WIDTHS,
} from "./fixtures";

/**
 * Events that keep time and count seats, in Chromium against the built site and the local backend the
 * end-to-end setup runs (build with `node scripts/build-with-local-backend.ts`). Expectations come from data/
 * and the database; the clock is the machine's, as it was for the build, except where Playwright's clock moves it.
 */

interface Community {
  slug: string;
  name: string;
  order: number;
  memberCount: number;
}
interface Event {
  community: string;
  eventId: string;
  title: string;
  startsAt: string;
  durationMinutes: number;
  registered: number;
  capacity: number;
}

const communities = dataCommunities<Community>();
const events = dataCommunityEvents<Event>();
const landing = dataEventLanding<Event>("event-landings/future-of-hr.json");

const isUpcoming = (event: Event) => eventStatus(event, new Date()) === "upcoming";
const upcomingEvents = events.filter(isUpcoming);
const upcomingCount = (slug: string) => upcomingEvents.filter((event) => event.community === slug).length;
// forms.e2e.ts registers on the first upcoming event: these tests take the last two, one each.
const [registerTarget, fillTarget] = upcomingEvents.slice(-2);

const seatsOf = (event: Event) => seatsInDatabase(registrationKey(event.community, event.eventId));

/** A registration sent as a script would, each from a client of its own and with its proof of work solved. */
const registerThroughApi = (event: Event) =>
  postAsVisitor(
    siteBackend(),
    "event_registrations",
    registrationRow({ event_id: registrationKey(event.community, event.eventId), event_title: event.title }),
  );

const heroText = (page: Page) => page.locator("main section").first().innerText();

test.describe("event seats and status", () => {
  const open = async (
    browser: Browser,
    route: string,
    context: BrowserContextOptions = {},
    prepare?: (page: Page) => Promise<unknown>,
  ) => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...context });
    const page = await ctx.newPage();
    await prepare?.(page);
    await page.goto(`${baseUrl()}${route}`, { waitUntil: "networkidle" });
    return page;
  };

  test.beforeAll(() => {
    if (!fs.existsSync(SITE_BACKEND)) {
      throw new Error("The site was not built for these tests: run `node scripts/build-with-local-backend.ts`");
    }
  });

  test("registers on an upcoming event page; after a reload 'N/M registered' has gone up by one", async ({
    browser,
  }) => {
    const before = await seatsOf(registerTarget);
    const page = await open(browser, communityEventPath(registerTarget.community, registerTarget.eventId));
    await hydrated(page);
    await page.getByText(`${before.registered}/${before.capacity} registered`).first().waitFor();

    const form = page.locator(`form#event-${registerTarget.eventId}`);
    await form.getByLabel("First name").fill("Grace");
    await form.getByLabel("Last name").fill("Hopper");
    await form.getByLabel("Email").fill(`grace.${randomUUID()}@example.com`);
    await form.getByLabel(/privacy policy/).check();
    await form.getByRole("button", { name: "Register now" }).click();
    await page.getByRole("heading", { name: "Registration Successful!" }).waitFor();

    await page.reload({ waitUntil: "networkidle" });
    await page
      .getByText(`${before.registered + 1}/${before.capacity} registered`)
      .first()
      .waitFor();
    expect(await heroText(page)).toContain(`${before.registered + 1}/${before.capacity} registered`);
  });

  test("answers the same e-mail twice as it answered the first time (no oracle)", async ({ browser }) => {
    const email = `twice.${randomUUID()}@example.com`;
    const page = await open(browser, communityEventPath(registerTarget.community, registerTarget.eventId));
    await hydrated(page);
    const form = page.locator(`form#event-${registerTarget.eventId}`);
    const send = async (address: string) => {
      await form.getByLabel("First name").fill("Ada");
      await form.getByLabel("Last name").fill("Lovelace");
      await form.getByLabel("Email").fill(address);
      await form.getByLabel(/privacy policy/).check();
      await form.getByRole("button", { name: "Register now" }).click();
    };
    await send(email);
    const confirmation = page.getByRole("heading", { name: "Registration Successful!" });
    await confirmation.waitFor();
    // The confirmation stays until the visitor moves on (issue 31): they come back to the page and try again.
    await page.reload();
    await hydrated(page);
    await send(email.toUpperCase());
    // Nobody learns from the page that the address is registered: the same confirmation (its inbox is told).
    await confirmation.waitFor();
  });

  test("once the API has filled an event, shows it full, and a page that missed that refuses a submit with the full text", async ({
    browser,
  }) => {
    const { registered, capacity } = await seatsOf(fillTarget);
    for (let seat = registered; seat < capacity; seat += 1)
      expect((await registerThroughApi(fillTarget)).status).toBe(201);
    expect((await registerThroughApi(fillTarget)).status).toBe(400);
    const route = communityEventPath(fillTarget.community, fillTarget.eventId);

    const page = await open(browser, route);
    await hydrated(page);
    // The waiting list's form in place of the registration form, which the static page holds too, hidden once the
    // live figure says the event is full.
    const waitingList = page.locator(`form#event-${fillTarget.eventId}-waiting-list`);
    await waitingList.waitFor();
    await waitingList.scrollIntoViewIfNeeded();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`waiting-list.${width}.png`) });
    }
    expect(await heroText(page)).toContain(`${capacity}/${capacity} registered`);
    await expect(page.locator("[data-form-slot=registration]")).toBeHidden();
    // Joining it takes no seat, says so, and the page's figure shows the list's length.
    await waitingList.getByLabel("First name").fill("Wendy");
    await waitingList.getByLabel("Last name").fill("Waiter");
    await waitingList.getByLabel("Email").fill(`wendy.${randomUUID()}@example.com`);
    await waitingList.getByLabel(/privacy policy/).check();
    await waitingList.getByRole("button", { name: WAITING_LIST_FORM.button }).click();
    await page.locator("[data-form-slot=waiting-list]").getByText(REGISTRATION_NOTICES.waiting.text).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`waiting-list-joined.${width}.png`) });
    }
    const { waiting } = await seatsOf(fillTarget);
    expect(waiting).toBeGreaterThan(0);
    await page.reload({ waitUntil: "networkidle" });
    await expect
      .poll(() => heroText(page))
      .toContain(`${capacity}/${capacity} registered, ${waiting} on the waiting list`);
    await page.context().close();

    // The live read fails: the built figure stays, quietly, and the form is there until the database refuses.
    const stale = await open(browser, route, {}, (target) =>
      target.context().route("**/rest/v1/rpc/event_seats**", (request) => request.abort("connectionrefused")),
    );
    await hydrated(stale);
    expect(await heroText(stale)).toContain(`${fillTarget.registered}/${fillTarget.capacity} registered`);
    await expect.poll(() => stale.getByRole("alert").count()).toBe(0);
    const form = stale.locator(`form#event-${fillTarget.eventId}`);
    await form.getByLabel("First name").fill("Late");
    await form.getByLabel("Last name").fill("Comer");
    await form.getByLabel("Email").fill(`late.${randomUUID()}@example.com`);
    await form.getByLabel(/privacy policy/).check();
    await form.getByRole("button", { name: "Register now" }).click();
    const refused = stale.getByRole("alert");
    await refused.waitFor();
    expect(await refused.innerText()).toBe(REGISTRATION_REFUSALS.EVFUL.message);
    expect(await refused.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
  });

  for (const [what, route, event] of [
    ["an event page", communityEventPath(upcomingEvents[0].community, upcomingEvents[0].eventId), upcomingEvents[0]],
    ["the landing page", "/events/future-of-hr", landing],
  ] as const) {
    test(`hides ${what}'s form once the browser's clock is past the event`, async ({ browser }) => {
      const html = await (await fetch(`${baseUrl()}${route}`)).text();
      // The static page holds the form and, hidden until the visitor's clock passes the end, the past notice.
      expect(html).toContain('data-form-slot="registration"');

      const after = new Date(eventEndsAt(event).getTime() + 60_000);
      // The static page holds the past notice hidden; the clock behaviour shows it by the browser's clock.
      const page = await open(browser, route, {}, (target) => target.clock.install({ time: after }));
      const notice = page.locator("[data-event-notice=past]");
      await notice.waitFor();
      expect(await notice.innerText()).toMatch(/^This event has taken place\. \S/);
      const community = communities.find((candidate) => candidate.slug === event.community);
      expect(await notice.getByRole("link").getAttribute("href")).toBe(
        community ? `/communities/${community.slug}#upcoming-events` : "/events",
      );
      // The static page keeps both; the visitor's clock hides what no longer holds.
      await expect(page.locator("[data-form-slot=registration]")).toBeHidden();
      await expect(page.getByRole("link", { name: "Add to calendar" })).toBeHidden();
      // Structured data is written at build time: the offer says itself until when it holds.
      const ld = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? "{}")).filter((data) => data["@type"] === "Event"),
      );
      expect(ld).toHaveLength(1);
      expect(new Date(ld[0].offers.validThrough).getTime()).toBe(eventEndsAt(event).getTime());
    });
  }

  test("shows every community's member and upcoming counts alike in the static HTML, after the live refresh and in its list of events", async ({
    browser,
  }) => {
    const cardCounts = async (page: Page) =>
      page.$$eval("section[aria-labelledby=communities] article", (cards) =>
        cards.map((card) =>
          (card as HTMLElement).innerText.match(/(\d+) contributors?[\s\S]*?(\d+) upcoming events?/)?.slice(1),
        ),
      );
    const expected = communities.map((community) => [
      String(community.memberCount),
      String(upcomingCount(community.slug)),
    ]);

    const staticPage = await open(browser, "/communities", { javaScriptEnabled: false });
    expect(await cardCounts(staticPage)).toEqual(expected);
    await staticPage.context().close();

    let liveRead = 0;
    const live = await open(browser, "/communities", { reducedMotion: "reduce" }, async (page) => {
      page.on("response", (response) => {
        if (response.url().includes("/rest/v1/rpc/community_overview") && response.ok()) liveRead += 1;
      });
    });
    // The grid is an island that hydrates, and reads the live counts, once it comes into view.
    await islandsHydrated(live);
    await expect.poll(() => liveRead).toBe(1);
    expect(await cardCounts(live)).toEqual(expected);
    await live.context().close();

    for (const community of communities) {
      const page = await open(browser, `/communities/${community.slug}`, { javaScriptEnabled: false });
      const stats = await statFigures(page);
      expect(stats.slice(0, 2)).toEqual([
        `${community.memberCount} Active Members`,
        `${upcomingCount(community.slug)} Upcoming Events`,
      ]);
      expect(await page.locator("section[aria-labelledby=upcoming-events] article").count()).toBe(
        upcomingCount(community.slug),
      );
      await page.context().close();
    }
  });
});
