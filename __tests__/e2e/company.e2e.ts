import type { Page } from "@playwright/test";
import { formatCount } from "../../src/components/counter/format-count";
import { SLIDES_PER_VIEW } from "../../src/components/testimonial-carousel/per-view";
import { markdownLitePlainText } from "../../src/lib/markdown-lite";
import { fillPeriods } from "../../src/lib/retention-periods";
import type {
  AboutJson,
  Action,
  ContactJson,
  FaqJson,
  HomeJson,
  PrivacyNoticeJson,
  ServicesJson,
  SponsorJson,
  SponsorSuccessStoriesJson,
  Stat,
  ThankYouJson,
} from "../../src/node/types/content.generated";
import { readData } from "../support/data";
import { personById } from "../support/people";
import { baseUrl, exactly, expect, hydrated, islandOf, islandsHydrated, test, WIDTHS } from "./fixtures";

const site = readData<typeof import("../../data/site.json")>("site.json");
const testimonials = readData<typeof import("../../data/testimonials.json")>("testimonials.json");

const ORIGIN = site.siteUrl;
const TESTIMONIALS = testimonials.items;
// The pages' data as the content types declare it (src/node/types/content.generated.ts, from the one schema).
const faq = readData<FaqJson>("faq.json");
const services = readData<ServicesJson>("services.json");
const sponsor = readData<SponsorJson>("sponsor.json");
const successStories = readData<SponsorSuccessStoriesJson>("sponsor-success-stories.json");
const about = readData<AboutJson>("about.json");
const contact = readData<ContactJson>("contact.json");
const thankYou = readData<ThankYouJson>("thank-you.json");
const privacyNotice = readData<PrivacyNoticeJson>("privacy-notice.json");
const home = readData<HomeJson>("home.json");
/** The fixed service /services opens by its anchor, and the service beside it. */
const [contentServices, sponsorService] = services.main;
const CONTENT_SERVICES = `/services#${contentServices.slug}`;

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href");
const mainHrefs = (page: Page) =>
  page.$$eval("main a[href]", (links) => links.map((link) => link.getAttribute("href") ?? ""));
/** Targets of the links in main whose visible text matches. */
const hrefsOf = (page: Page, text: RegExp) =>
  page
    .locator("main a")
    .filter({ hasText: text })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
const h2s = (page: Page) => page.locator("main h2").allInnerTexts();
/** Stat tiles as label -> shown figure (the figure's text also holds a hidden sizer copy, hence `toContain`). */
const statsOf = (page: Page) =>
  page.$$eval("main dl > div", (tiles) =>
    Object.fromEntries(
      tiles.map((tile) => [
        (tile.querySelector("dt") as HTMLElement).innerText.trim(),
        (tile.querySelector("dd") as HTMLElement).innerText.trim(),
      ]),
    ),
  );
/** A stat tile's figure as the page writes it, e.g. '£6M+'. */
const shownFigure = ({ prefix, value, suffix }: Stat) => `${prefix ?? ""}${formatCount(value)}${suffix ?? ""}`;
/** The tiles show every figure of `figures`, labelled, in order. */
async function expectStats(page: Page, figures: readonly Stat[]) {
  const stats = await statsOf(page);
  expect(Object.keys(stats)).toEqual(figures.map((figure) => figure.label));
  for (const figure of figures) expect(stats[figure.label]).toContain(shownFigure(figure));
}
/** Each link in main labelled by an action goes where the action says, and is the only one so labelled. */
async function expectActions(page: Page, actions: readonly Action[]) {
  for (const { label, href } of actions) await expect.poll(() => hrefsOf(page, exactly(label))).toEqual([href]);
}
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Checks what every company screen shares: one h1, the canonical link, no sideways scrolling. */
async function expectScreen(page: Page, { h1, path, title }: { h1: RegExp | string; path: string; title?: string }) {
  await expect.poll(() => page.locator("h1").count()).toBe(1);
  const heading = await page.locator("h1").innerText();
  if (typeof h1 === "string") expect(heading).toBe(h1);
  else expect(heading).toMatch(h1);
  await expect.poll(() => canonical(page)).toBe(`${ORIGIN}${path}`);
  if (title) await expect.poll(() => page.title()).toBe(`${title} | ${site.brandName}`);
  await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
}

/** An accordion item in main (a native `<details>`), by its summary's text. */
const accordionItem = (page: Page, name: string) =>
  page.locator("main details").filter({ has: page.locator("summary", { hasText: exactly(name) }) });
const accordionButton = (page: Page, name: string) => accordionItem(page, name).locator("summary");
const expanded = (page: Page, name: string) =>
  accordionItem(page, name).evaluate((details) => String((details as HTMLDetailsElement).open));
const panelVisible = (page: Page, name: string) => accordionItem(page, name).locator(":scope > div").isVisible();

/** Opens two items, closes the first: the second must stay open. */
async function openTwoCloseOne(page: Page, first: string, second: string) {
  await expect.poll(() => expanded(page, first)).toBe("false");
  await expect.poll(() => panelVisible(page, first)).toBe(false);
  await accordionButton(page, first).click();
  await accordionButton(page, second).click();
  await expect.poll(() => expanded(page, first)).toBe("true");
  await expect.poll(() => expanded(page, second)).toBe("true");
  await expect.poll(() => panelVisible(page, first)).toBe(true);
  await expect.poll(() => panelVisible(page, second)).toBe(true);
  await accordionButton(page, first).click();
  await expect.poll(() => expanded(page, first)).toBe("false");
  await expect.poll(() => panelVisible(page, first)).toBe(false);
  await expect.poll(() => expanded(page, second)).toBe("true");
  await expect.poll(() => panelVisible(page, second)).toBe(true);
}

test.describe("company and sponsor pages", () => {
  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test("/faq: questions that toggle independently, still have questions, summary cards, FAQPage JSON-LD", async ({
        openPage,
      }) => {
        const page = await openPage("/faq", { width });
        await expectScreen(page, { h1: faq.hero.title, path: "/faq", title: faq.title });
        const questions = page.locator("main details:has(> [id^='question-'])");
        await expect.poll(() => questions.count()).toBe(faq.questions.length);
        expect(await h2s(page)).toEqual(expect.arrayContaining([faq.stillHaveQuestions.title, faq.summary.title]));
        await expect
          .poll(() => page.locator("main h3").allInnerTexts())
          .toEqual(expect.arrayContaining(faq.summary.items.map((item) => item.title)));
        // The booking answer (collapsed, so textContent) names both pages; the route sweep checks they link.
        await expect.poll(() => page.locator("main").textContent()).toMatch(/Live Interviews.*Event Experiences/s);
        await expectActions(page, faq.stillHaveQuestions.actions);
        const jsonLd = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
        );
        expect(jsonLd["@type"]).toBe("FAQPage");
        // Search engines get the answers as plain text: links reduced to their labels.
        expect(jsonLd.mainEntity).toEqual(
          faq.questions.map(({ question, answer }) => ({
            "@type": "Question",
            name: question,
            acceptedAnswer: { "@type": "Answer", text: markdownLitePlainText(answer) },
          })),
        );
        await openTwoCloseOne(page, faq.questions[1].question, faq.questions[2].question);
      });

      test("/services: link to /sponsor, fixed and further accordions that open independently, why choose us, /contact", async ({
        openPage,
      }) => {
        const page = await openPage("/services", { width });
        await expectScreen(page, { h1: services.hero.title, path: "/services", title: services.title });
        const buttons = await page.locator("main details > summary").allInnerTexts();
        expect(buttons).toEqual([...services.main, ...services.more].map((service) => service.title));
        await expect.poll(() => page.locator(`#${contentServices.slug}`).count()).toBe(1);
        expect(await h2s(page)).toEqual(expect.arrayContaining([services.whyChooseUs.title]));
        await expect
          .poll(() => page.locator("section[aria-labelledby=why-choose-us] li").count())
          .toBe(services.whyChooseUs.items.length);
        await expectActions(page, [...services.hero.actions!, ...services.cta.actions]);
        await openTwoCloseOne(page, contentServices.title, sponsorService.title);
        await openTwoCloseOne(page, services.more[1].title, services.more[services.more.length - 1].title);
      });

      test("/sponsor: Enquire now, two logo carousels, testimonials, success stories link, benefits, packages, Start", async ({
        openPage,
      }) => {
        const page = await openPage("/sponsor", { width });
        await expectScreen(page, { h1: sponsor.hero.title, path: "/sponsor", title: sponsor.title });
        for (const name of [sponsor.partnersTitle, sponsor.moreLogosTitle]) {
          const logos = page.getByRole("list", { name }).locator("li");
          await expect.poll(() => logos.count()).toBeGreaterThanOrEqual(10);
        }
        await expect
          .poll(() => page.locator("section[aria-labelledby=sponsor-testimonials] figure").count())
          .toBe(sponsor.testimonials.length);
        await expect
          .poll(() => page.locator("section[aria-labelledby=sponsor-benefits] li").count())
          .toBe(sponsor.benefits.items.length);
        const packages = await page.locator("section[aria-labelledby=sponsor-packages] li h3").allInnerTexts();
        expect(packages).toEqual(sponsor.packages.items.map((item) => item.title));
        await expect
          .poll(() => hrefsOf(page, new RegExp(sponsor.packages.linkLabel)))
          .toEqual(sponsor.packages.items.map((item) => item.href));
        await expectActions(page, [...sponsor.hero.actions!, ...sponsor.cta.actions, sponsor.successStories]);
      });

      test("/sponsor-success-stories: back link, four stats, ten case studies, why sponsors choose, CTAs", async ({
        openPage,
      }) => {
        const page = await openPage("/sponsor-success-stories", { width, reducedMotion: true });
        await expectScreen(page, {
          h1: successStories.hero.title,
          path: "/sponsor-success-stories",
          title: successStories.title,
        });
        await expectActions(page, [successStories.backLink, ...successStories.cta.actions]);
        await expectStats(page, successStories.stats);
        const cards = page.locator("main article");
        await expect.poll(() => cards.count()).toBe(successStories.stories.length);
        const first = cards.first();
        const story = successStories.stories[0];
        const spokesperson = personById(story.spokesperson);
        await expect.poll(() => first.locator("h3").innerText()).toBe(spokesperson.company);
        await expect.poll(() => first.innerText()).toContain(spokesperson.name);
        await expect.poll(() => first.innerText()).toContain(spokesperson.title);
        await expect.poll(() => first.innerText()).toMatch(/KEY OUTCOMES|Key outcomes/);
        await expect.poll(() => first.innerText()).toContain(story.category);
        await expect
          .poll(() => page.getByRole("heading", { name: exactly(successStories.whyChoose.title) }).count())
          .toBe(1);
      });

      test("/about: title, words, stats, story, rated testimonials with profiles, CTAs, approach, focus, hosts, vision", async ({
        openPage,
      }) => {
        const page = await openPage("/about", { width, reducedMotion: true });
        await expectScreen(page, { h1: /CONNECT\.\s+SHARE\.\s+LEARN\./, path: "/about", title: about.title });
        await expectStats(page, about.stats);
        expect(await h2s(page)).toEqual(
          expect.arrayContaining(
            [about.story, about.testimonials, about.approach, about.focus, about.hosts, about.vision, about.cta].map(
              (section) => section.title,
            ),
          ),
        );
        const testimonials = page.locator("section[aria-labelledby=what-participants-say] figure");
        await expect.poll(() => testimonials.count()).toBe(about.testimonials.items.length);
        await expect
          .poll(() => testimonials.getByText(/^Rated \d+\/10$/).count())
          .toBe(about.testimonials.items.filter((item) => item.rating).length);
        const profiles = testimonials.locator("a[target=_blank]");
        await expect
          .poll(() => profiles.count())
          .toBe(about.testimonials.items.filter((item) => personById(item.person).profileUrl).length);
        await expect
          .poll(() =>
            profiles.evaluateAll((links) => links.every((link) => /^https:\/\//.test(link.getAttribute("href") ?? ""))),
          )
          .toBe(true);
        await expect
          .poll(() => page.locator("section[aria-labelledby=our-approach] h3").allInnerTexts())
          .toEqual(about.approach.items.map((item) => item.title));
        await expect
          .poll(() => page.locator("section[aria-labelledby=meet-your-hosts] article").count())
          .toBe(about.hosts.people.length);
        const hrefs = await mainHrefs(page);
        expect(hrefs).toEqual(expect.arrayContaining(["/communities", "/events", "/podcasts", "/contact", "/sponsor"]));
      });

      test("/contact: title, hero, tel/mailto/network links, stats, what happens next, form, privacy links", async ({
        openPage,
      }) => {
        const page = await openPage("/contact", { width, reducedMotion: true });
        await expectScreen(page, { h1: contact.hero.title, path: "/contact", title: contact.title });
        const hrefs = await mainHrefs(page);
        expect(hrefs).toEqual(
          expect.arrayContaining([
            `tel:${site.contactPhone.replace(/[^+\d]/g, "")}`,
            `mailto:${site.contactEmail}`,
            site.professionalNetworkUrl,
            "/privacy-notice",
          ]),
        );
        // One privacy link: /privacy shows the same page, and two links side by side to it confused (issue 21).
        expect(hrefs).not.toContain("/privacy");
        await expectStats(page, contact.stats);
        await expect
          .poll(() => page.locator("section[aria-labelledby=what-happens-next] h3").allInnerTexts())
          .toEqual(contact.nextSteps.items.map((item) => item.title));
        await expect.poll(() => page.locator("main form, main [data-form-slot=contact]").count()).toBeGreaterThan(0);
      });

      test("/thank-you: thank-you texts, Return to home, noindex", async ({ openPage }) => {
        const page = await openPage("/thank-you", { width });
        await expectScreen(page, { h1: thankYou.heading, path: "/thank-you", title: thankYou.title });
        const text = await page.locator("main").innerText();
        expect(text).toContain(thankYou.subheading);
        expect(text).toContain(thankYou.text);
        await expectActions(page, [thankYou.action]);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      });

      test("/privacy-notice: last updated date, every section, retention periods, address and privacy e-mail", async ({
        openPage,
      }) => {
        const page = await openPage("/privacy-notice", { width });
        await expectScreen(page, {
          h1: privacyNotice.heading,
          path: "/privacy-notice",
          title: privacyNotice.title,
        });
        const text = await page.locator("main").innerText();
        expect(text).toContain(`Last updated: ${privacyNotice.lastUpdated}`);
        expect(await h2s(page)).toEqual(
          expect.arrayContaining(privacyNotice.sections.map((section, i) => `${i + 1}. ${section.title}`)),
        );
        // Every list item, the retention periods written out where the file names them ('{registrations}').
        for (const item of privacyNotice.sections.flatMap((section) => section.items ?? []))
          expect(text).toContain(fillPeriods(item, { ...privacyNotice.retentionPeriods }));
        expect(text).not.toMatch(/\{\w+\}/);
        expect(text).toContain(site.postalAddress);
        await expect.poll(() => hrefsOf(page, new RegExp(site.privacyEmail))).toEqual([`mailto:${site.privacyEmail}`]);
      });

      test("home: the community testimonials section sits before the final call to action", async ({ openPage }) => {
        const page = await openPage("/", { width, reducedMotion: true });
        const order = await page.$$eval("main h2", (headings) => headings.map((h) => h.textContent));
        const testimonialsAt = order.indexOf(testimonials.title);
        expect(testimonialsAt).toBeGreaterThan(-1);
        expect(order[testimonialsAt + 1]).toBe(home.cta.title);
        await expect.poll(() => page.locator("main [aria-roledescription=slide]").count()).toBe(TESTIMONIALS.length);
      });
    });
  }

  test.describe("alias routes", () => {
    for (const [alias, primary] of [
      ["/get-started", "/contact"],
      ["/privacy", "/privacy-notice"],
    ]) {
      test(`${alias} shows the ${primary} screen with ${primary} as canonical`, async ({ openPage }) => {
        const one = await openPage(primary, { reducedMotion: true });
        const other = await openPage(alias, { reducedMotion: true });
        await expect.poll(() => other.locator("main").innerText()).toBe(await one.locator("main").innerText());
        await expect.poll(() => other.title()).toBe(await one.title());
        await expect.poll(() => canonical(other)).toBe(`${ORIGIN}${primary}`);
      });
    }
  });

  test.describe("services anchor", () => {
    /** Whether the item the anchor names is open. */
    const isOpen = (page: Page, slug: string) =>
      page.waitForFunction(
        (id) => (document.getElementById(id)?.closest("details") as HTMLDetailsElement | null)?.open === true,
        slug,
      );

    test(`${CONTENT_SERVICES} opens ${contentServices.title} and scrolls to it`, async ({ openPage }) => {
      const page = await openPage(CONTENT_SERVICES, { width: 375 });
      await isOpen(page, contentServices.slug);
      const top = await page.locator(`#${contentServices.slug}`).evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(300);
      await expect.poll(() => expanded(page, sponsorService.title)).toBe("false");
    });

    test(`the header's ${contentServices.title} link opens the item`, async ({ openPage }) => {
      const page = await openPage("/faq", { width: 1280 });
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "Services" }).click();
      await nav.getByRole("link", { name: new RegExp(contentServices.title) }).click();
      await page.waitForURL((url) => `${url.pathname}${url.hash}` === CONTENT_SERVICES);
      await isOpen(page, contentServices.slug);
    });
  });

  test.describe("community testimonials carousel on the home page", () => {
    const carousel = (page: Page) => page.getByRole("region", { name: "Testimonials", exact: true });
    const currentDot = (page: Page) =>
      carousel(page)
        .getByRole("button", { name: /^Show testimonial/ })
        .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute("aria-current") === "true"));
    /** Slides whose box lies inside the carousel's viewport: what a visitor actually sees. */
    const onScreen = (page: Page) =>
      carousel(page).evaluate((region) => {
        const viewport = region.firstElementChild as HTMLElement;
        const box = viewport.getBoundingClientRect();
        return [...region.querySelectorAll("[aria-roledescription=slide]")]
          .filter((slide) => {
            const r = slide.getBoundingClientRect();
            return r.left >= box.left - 1 && r.right <= box.right + 1;
          })
          .map((slide) => slide.getAttribute("aria-label"));
      });
    /** The testimonial the carousel shows first, by its dot. */
    const showing = (page: Page) =>
      page.evaluate(() =>
        document.querySelector("[aria-roledescription=carousel] [aria-current=true]")?.getAttribute("aria-label"),
      );

    for (const [width, perView] of [
      [1280, SLIDES_PER_VIEW.wide],
      [800, SLIDES_PER_VIEW.narrow],
    ]) {
      test(`at ${width} px shows ${perView} testimonials per view and a dot per position`, async ({ openPage }) => {
        const page = await openPage("/", { width });
        await hydrated(page);
        await carousel(page).scrollIntoViewIfNeeded();
        await carousel(page).hover();
        await expect.poll(async () => (await onScreen(page)).length).toBe(perView);
        const dots = carousel(page).getByRole("button", { name: /^Show testimonial/ });
        await expect.poll(() => dots.count()).toBe(TESTIMONIALS.length - perView + 1);
      });
    }

    test("advances by itself after 5 s", async ({ openPage }) => {
      const page = await openPage("/", { width: 1280 });
      await islandsHydrated(page);
      await page.mouse.move(0, 0);
      await expect.poll(() => currentDot(page)).toBe(0);
      const started = Date.now();
      await expect.poll(() => showing(page)).toBe("Show testimonial 2");
      expect(Date.now() - started).toBeGreaterThan(2500);
      await expect.poll(() => onScreen(page)).toEqual(["2 of 5", "3 of 5", "4 of 5"]);
    });

    test("pauses while hovered", async ({ openPage }) => {
      // The carousel's timers run on Playwright's clock, so 6.5 s hovered pass at once instead of being waited for.
      const page = await openPage("/", { width: 1280, prepare: (context) => context.clock.install() });
      await carousel(page).scrollIntoViewIfNeeded();
      await carousel(page).hover();
      // The clock replaces `performance` and with it the page's hydration mark: the carousel's own island says.
      await expect(islandOf(carousel(page))).toHaveAttribute("data-hydrated", "true");
      await expect.poll(() => currentDot(page)).toBe(0);
      await page.clock.runFor(6500);
      expect(await currentDot(page)).toBe(0);
      await page.mouse.move(0, 0);
      await page.clock.runFor(6500);
      await expect.poll(() => showing(page)).toBe("Show testimonial 2");
    });

    test("moves to the slide a dot names, and the buttons wrap", async ({ openPage }) => {
      const page = await openPage("/", { width: 800 });
      await hydrated(page);
      await carousel(page).scrollIntoViewIfNeeded();
      await carousel(page).getByRole("button", { name: "Show testimonial 4" }).click();
      await expect.poll(() => currentDot(page)).toBe(3);
      await expect.poll(() => onScreen(page)).toEqual(["4 of 5"]);
      await carousel(page).getByRole("button", { name: "Next testimonials" }).click();
      await carousel(page).getByRole("button", { name: "Next testimonials" }).click();
      await expect.poll(() => currentDot(page)).toBe(0);
      await expect.poll(() => onScreen(page)).toEqual(["1 of 5"]);
      await carousel(page).getByRole("button", { name: "Previous testimonials" }).click();
      await expect.poll(() => currentDot(page)).toBe(4);
    });
  });

  test("serves every company route", async () => {
    for (const route of [
      "/faq",
      "/services",
      "/sponsor",
      "/sponsor-success-stories",
      "/about",
      "/contact",
      "/get-started",
      "/thank-you",
      "/privacy-notice",
      "/privacy",
    ]) {
      const response = await fetch(`${baseUrl()}${route}`);
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
    }
  });
});
