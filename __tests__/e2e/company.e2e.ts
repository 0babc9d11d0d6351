import type { Page } from "playwright-core";
import site from "../../data/site.json";
import testimonials from "../../data/testimonials.json";
import { SLIDES_PER_VIEW } from "../../src/components/testimonial-carousel/per-view";
import { readData } from "../support/data";
import { personById } from "../support/people";
import { baseUrl, hydrated, islandsHydrated, openPage, poll, useBrowser, WIDTHS } from "./harness";

const ORIGIN = site.siteUrl;
const TESTIMONIALS = testimonials.items;
const faq = readData<{ questions: unknown[] }>("faq.json");
const services = readData<{ whyChooseUs: { items: unknown[] } }>("services.json");
const sponsor = readData<{ testimonials: unknown[]; benefits: { items: unknown[] } }>("sponsor.json");
const successStories = readData<{ stats: unknown[]; stories: unknown[] }>("success-stories.json");
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
  await poll(() => page.locator("h1").count()).toBe(1);
  const heading = await page.locator("h1").innerText();
  if (typeof h1 === "string") expect(heading).toBe(h1);
  else expect(heading).toMatch(h1);
  await expect(canonical(page)).resolves.toBe(`${ORIGIN}${path}`);
  if (title) await expect(page.title()).resolves.toBe(`${title} | ${site.brandName}`);
  await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
}

/** Accordion buttons in main, by accessible name. */
const accordionButton = (page: Page, name: string) => page.locator("main").getByRole("button", { name, exact: true });
const expanded = (page: Page, name: string) => accordionButton(page, name).getAttribute("aria-expanded");
const panelVisible = async (page: Page, name: string) => {
  const id = await accordionButton(page, name).getAttribute("aria-controls");
  return page.locator(`[id="${id}"]`).isVisible();
};

/** Opens two items, closes the first: the second must stay open. */
async function openTwoCloseOne(page: Page, first: string, second: string) {
  await hydrated(page);
  await expect(expanded(page, first)).resolves.toBe("false");
  await expect(panelVisible(page, first)).resolves.toBe(false);
  await accordionButton(page, first).click();
  await accordionButton(page, second).click();
  await expect(expanded(page, first)).resolves.toBe("true");
  await expect(expanded(page, second)).resolves.toBe("true");
  await expect(panelVisible(page, first)).resolves.toBe(true);
  await expect(panelVisible(page, second)).resolves.toBe(true);
  await accordionButton(page, first).click();
  await expect(expanded(page, first)).resolves.toBe("false");
  await expect(panelVisible(page, first)).resolves.toBe(false);
  await expect(expanded(page, second)).resolves.toBe("true");
  await expect(panelVisible(page, second)).resolves.toBe(true);
}

describe("company and sponsor pages", () => {
  const browser = useBrowser();

  for (const width of WIDTHS) {
    describe(`at ${width} px`, () => {
      it("/faq: questions that toggle independently, Still Have Questions, summary cards, FAQPage JSON-LD", async () => {
        const page = await openPage(browser(), "/faq", { width });
        await expectScreen(page, {
          h1: "Frequently asked questions",
          path: "/faq",
          title: "Frequently asked questions",
        });
        const questions = page.locator("main [aria-controls^='question-']");
        await poll(() => questions.count()).toBe(faq.questions.length);
        expect(await h2s(page)).toEqual(expect.arrayContaining(["Still Have Questions", "At a glance"]));
        await expect(page.locator("main h3").allInnerTexts()).resolves.toEqual(
          expect.arrayContaining(["Interview process", "Event participation", "Publication benefits"]),
        );
        // The booking answer (collapsed, so textContent) names both pages; the route sweep checks they link.
        await expect(page.locator("main").textContent()).resolves.toMatch(/Live Interviews.*Event Experiences/s);
        await expect(hrefsOf(page, /^Contact us$/)).resolves.toEqual(["/contact"]);
        await expect(hrefsOf(page, /^View Events$/)).resolves.toEqual(["/virtual-experiences"]);
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

      it("/services: link to /sponsor, fixed and further accordions that open independently, why choose us, /contact", async () => {
        const page = await openPage(browser(), "/services", { width });
        // The accordions hydrate, and become buttons, once seen.
        await islandsHydrated(page);
        await expectScreen(page, {
          h1: "Content and thought leadership services",
          path: "/services",
          title: "Services",
        });
        const buttons = await page.locator("main button[aria-expanded]").allInnerTexts();
        expect(buttons).toEqual([
          "Content Services",
          "Thought Leadership Sponsor",
          "Content strategy and planning",
          "Content development",
          "Visual content and multimedia",
          "Digital publishing",
          "Microsites",
        ]);
        await poll(() => page.locator("#content-services").count()).toBe(1);
        expect(await h2s(page)).toEqual(expect.arrayContaining(["Why choose us"]));
        await poll(() => page.locator("section[aria-labelledby=why-choose-us] li").count()).toBe(
          services.whyChooseUs.items.length,
        );
        await expect(hrefsOf(page, /^Become a sponsor$/)).resolves.toEqual(["/sponsor"]);
        await expect(hrefsOf(page, /^Contact us$/)).resolves.toEqual(["/contact"]);
        await openTwoCloseOne(page, "Content Services", "Thought Leadership Sponsor");
        await openTwoCloseOne(page, "Content development", "Microsites");
      });

      it("/sponsor: Enquire now, two logo carousels, testimonials, success stories link, benefits, packages, Start", async () => {
        const page = await openPage(browser(), "/sponsor", { width });
        await expectScreen(page, {
          h1: "Meet the leaders who shape your market",
          path: "/sponsor",
          title: "Become a sponsor",
        });
        for (const name of ["Our partners", "Trusted by industry leaders"]) {
          const logos = page.getByRole("list", { name }).locator("li");
          await poll(() => logos.count()).toBeGreaterThanOrEqual(10);
        }
        await poll(() => page.locator("section[aria-labelledby=sponsor-testimonials] figure").count()).toBe(
          sponsor.testimonials.length,
        );
        await poll(() => page.locator("section[aria-labelledby=sponsor-benefits] li").count()).toBe(
          sponsor.benefits.items.length,
        );
        const packages = await page.locator("section[aria-labelledby=sponsor-packages] li h3").allInnerTexts();
        expect(packages).toEqual(["Interview programme", "Event experiences", "Podcast partnership"]);
        await expect(hrefsOf(page, /Learn more/)).resolves.toEqual(["/contact", "/contact", "/contact"]);
        await expect(hrefsOf(page, /^Enquire now$/)).resolves.toEqual(["/contact"]);
        await expect(hrefsOf(page, /^Start the conversation$/)).resolves.toEqual(["/contact"]);
        await expect(hrefsOf(page, /^View success stories$/)).resolves.toEqual(["/sponsor-success-stories"]);
        const ctas = await hrefsOf(page, /Enquire|Learn more|Start/);
        expect(new Set(ctas)).toEqual(new Set(["/contact"]));
      });

      it("/sponsor-success-stories: back link, four stats, ten case studies, why sponsors choose, CTAs", async () => {
        const page = await openPage(browser(), "/sponsor-success-stories", { width, reducedMotion: true });
        await expectScreen(page, {
          h1: "Sponsor success stories",
          path: "/sponsor-success-stories",
          title: "Sponsor success stories",
        });
        await expect(hrefsOf(page, /Back to sponsorship/)).resolves.toEqual(["/sponsor"]);
        const stats = await statsOf(page);
        expect(Object.keys(stats)).toHaveLength(successStories.stats.length);
        expect(stats["ARR pipeline generated"]).toContain("£6M+");
        expect(stats["Sponsor satisfaction"]).toContain("85%+");
        const cards = page.locator("main article");
        await poll(() => cards.count()).toBe(successStories.stories.length);
        const first = cards.first();
        await expect(first.locator("h3").innerText()).resolves.toBe("Northwind Consulting");
        await expect(first.innerText()).resolves.toMatch(/Rachel Whitmore[\s\S]*Chief Marketing Officer/);
        await expect(first.innerText()).resolves.toMatch(/KEY OUTCOMES|Key outcomes/);
        await expect(first.innerText()).resolves.toContain("Interview programme");
        await poll(() => page.getByRole("heading", { name: /^Why sponsors choose/ }).count()).toBe(1);
        await expect(hrefsOf(page, /^Contact us$/)).resolves.toEqual(["/contact"]);
        await expect(hrefsOf(page, /^Explore sponsorship$/)).resolves.toEqual(["/sponsor"]);
      });

      it("/about: title, words, stats, story, rated testimonials with profiles, CTAs, approach, focus, hosts, vision", async () => {
        const page = await openPage(browser(), "/about", { width, reducedMotion: true });
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
        await poll(() => testimonials.count()).toBe(about.testimonials.items.length);
        await poll(() => testimonials.getByText(/^Rated \d+\/10$/).count()).toBe(
          about.testimonials.items.filter((item) => item.rating).length,
        );
        const profiles = testimonials.locator("a[target=_blank]");
        await poll(() => profiles.count()).toBe(
          about.testimonials.items.filter((item) => personById(item.person).profileUrl).length,
        );
        await expect(
          profiles.evaluateAll((links) => links.every((link) => /^https:\/\//.test(link.getAttribute("href") ?? ""))),
        ).resolves.toBe(true);
        await expect(page.locator("section[aria-labelledby=our-approach] h3").allInnerTexts()).resolves.toEqual([
          "Challenge Forums",
          "Interview Programmes",
          "Community Building",
        ]);
        await poll(() => page.locator("section[aria-labelledby=meet-your-hosts] article").count()).toBe(
          about.hosts.people.length,
        );
        const hrefs = await mainHrefs(page);
        expect(hrefs).toEqual(expect.arrayContaining(["/communities", "/events", "/podcasts", "/contact", "/sponsor"]));
      });

      it("/contact: title, hero, tel/mailto/network links, stats, what happens next, form, privacy links", async () => {
        const page = await openPage(browser(), "/contact", { width, reducedMotion: true });
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
        await expect(page.locator("section[aria-labelledby=what-happens-next] h3").allInnerTexts()).resolves.toEqual([
          "Personal response within 24 hours",
          "Consultation",
          "Event invitations",
          "Community access",
        ]);
        await poll(() => page.locator("main form, main [data-form-slot=contact]").count()).toBeGreaterThan(0);
      });

      it("/thank-you: thank-you texts, Return to home, noindex", async () => {
        const page = await openPage(browser(), "/thank-you", { width });
        await expectScreen(page, { h1: "Thank you", path: "/thank-you", title: "Thank you" });
        const text = await page.locator("main").innerText();
        expect(text).toContain("We will be in touch");
        expect(text).toContain("Your message has been received and our team will respond within 24 hours.");
        await expect(hrefsOf(page, /^Return to home$/)).resolves.toEqual(["/"]);
        await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
      });

      it("/privacy-notice: last updated date, every section, retention periods, address and privacy e-mail", async () => {
        const page = await openPage(browser(), "/privacy-notice", { width });
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
        await expect(hrefsOf(page, new RegExp(site.privacyEmail))).resolves.toEqual([`mailto:${site.privacyEmail}`]);
      });

      it("home: the community testimonials section sits before the final call to action", async () => {
        const page = await openPage(browser(), "/", { width, reducedMotion: true });
        const order = await page.$$eval("main h2", (headings) => headings.map((h) => h.textContent));
        const testimonials = order.indexOf("What our community says");
        expect(testimonials).toBeGreaterThan(-1);
        expect(order[testimonials + 1]).toBe("Ready to join the conversation?");
        await poll(() => page.locator("main [aria-roledescription=slide]").count()).toBe(TESTIMONIALS.length);
      });
    });
  }

  describe("alias routes", () => {
    for (const [alias, primary] of [
      ["/get-started", "/contact"],
      ["/privacy", "/privacy-notice"],
    ]) {
      it(`${alias} shows the ${primary} screen with ${primary} as canonical`, async () => {
        const one = await openPage(browser(), primary, { reducedMotion: true });
        const other = await openPage(browser(), alias, { reducedMotion: true });
        await expect(other.locator("main").innerText()).resolves.toBe(await one.locator("main").innerText());
        await expect(other.title()).resolves.toBe(await one.title());
        await expect(canonical(other)).resolves.toBe(`${ORIGIN}${primary}`);
      });
    }
  });

  describe("services anchor", () => {
    it("/services#content-services opens Content Services and scrolls to it", async () => {
      const page = await openPage(browser(), "/services#content-services", { width: 375 });
      await hydrated(page);
      await page.waitForFunction(
        () => document.getElementById("content-services-button")?.getAttribute("aria-expanded") === "true",
      );
      const top = await page.locator("#content-services").evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(300);
      await expect(expanded(page, "Thought Leadership Sponsor")).resolves.toBe("false");
    });

    it("the header's Content Services link opens the item after client-side navigation", async () => {
      const page = await openPage(browser(), "/faq", { width: 1280 });
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "Services" }).click();
      await nav.getByRole("link", { name: /Content Services/ }).click();
      await page.waitForURL(/\/services#content-services$/);
      await page.waitForFunction(
        () => document.getElementById("content-services-button")?.getAttribute("aria-expanded") === "true",
      );
    });
  });

  describe("community testimonials carousel on the home page", () => {
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
    const settle = (page: Page) => page.waitForTimeout(700);

    it.each([
      [1280, SLIDES_PER_VIEW.wide],
      [800, SLIDES_PER_VIEW.narrow],
    ])("at %i px shows %i testimonials per view and a dot per position", async (width, perView) => {
      const page = await openPage(browser(), "/", { width });
      await hydrated(page);
      await carousel(page).scrollIntoViewIfNeeded();
      await carousel(page).hover();
      await poll(async () => (await onScreen(page)).length).toBe(perView);
      const dots = carousel(page).getByRole("button", { name: /^Show testimonial/ });
      await poll(() => dots.count()).toBe(TESTIMONIALS.length - perView + 1);
    });

    it("advances by itself after 5 s", async () => {
      const page = await openPage(browser(), "/", { width: 1280 });
      await islandsHydrated(page);
      await page.mouse.move(0, 0);
      await expect(currentDot(page)).resolves.toBe(0);
      const started = Date.now();
      await page.waitForFunction(
        () =>
          document.querySelector("[aria-roledescription=carousel] [aria-current=true]")?.getAttribute("aria-label") ===
          "Show testimonial 2",
        undefined,
        { timeout: 9000, polling: 100 },
      );
      expect(Date.now() - started).toBeGreaterThan(2500);
      await settle(page);
      await expect(onScreen(page)).resolves.toEqual(["2 of 5", "3 of 5", "4 of 5"]);
    });

    it("pauses while hovered", async () => {
      const page = await openPage(browser(), "/", { width: 1280 });
      await hydrated(page);
      await carousel(page).scrollIntoViewIfNeeded();
      await carousel(page).hover();
      await expect(currentDot(page)).resolves.toBe(0);
      await page.waitForTimeout(6500);
      await expect(currentDot(page)).resolves.toBe(0);
      await page.mouse.move(0, 0);
      await page.waitForFunction(
        () =>
          document.querySelector("[aria-roledescription=carousel] [aria-current=true]")?.getAttribute("aria-label") ===
          "Show testimonial 2",
        undefined,
        { timeout: 9000, polling: 100 },
      );
    });

    it("moves to the slide a dot names, and the buttons wrap", async () => {
      const page = await openPage(browser(), "/", { width: 800 });
      await hydrated(page);
      await carousel(page).scrollIntoViewIfNeeded();
      await carousel(page).getByRole("button", { name: "Show testimonial 4" }).click();
      await expect(currentDot(page)).resolves.toBe(3);
      await settle(page);
      await expect(onScreen(page)).resolves.toEqual(["4 of 5"]);
      await carousel(page).getByRole("button", { name: "Next testimonials" }).click();
      await carousel(page).getByRole("button", { name: "Next testimonials" }).click();
      await expect(currentDot(page)).resolves.toBe(0);
      await settle(page);
      await expect(onScreen(page)).resolves.toEqual(["1 of 5"]);
      await carousel(page).getByRole("button", { name: "Previous testimonials" }).click();
      await expect(currentDot(page)).resolves.toBe(4);
    });
  });

  it("serves every company route", async () => {
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
