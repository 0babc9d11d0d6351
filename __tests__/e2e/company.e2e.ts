import type { Page } from "@playwright/test";
import site from "../../data/site.json";
import testimonials from "../../data/testimonials.json";
import { SLIDES_PER_VIEW } from "../../src/components/testimonial-carousel/per-view";
import { readData } from "../support/data";
import { personById } from "../support/people";
import { baseUrl, exactly, expect, hydrated, islandOf, islandsHydrated, test, WIDTHS } from "./fixtures";

const ORIGIN = site.siteUrl;
const TESTIMONIALS = testimonials.items;
const faq = readData<{ questions: unknown[] }>("faq.json");
const services = readData<{ whyChooseUs: { items: unknown[] } }>("services.json");
const sponsor = readData<{ testimonials: unknown[]; benefits: { items: unknown[] } }>("sponsor.json");
const successStories = readData<{ stats: unknown[]; stories: unknown[] }>("sponsor-success-stories.json");
const about = readData<{
  testimonials: { items: { person: string; rating?: number }[] };
  hosts: { people: unknown[] };
}>("about.json");

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
      test("/faq: questions that toggle independently, Still Have Questions, summary cards, FAQPage JSON-LD", async ({
        openPage,
      }) => {
        const page = await openPage("/faq", { width });
        await expectScreen(page, {
          h1: "Frequently asked questions",
          path: "/faq",
          title: "Frequently asked questions",
        });
        const questions = page.locator("main details:has(> [id^='question-'])");
        await expect.poll(() => questions.count()).toBe(faq.questions.length);
        expect(await h2s(page)).toEqual(expect.arrayContaining(["Still Have Questions", "At a glance"]));
        await expect
          .poll(() => page.locator("main h3").allInnerTexts())
          .toEqual(expect.arrayContaining(["Interview process", "Event participation", "Publication benefits"]));
        // The booking answer (collapsed, so textContent) names both pages; the route sweep checks they link.
        await expect.poll(() => page.locator("main").textContent()).toMatch(/Live Interviews.*Event Experiences/s);
        const { actions } = readData<{ stillHaveQuestions: { actions: { label: string; href: string }[] } }>(
          "faq.json",
        ).stillHaveQuestions;
        for (const { label, href } of actions) await expect.poll(() => hrefsOf(page, exactly(label))).toEqual([href]);
        const jsonLd = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
        );
        expect(jsonLd["@type"]).toBe("FAQPage");
        expect(jsonLd.mainEntity).toHaveLength(faq.questions.length);
        expect(jsonLd.mainEntity[0]).toEqual({
          "@type": "Question",
          name: "What is Enterprise Thought Leadership?",
          acceptedAnswer: { "@type": "Answer", text: expect.stringContaining("peer-learning network") },
        });
        await openTwoCloseOne(page, "Who can take part?", "Does it cost anything to participate?");
      });

      test("/services: link to /sponsor, fixed and further accordions that open independently, why choose us, /contact", async ({
        openPage,
      }) => {
        const page = await openPage("/services", { width });
        await expectScreen(page, {
          h1: "Content and thought leadership services",
          path: "/services",
          title: "Services",
        });
        const buttons = await page.locator("main details > summary").allInnerTexts();
        expect(buttons).toEqual([
          "Content Services",
          "Thought Leadership Sponsor",
          "Content strategy and planning",
          "Content development",
          "Visual content and multimedia",
          "Digital publishing",
          "Microsites",
        ]);
        await expect.poll(() => page.locator("#content-services").count()).toBe(1);
        expect(await h2s(page)).toEqual(expect.arrayContaining(["Why choose us"]));
        await expect
          .poll(() => page.locator("section[aria-labelledby=why-choose-us] li").count())
          .toBe(services.whyChooseUs.items.length);
        await expect.poll(() => hrefsOf(page, /^Become a sponsor$/)).toEqual(["/sponsor"]);
        await expect.poll(() => hrefsOf(page, /^Contact us$/)).toEqual(["/contact"]);
        await openTwoCloseOne(page, "Content Services", "Thought Leadership Sponsor");
        await openTwoCloseOne(page, "Content development", "Microsites");
      });

      test("/sponsor: Enquire now, two logo carousels, testimonials, success stories link, benefits, packages, Start", async ({
        openPage,
      }) => {
        const page = await openPage("/sponsor", { width });
        await expectScreen(page, {
          h1: "Meet the leaders who shape your market",
          path: "/sponsor",
          title: "Become a sponsor",
        });
        for (const name of ["Our partners", "Trusted by industry leaders"]) {
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
        expect(packages).toEqual(["Interview programme", "Event experiences", "Podcast partnership"]);
        await expect.poll(() => hrefsOf(page, /Learn more/)).toEqual(["/contact", "/contact", "/contact"]);
        await expect.poll(() => hrefsOf(page, /^Enquire now$/)).toEqual(["/contact"]);
        await expect.poll(() => hrefsOf(page, /^Start the conversation$/)).toEqual(["/contact"]);
        await expect.poll(() => hrefsOf(page, /^View success stories$/)).toEqual(["/sponsor-success-stories"]);
        const ctas = await hrefsOf(page, /Enquire|Learn more|Start/);
        expect(new Set(ctas)).toEqual(new Set(["/contact"]));
      });

      test("/sponsor-success-stories: back link, four stats, ten case studies, why sponsors choose, CTAs", async ({
        openPage,
      }) => {
        const page = await openPage("/sponsor-success-stories", { width, reducedMotion: true });
        await expectScreen(page, {
          h1: "Sponsor success stories",
          path: "/sponsor-success-stories",
          title: "Sponsor success stories",
        });
        await expect.poll(() => hrefsOf(page, /Back to sponsorship/)).toEqual(["/sponsor"]);
        const stats = await statsOf(page);
        expect(Object.keys(stats)).toHaveLength(successStories.stats.length);
        expect(stats["ARR pipeline generated"]).toContain("£6M+");
        expect(stats["Sponsor satisfaction"]).toContain("85%+");
        const cards = page.locator("main article");
        await expect.poll(() => cards.count()).toBe(successStories.stories.length);
        const first = cards.first();
        await expect.poll(() => first.locator("h3").innerText()).toBe("Northwind Consulting");
        await expect.poll(() => first.innerText()).toMatch(/Rachel Whitmore[\s\S]*Chief Marketing Officer/);
        await expect.poll(() => first.innerText()).toMatch(/KEY OUTCOMES|Key outcomes/);
        await expect.poll(() => first.innerText()).toContain("Interview programme");
        await expect.poll(() => page.getByRole("heading", { name: /^Why sponsors choose/ }).count()).toBe(1);
        await expect.poll(() => hrefsOf(page, /^Contact us$/)).toEqual(["/contact"]);
        await expect.poll(() => hrefsOf(page, /^Explore sponsorship$/)).toEqual(["/sponsor"]);
      });

      test("/about: title, words, stats, story, rated testimonials with profiles, CTAs, approach, focus, hosts, vision", async ({
        openPage,
      }) => {
        const page = await openPage("/about", { width, reducedMotion: true });
        await expectScreen(page, { h1: /CONNECT\.\s+SHARE\.\s+LEARN\./, path: "/about", title: "About us" });
        const stats = await statsOf(page);
        expect(Object.keys(stats)).toEqual([
          "Senior leaders",
          "Years",
          "Industry reports",
          "Podcast episodes",
          "Participant rating",
        ]);
        expect(stats["Senior leaders"]).toContain("4,000+");
        expect(stats["Years"]).toContain("8+");
        expect(stats["Industry reports"]).toContain("75+");
        expect(stats["Podcast episodes"]).toContain("77+");
        expect(stats["Participant rating"]).toContain("88%");
        expect(await h2s(page)).toEqual(
          expect.arrayContaining([
            "Our story",
            "What participants say",
            "Our approach",
            "Our focus",
            "Meet your hosts",
            "Our vision",
            "Join our community",
          ]),
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
          .toEqual(["Challenge Forums", "Interview Programmes", "Community Building"]);
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
        await expectScreen(page, { h1: "Get in touch now", path: "/contact", title: "Contact us" });
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
        const stats = await statsOf(page);
        expect(Object.keys(stats)).toEqual(["Senior executives interviewed", "Industry reports", "Events hosted"]);
        expect(stats["Senior executives interviewed"]).toContain("4,000+");
        expect(stats["Industry reports"]).toContain("75+");
        expect(stats["Events hosted"]).toContain("100+");
        await expect
          .poll(() => page.locator("section[aria-labelledby=what-happens-next] h3").allInnerTexts())
          .toEqual(["Personal response within 24 hours", "Consultation", "Event invitations", "Community access"]);
        await expect.poll(() => page.locator("main form, main [data-form-slot=contact]").count()).toBeGreaterThan(0);
      });

      test("/thank-you: thank-you texts, Return to home, noindex", async ({ openPage }) => {
        const page = await openPage("/thank-you", { width });
        await expectScreen(page, { h1: "Thank you", path: "/thank-you", title: "Thank you" });
        const text = await page.locator("main").innerText();
        expect(text).toContain("We will be in touch");
        expect(text).toContain("Your message has been received and our team will respond within 24 hours.");
        await expect.poll(() => hrefsOf(page, /^Return to home$/)).toEqual(["/"]);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      });

      test("/privacy-notice: last updated date, every section, retention periods, address and privacy e-mail", async ({
        openPage,
      }) => {
        const page = await openPage("/privacy-notice", { width });
        await expectScreen(page, { h1: "Privacy notice", path: "/privacy-notice", title: "Privacy notice" });
        const text = await page.locator("main").innerText();
        expect(text).toContain("Last updated: 3rd October 2025");
        expect(await h2s(page)).toEqual(
          expect.arrayContaining([
            "1. Information we collect",
            "2. How we use your information",
            "3. Who we share it with",
            "4. Your approval rights",
            "5. How long we keep it",
            "6. How we protect it",
            "7. Your rights",
            "8. Contact us",
          ]),
        );
        for (const period of [
          "Poll responses: 12 months.",
          "Interview recordings and transcripts: 24 months.",
          "Headshots: 24 months.",
          "Analytics data: 24 months.",
          "while your registration is active, plus 6 months",
          "deleted within 3 months of the roundtable",
          "Published content: kept permanently unless you ask us to remove it.",
          "typically on a scale of 1 to 5",
        ]) {
          expect(text).toContain(period);
        }
        expect(text).toContain(site.postalAddress);
        await expect.poll(() => hrefsOf(page, new RegExp(site.privacyEmail))).toEqual([`mailto:${site.privacyEmail}`]);
      });

      test("home: the community testimonials section sits before the final call to action", async ({ openPage }) => {
        const page = await openPage("/", { width, reducedMotion: true });
        const order = await page.$$eval("main h2", (headings) => headings.map((h) => h.textContent));
        const testimonials = order.indexOf("What our community says");
        expect(testimonials).toBeGreaterThan(-1);
        expect(order[testimonials + 1]).toBe("Ready to join the conversation?");
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
    const contentServicesOpen = () =>
      (document.getElementById("content-services")?.closest("details") as HTMLDetailsElement | null)?.open === true;

    test("/services#content-services opens Content Services and scrolls to it", async ({ openPage }) => {
      const page = await openPage("/services#content-services", { width: 375 });
      await page.waitForFunction(contentServicesOpen);
      const top = await page.locator("#content-services").evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(300);
      await expect.poll(() => expanded(page, "Thought Leadership Sponsor")).toBe("false");
    });

    test("the header's Content Services link opens the item", async ({ openPage }) => {
      const page = await openPage("/faq", { width: 1280 });
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "Services" }).click();
      await nav.getByRole("link", { name: /Content Services/ }).click();
      await page.waitForURL(/\/services#content-services$/);
      await page.waitForFunction(contentServicesOpen);
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
      await expect.poll(() => showing(page), { timeout: 9000 }).toBe("Show testimonial 2");
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
