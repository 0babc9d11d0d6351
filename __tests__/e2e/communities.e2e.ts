import type { Page } from "@playwright/test";
import { initialsOf } from "../../src/components/avatar/initials";
import { formatCount } from "../../src/components/counter/format-count";
import { eventStatus } from "../../src/lib/event-status";
import {
  calendarPath,
  COMMUNITY_PAGE_EVENTS,
  communityEventPath,
  communityEventsPath,
  communityPath,
} from "../../src/routes";
import {
  dataCommunities,
  dataCommunityEvents,
  dataEventLanding,
  firstUpcomingCommunityEvent,
  readData,
} from "../support/data";
import type { CommunitiesPageJson, EventsJson, Stat } from "../../src/node/types/content.generated";
import type { CommunityEntry, CommunityEventEntry, EventLandingEntry } from "../support/fixtures";
import { personById } from "../support/people";
import { baseUrl, expect, hydrated, shownText, statFigures, test } from "./fixtures";

// The pages' data as the content types declare it (src/node/types/content.generated.ts, from the one schema).
const communitiesPage = readData<CommunitiesPageJson>("communities-page.json");
/** The copy every community page shares, and every community event page. */
const { communityPage, eventPage: eventCopy } = communitiesPage;
const site = readData<{ brandName: string; contactPhone: string }>("site.json");

/** A community and an event as data/ holds them. */
type Community = CommunityEntry & { order: number; externalUrl?: string | null };
type Event = CommunityEventEntry;

const communities = dataCommunities<Community>();
const events = dataCommunityEvents<Event>();
const landing = dataEventLanding<EventLandingEntry>("event-landings/future-of-hr.json");
const eventsPage = readData<EventsJson>("events.json");
const landingCopy = eventsPage.landingPage;
/** The first community whose page is on this site (the others link to sites of their own). */
const inSite = communities.find((community) => !community.externalUrl)!;
/** An event still to come: its page offers a calendar file. */
const upcomingEvent = firstUpcomingCommunityEvent();
/** The site was built and is tested on this machine's clock: events are judged by it here too. */
const isUpcoming = (event: Event) => eventStatus(event, new Date()) === "upcoming";
const upcomingCount = (slug: string) => events.filter((event) => event.community === slug && isUpcoming(event)).length;
/** 'N/M registered' once the page has read the database, which may hold registrations other tests made. */
const liveSeats = (event: Event) => new RegExp(`\\b(\\d+)/${event.capacity} registered`);
const seatsAtLeastBuilt = (text: string, event: Event) =>
  expect(Number(liveSeats(event).exec(text)?.[1])).toBeGreaterThanOrEqual(event.registered ?? 0);

const h1 = (page: Page) => page.locator("h1").innerText();
const hrefs = (page: Page, selector: string) =>
  page.$$eval(selector, (links) => links.map((link) => link.getAttribute("href")));
const headingsH2 = (page: Page) => page.$$eval("main h2", (nodes) => nodes.map((node) => node.textContent?.trim()));
/** The page's own JSON-LD: every page also carries the site-wide Organization. */
const jsonLd = async (page: Page) =>
  (
    await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => script.textContent ?? ""),
    )
  ).filter((text) => JSON.parse(text)["@type"] !== "Organization");
const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test.describe("communities, community events, event experiences and the event landing page", () => {
  test("builds four community pages, twelve event pages, both event-experience routes and the landing page", async () => {
    expect(communities.map((community) => community.slug)).toEqual([
      "business-services",
      "hr-leadership",
      "revenue",
      "ai-transformation",
    ]);
    expect(events).toHaveLength(12);
    const routes = [
      "/communities",
      ...communities.map((community) => communityPath(community.slug)),
      ...events.map((event) => communityEventPath(event.community, event.eventId)),
      "/events",
      "/virtual-experiences",
      "/events/future-of-hr",
    ];
    for (const route of routes) {
      const response = await fetch(`${baseUrl()}${route}`);
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
    }
  });

  test.describe("/communities", () => {
    test("ships the community list in the static HTML, without a spinner", async () => {
      const html = await (await fetch(`${baseUrl()}/communities`)).text();
      for (const community of communities) {
        expect(html).toContain(community.name);
        expect(html).toContain(`${community.memberCount} contributors`);
      }
      expect(html).not.toMatch(/Loading communities|spinner/i);
    });

    test("has the hero actions, four counters, four benefits, the grid and a closing call to action", async ({
      openPage,
    }) => {
      const page = await openPage("/communities", { reducedMotion: true });
      for (const { label, href } of communitiesPage.hero.actions!)
        expect(await page.getByRole("link", { name: label }).first().getAttribute("href")).toBe(href);
      const stats = await statFigures(page);
      // The first two are counted from data/communities/ (the cards below), the others are the page's own.
      const shown = (figure: Stat) =>
        `${figure.prefix ?? ""}${formatCount(figure.value)}${figure.suffix ?? ""} ${figure.label}`;
      expect(stats).toEqual([
        shown({ ...communitiesPage.communityCount, value: communities.length }),
        shown({
          ...communitiesPage.contributorCount,
          value: communities.reduce((sum, community) => sum + community.memberCount, 0),
        }),
        ...communitiesPage.stats.map(shown),
      ]);
      const benefits = await page.$$eval("section[aria-labelledby=benefits] h3", (nodes) =>
        nodes.map((node) => node.textContent),
      );
      expect(benefits).toEqual(communitiesPage.benefits.items.map((item) => item.title));
      const cards = page.locator("#communities ~ ul article, section[aria-labelledby=communities] article");
      await expect.poll(() => cards.count()).toBe(communities.length);
      for (const [i, community] of communities.entries()) {
        const card = cards.nth(i);
        expect(await card.locator("h3").innerText()).toBe(community.name);
        const text = await card.innerText();
        expect(text).toContain(community.description);
        expect(text).toContain(`${community.memberCount} contributors`);
        expect(text).toContain(`${upcomingCount(community.slug)} upcoming event`);
        expect(text).toContain(`Who's invited: ${community.targetAudience}`);
        const link = card.getByRole("link", { name: /Explore community/ });
        expect(await link.getAttribute("href")).toBe(community.externalUrl ?? `/communities/${community.slug}`);
      }
      await expect.poll(() => page.locator("main section").last().locator("a").count()).toBeGreaterThan(0);
    });

    test("opens the two communities on external sites in a new tab, and the others in the same tab", async ({
      openPage,
    }) => {
      const page = await openPage("/communities");
      await hydrated(page);
      const external = communities.filter((community) => community.externalUrl);
      expect(external.map((community) => community.slug)).toEqual(["business-services", "hr-leadership"]);
      for (const community of external) {
        await page
          .context()
          .route(`${community.externalUrl}/**`, (route) =>
            route.fulfill({ contentType: "text/html", body: "<title>external</title>" }),
          );
        const link = page.locator("article", { hasText: community.name }).getByRole("link", { name: /Explore/ });
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toContain("noopener");
        const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
        expect(popup.url()).toBe(`${community.externalUrl}/`);
        expect(page.url()).toBe(`${baseUrl()}/communities`);
        await popup.close();
      }
      const own = page.locator("article", { hasText: inSite.name }).getByRole("link", { name: /Explore/ });
      expect(await own.getAttribute("target")).toBeNull();
      await own.click();
      await page.waitForURL(`${baseUrl()}${communityPath(inSite.slug)}`);
      // Client-side navigation updates the address before React renders the new page.
      await page.getByRole("heading", { level: 1, name: inSite.name }).waitFor();
      expect(await h1(page)).toBe(inSite.name);
    });
  });

  for (const [slug, community] of communities.map((community) => [community.slug, community] as const)) {
    test.describe(`/communities/${slug}`, () => {
      test("has hero, stats, audience, challenges, help, events, members, invitation links and the contact slot", async ({
        openPage,
      }) => {
        const page = await openPage(`/communities/${slug}`, { reducedMotion: true });
        expect(await h1(page)).toBe(community.name);
        for (const { label, href } of [communityPage.back, ...communityPage.actions])
          expect(await page.getByRole("link", { name: label }).first().getAttribute("href")).toBe(href);
        const stats = await statFigures(page);
        expect(stats).toEqual([
          `${community.memberCount} ${communityPage.members.label}`,
          `${upcomingCount(slug)} ${communityPage.upcomingEvents.label}`,
          `${communityPage.reach.text} ${communityPage.reach.label}`,
        ]);
        expect(await headingsH2(page)).toEqual(
          expect.arrayContaining([
            communityPage.audienceTitle,
            community.challenges.title,
            community.howWeHelp.title,
            communityPage.upcomingEventsSection.title,
            communityPage.pastEventsSection.title,
            communityPage.membersSection.title,
            communityPage.contactSection.title,
          ]),
        );
        expect(await page.locator("section[aria-labelledby=whos-invited]").innerText()).toContain(
          community.targetAudience,
        );
        await expect
          .poll(() => page.locator("section[aria-labelledby=challenges] li").count())
          .toBe(community.challenges.items.length);
        // The community page shows its next few events; its event list page shows them all.
        const upcoming = events
          .filter((event) => event.community === slug && isUpcoming(event))
          .slice(0, COMMUNITY_PAGE_EVENTS);
        const upcomingCards = page.locator("section[aria-labelledby=upcoming-events] article");
        await expect.poll(() => upcomingCards.count()).toBe(upcoming.length);
        for (const [i, event] of upcoming.entries()) {
          const text = await upcomingCards.nth(i).innerText();
          expect(text).toContain(event.type === "virtual" ? "Virtual" : "In-person");
          expect(text).toContain(event.date);
          expect(text).toContain(`${event.time} ${event.timezone}`);
          seatsAtLeastBuilt(text, event);
        }
        expect(await hrefs(page, "section[aria-labelledby=upcoming-events] article a")).toEqual(
          upcoming.map((event) => `/communities/${slug}/events/${event.eventId}`),
        );
        const past = page.locator("section[aria-labelledby=past-events]").getByRole("link", { name: /View results/ });
        expect(await past.getAttribute("href")).toBe(`/communities/${slug}/events/past-1`);
        // Each member with a photo and a name beside it (the photo's alt is empty: it would repeat the name).
        const members = await page.$$eval("section[aria-labelledby=members] li", (items) =>
          items.map((item) => (item.querySelector("img") ? item.querySelector("p")?.textContent : null)),
        );
        expect(members).toEqual(community.members.map((member) => personById(member).name));
        await expect
          .poll(() => page.locator("section[aria-labelledby=get-in-touch] [data-form-slot=contact]").count())
          .toBe(1);
      });

      test("shows its next and latest few events, and links the page that lists them all (also without JavaScript)", async ({
        openPage,
      }) => {
        const page = await openPage(communityPath(slug), { context: { javaScriptEnabled: false } });
        const ofCommunity = events.filter((event) => event.community === slug);
        const cards = page.locator("section[aria-labelledby=upcoming-events]").getByRole("article");
        await expect
          .poll(() => cards.count())
          .toBe(Math.min(ofCommunity.filter(isUpcoming).length, COMMUNITY_PAGE_EVENTS));
        await page.getByRole("link", { name: communityPage.allEventsLabel }).click();
        await page.waitForURL(`**${communityEventsPath(slug)}`);
        const titles = await page.getByRole("article").locator("h3").allInnerTexts();
        expect([...titles].sort()).toEqual(ofCommunity.map((event) => event.title).sort());
      });
    });
  }

  test("shows initials for member photos that fail to load", async ({ browser }) => {
    const browserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await browserContext.route(/\/static\/.*\.(jpg|webp|avif)$/, (route) => route.abort());
    const page = await browserContext.newPage();
    await page.goto(`${baseUrl()}${communityPath(inSite.slug)}`, { waitUntil: "networkidle" });
    await hydrated(page);
    await page.locator("section[aria-labelledby=members]").scrollIntoViewIfNeeded();
    await expect(page.locator("section[aria-labelledby=members] [data-testid=avatar-initials]").first()).toBeVisible();
    const initials = await page.$$eval("section[aria-labelledby=members] [data-testid=avatar-initials]", (nodes) =>
      nodes.map((node) => node.textContent),
    );
    expect(initials).toEqual(inSite.members.map((member) => initialsOf(personById(member).name)));
    await browserContext.close();
  });

  for (const [route, event] of events.map((event) => [`${event.community}/events/${event.eventId}`, event] as const)) {
    test.describe(`/communities/${route}`, () => {
      test("shows the event header, its sections by status, speakers and sponsor", async ({ openPage }) => {
        const page = await openPage(`/communities/${route}`);
        const community = communities.find((candidate) => candidate.slug === event.community);
        expect(await h1(page)).toBe(event.title);
        const back = page.getByRole("link", { name: `Back to ${community?.name}` });
        expect(await back.getAttribute("href")).toBe(`/communities/${event.community}`);
        const hero = await page.locator("main section").first().innerText();
        const eyebrow = await shownText(page.locator("main section").first().locator("p").first());
        expect(eyebrow).toBe(
          `${event.type === "virtual" ? "Virtual" : "In-person"} · ${isUpcoming(event) ? "Upcoming" : "Past event"}`,
        );
        expect(hero).toContain(event.date);
        expect(hero).toContain(`${event.time} ${event.timezone}`);
        expect(hero).toContain(event.description);
        const sections = await headingsH2(page);
        if (isUpcoming(event)) {
          seatsAtLeastBuilt(hero, event);
          expect(sections).toEqual(expect.arrayContaining([eventCopy.objectivesTitle, eventCopy.registerTitle]));
          expect(sections).not.toContain(eventCopy.outcomesTitle);
          // event-seats.e2e.ts fills one event through the API in the same run: that one offers its waiting list.
          const slot = page
            .locator("[data-form-slot=registration]:visible, [data-form-slot=waiting-list]:visible")
            .first();
          await slot.waitFor();
          expect(await slot.getAttribute("data-form-id")).toBe(
            (await slot.getAttribute("data-form-slot")) === "registration"
              ? `event-${event.eventId}`
              : `event-${event.eventId}-waiting-list`,
          );
          if (event.agenda) {
            const agenda = await page.$$eval("section[aria-labelledby=agenda] ol > li", (items) =>
              items.map((item) => item.textContent),
            );
            expect(agenda).toEqual(event.agenda.map((item, i) => `${i + 1}${item.title}${item.duration}`));
          } else {
            expect(sections).not.toContain(eventCopy.agendaTitle);
          }
        } else {
          expect(hero).not.toContain("registered");
          expect(hero).toContain("This event has taken place.");
          expect(sections).toEqual(expect.arrayContaining([eventCopy.outcomesTitle, eventCopy.keyInsightsTitle]));
          expect(sections).not.toContain(eventCopy.registerTitle);
          await expect.poll(() => page.getByRole("link", { name: "Add to calendar" }).count()).toBe(0);
        }
        if (event.speakers?.length) {
          expect(sections).toContain(eventCopy.speakersTitle);
          const speakers = await page.$$eval("section[aria-labelledby=speakers] li p:first-of-type", (nodes) =>
            nodes.map((node) => node.textContent),
          );
          expect(speakers).toEqual(event.speakers.map((speaker) => personById(speaker).name));
        }
        const sponsor = page.locator("main", { hasText: eventCopy.sponsorLabel });
        await expect.poll(() => sponsor.locator(`img[alt="${event.sponsor?.name} logo"]`).count()).toBe(1);
      });
    });
  }

  test("only lists agendas for one community", () => {
    expect([...new Set(events.filter((event) => event.agenda).map((event) => event.community))]).toEqual(["revenue"]);
  });

  test("gives events schema.org Event data, and upcoming ones an offer and a calendar file in the right time zone", async ({
    openPage,
  }) => {
    for (const event of events) {
      const route = `/communities/${event.community}/events/${event.eventId}`;
      const page = await openPage(route);
      const scripts = await jsonLd(page);
      expect(scripts).toHaveLength(1);
      const data = JSON.parse(scripts[0]);
      if (!isUpcoming(event)) {
        expect(data).toMatchObject({ "@type": "Event", name: event.title, startDate: event.startsAt });
        expect(data).not.toHaveProperty("offers");
        expect((await fetch(`${baseUrl()}${route}.ics`)).status).toBe(404);
        await page.context().close();
        continue;
      }
      expect(data.offers).toMatchObject({ "@type": "Offer", price: 0 });
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Event",
        name: event.title,
        startDate: event.startsAt,
        eventAttendanceMode:
          event.type === "virtual"
            ? "https://schema.org/OnlineEventAttendanceMode"
            : "https://schema.org/OfflineEventAttendanceMode",
        location: { "@type": event.type === "virtual" ? "VirtualLocation" : "Place" },
        organizer: { "@type": "Organization" },
      });
      const calendar = page.getByRole("link", { name: "Add to calendar" });
      expect(await calendar.getAttribute("href")).toBe(`${route}.ics`);
      const response = await fetch(`${baseUrl()}${route}.ics`);
      expect(response.status).toBe(200);
      const ics = await response.text();
      const utc = new Date(event.startsAt)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics).toContain(`\r\nDTSTART:${utc}\r\n`);
      // One page per event: close each as the loop moves on (the openPage fixture closes what a failure leaves open).
      await page.context().close();
    }
  });

  test("fetches the calendar file from the link instead of routing to it as a page", async ({ openPage }) => {
    const page = await openPage(upcomingEvent.path);
    await hydrated(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith(calendarPath(upcomingEvent.path))),
      page.getByRole("link", { name: "Add to calendar" }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/text\/calendar/);
    // Gatsby may prefetch linked pages meanwhile; what matters is that the file itself is not routed as a page.
    expect(requests.filter((url) => url.includes("page-data") && url.includes(`${upcomingEvent.eventId}.ics`))).toEqual(
      [],
    );
  });

  for (const route of ["/events", "/virtual-experiences"]) {
    test(`shows the Event experiences screen at ${route}, canonical /events`, async ({ openPage }) => {
      const page = await openPage(route, { reducedMotion: true });
      expect(await h1(page)).toBe(eventsPage.title);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/^https?:\/\/[^/]+\/events$/);
      const steps = await page.$$eval("section[aria-labelledby=process] li h3", (nodes) =>
        nodes.map((node) => node.textContent),
      );
      expect(steps).toEqual(eventsPage.process.items.map((item) => item.title));
      const formats = await page.locator("section[aria-labelledby=formats]").innerText();
      for (const fact of eventsPage.formats.items.flatMap((item) => [item.title, ...item.points]))
        expect(formats).toContain(fact);
      const value = await page.locator("section[aria-labelledby=value]").innerText();
      for (const { title } of eventsPage.value.items) expect(value).toContain(title);
      expect(await headingsH2(page)).toEqual(
        expect.arrayContaining([eventsPage.access.title, eventsPage.postEvent.title, eventsPage.communities.title]),
      );
      await expect
        .poll(() => page.locator("section[aria-labelledby=benefits] li").count())
        .toBe(eventsPage.benefits.items.length);
      expect(await hrefs(page, "section[aria-labelledby=find-events] a")).toEqual(
        communities.map((community) => communityPath(community.slug)),
      );
      const labels = await page.$$eval("section[aria-labelledby=find-events] a", (links) =>
        links.map((link) => link.textContent),
      );
      labels.forEach((label) => expect(label).toContain(eventsPage.communities.linkLabel));
      expect(await hrefs(page, "main > section:last-of-type a, main section:last-child a")).toContain("/contact");
    });
  }

  test("renders the future-of-hr landing page from its JSON", async ({ openPage }) => {
    const page = await openPage("/events/future-of-hr");
    expect(await h1(page)).toBe(landing.title);
    const hero = page.locator("main section").first();
    const heroText = await hero.innerText();
    expect(heroText).toContain(landing.subtitle);
    expect(heroText).toContain(landing.date);
    expect(heroText).toContain(`${landing.time} ${landing.timezone}`);
    expect(await hero.locator('[data-fact="globe"]').innerText()).toBe("Virtual");
    await expect.poll(() => hero.locator("img").count()).toBe(1);
    const banner = page.getByRole("complementary", { name: "Event organisers" });
    expect(await banner.innerText()).toContain(`Moderated by ${site.brandName} in partnership with`);
    // The sponsor is linked when the landing gives a link, plain text otherwise (the spec's 'linked if a link is
    // given').
    expect(await banner.innerText()).toContain(landing.sponsorName);
    const sponsorLink = banner.getByRole("link", { name: landing.sponsorName! });
    if (landing.sponsorLink) {
      expect(await sponsorLink.getAttribute("href")).toBe(landing.sponsorLink);
      expect(await sponsorLink.getAttribute("target")).toBe("_blank");
    } else await expect(sponsorLink).toHaveCount(0);
    const about = page.locator("section[aria-labelledby=about]");
    await expect.poll(() => about.locator("p").count()).toBe(landing.aboutMarkdown.trim().split(/\n\s*\n/).length);
    // What the file marks **bold**, shown bold.
    expect(await about.locator("strong").allInnerTexts()).toEqual(
      [...landing.aboutMarkdown.matchAll(/\*\*(.+?)\*\*/g)].map(([, bold]) => bold),
    );
    expect(await about.innerText()).not.toContain("**");
    expect(await headingsH2(page)).toEqual([
      landingCopy.aboutTitle,
      landingCopy.takeawaysTitle,
      landingCopy.registerTitle,
      landingCopy.participantsTitle,
      landingCopy.whyAttendTitle,
      landingCopy.audienceTitle,
      landingCopy.howItWorksTitle,
      landingCopy.moderatorTitle,
      landingCopy.contactTitle,
    ]);
    const slot = page.locator("section[aria-labelledby=register] [data-form-slot=registration]");
    expect(await slot.getAttribute("data-form-id")).toBe("future-hr-reg");
    expect(await slot.getAttribute("data-event-id")).toBe("future-of-hr");
    await expect
      .poll(() => page.locator("section[aria-labelledby=participants] li").count())
      .toBe(landing.participants?.length ?? 0);
    await expect
      .poll(() => page.locator("section[aria-labelledby=how-it-works] ol > li").count())
      .toBe(landing.howItWorks.length);
    expect(await page.locator("section[aria-labelledby=moderator]").innerText()).toContain(
      personById(landing.moderator).name,
    );
    expect(await hrefs(page, "section[aria-labelledby=more-information] a")).toEqual([
      `tel:${site.contactPhone.replace(/[^+\d]/g, "")}`,
      `mailto:${landing.contactEmail}`,
    ]);
    const [data] = (await jsonLd(page)).map((text) => JSON.parse(text));
    expect(data).toMatchObject({
      "@type": "Event",
      name: landing.title,
      startDate: landing.startsAt,
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation" },
      offers: { availability: "https://schema.org/InStock" },
    });
    const ics = await (await fetch(`${baseUrl()}/events/future-of-hr.ics`)).text();
    const utc = new Date(landing.startsAt).toISOString().replace(/[-:]|\.\d{3}/g, "");
    expect(ics).toContain(`\r\nDTSTART:${utc}\r\n`);
  });

  for (const [route, title, message, back] of [
    ["/communities/nope", "Community Not Found", "The community you're looking for doesn't exist.", "/communities"],
    [
      communityEventPath(inSite.slug, "nope"),
      "Event Not Found",
      "The event you're looking for doesn't exist.",
      communityPath(inSite.slug),
    ],
  ]) {
    test(`answers ${route} with status 404 and says what is missing`, async ({ openPage }) => {
      const response = await fetch(`${baseUrl()}${route}`);
      expect(response.status).toBe(404);
      const page = await openPage(route);
      await hydrated(page);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(await page.locator("main").innerText()).toContain(message);
      expect(await hrefs(page, "main a")).toEqual([back]);
    });
  }

  for (const route of [
    "/communities",
    communityPath(inSite.slug),
    upcomingEvent.path,
    "/events",
    "/events/future-of-hr",
  ]) {
    test(`fits ${route} into 360 px without horizontal scrolling`, async ({ openPage }) => {
      const page = await openPage(route, { width: 360 });
      await noHorizontalScroll(page);
    });
  }
});
