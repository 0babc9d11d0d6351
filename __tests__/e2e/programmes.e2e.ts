import path from "path";
import type { Page } from "@playwright/test";
import { CLOSED_NOTICE, REGISTER_INTEREST } from "../../src/components/programme/booking-actions";
import { dataFiles, readData } from "../support/data";
import type { ProgrammeEntry } from "../support/fixtures";
import { personById } from "../support/people";
import { baseUrl, expect, hydrated, test, WIDTHS } from "./fixtures";
import { SPEC_PROGRAMME_ROUTES } from "../support/spec";

/** A programme as data/programmes/ holds it. */
type Programme = ProgrammeEntry & { order: number; status: "open" | "closed" };

const INDEX = readData<{
  hero: { title: string; actions: { label: string; href: string }[] };
  gridLinkLabel: string;
  /** Headings every programme page shares. */
  programmePage: Record<string, string>;
}>("interview-programmes.json");
const COPY = INDEX.programmePage;
const PROGRAMMES = dataFiles("programmes")
  .map((file) => readData<Programme>(file))
  .sort((a, b) => a.order - b.order);
const programmeOf = (slug: string) => PROGRAMMES.find((programme) => programme.slug === slug) as Programme;
const sidesOf = (programme: Programme, side: string) => programme.flywheel.filter((item) => item.type === side).length;

/** Badge text and colour (tokens $color-danger and $color-success) per status. */
const BADGES = {
  closed: { text: "Interviews Closed", color: "rgb(185, 28, 28)" },
  open: { text: "Interviews Open", color: "rgb(21, 128, 61)" },
};

const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}"]`);

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Booking links seen per programme, to prove each programme has its own. */
const bookingLinksSeen = new Map<string, string[]>();

test.describe("interview programme pages", () => {
  test("covers the eleven programmes of the spec", () => {
    expect(PROGRAMMES.map((programme) => `/${programme.slug}`)).toEqual(SPEC_PROGRAMME_ROUTES);
  });

  for (const [slug, programme] of PROGRAMMES.map((programme) => [programme.slug, programme] as const)) {
    test.describe(`/${slug}`, () => {
      for (const width of WIDTHS) {
        test(`shows every section of the spec at ${width} px`, async ({ openPage }) => {
          const page = await openPage(`/${slug}`, { width });

          expect(await page.title()).toContain(programme.shortTitle);
          expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(programme.description);
          expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
            new RegExp(`^https?://[^/]+/${slug}$`),
          );

          const badge = page.locator("main [data-status]");
          expect(await badge.innerText()).toBe(BADGES[programme.status].text);
          expect(await badge.getAttribute("class")).toMatch(new RegExp(`(^|[^a-z])${programme.status}([^a-z]|$)`));
          expect(await badge.evaluate((el) => getComputedStyle(el).color)).toBe(BADGES[programme.status].color);

          const h1 = page.locator("h1");
          await expect.poll(() => h1.count()).toBe(1);
          expect(await h1.innerText()).toContain(programme.title);
          expect((await h1.innerText()).toLowerCase()).toContain(programme.headingVariant.toLowerCase());

          const briefing = page.getByRole("link", { name: /^Book 15 min briefing call/ });
          const interview = page.getByRole("link", { name: /^Book 30 min interview/ });
          const bookingHrefs = [programme.booking.briefingCall, programme.booking.interview];
          if (programme.status === "open") {
            for (const [link, href] of [
              [briefing, programme.booking.briefingCall],
              [interview, programme.booking.interview],
            ] as const) {
              expect(await link.isVisible()).toBe(true);
              expect(await link.getAttribute("href")).toBe(href);
              expect(await link.getAttribute("target")).toBe("_blank");
              expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
            }
            await expect.poll(() => page.getByText(CLOSED_NOTICE, { exact: true }).count()).toBe(0);
          } else {
            // No booking link at all, under any label: the closed notice and REGISTER_INTEREST replace them.
            await expect.poll(() => briefing.count()).toBe(0);
            await expect.poll(() => interview.count()).toBe(0);
            const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
            expect(hrefs.filter((href) => bookingHrefs.includes(href ?? ""))).toEqual([]);
            expect(await page.getByText(CLOSED_NOTICE, { exact: true }).isVisible()).toBe(true);
            const register = page.locator("main").getByRole("link", { name: REGISTER_INTEREST.label, exact: true });
            expect(await register.getAttribute("href")).toBe(REGISTER_INTEREST.href);
          }
          const links = [programme.booking.briefingCall, programme.booking.interview];
          expect(new Set(links).size).toBe(2);
          for (const [other, seen] of bookingLinksSeen) {
            if (other !== slug) expect(seen.filter((href) => links.includes(href))).toEqual([]);
          }
          bookingLinksSeen.set(slug, links);

          const flywheel = page.locator("svg[role=img][data-testid=flywheel]");
          expect(await flywheel.getAttribute("viewBox")).toBe("0 0 600 600");
          await expect
            .poll(() => flywheel.locator("g[data-side=participant]").count())
            .toBe(sidesOf(programme, "participant"));
          await expect.poll(() => flywheel.locator("g[data-side=sponsor]").count()).toBe(sidesOf(programme, "sponsor"));
          expect(await page.getByText("Participant value", { exact: true }).isVisible()).toBe(true);
          expect(await page.getByText("Sponsor value", { exact: true }).isVisible()).toBe(true);

          await expect
            .poll(() => section(page, "overview").getByRole("heading", { name: COPY.overviewTitle }).count())
            .toBe(1);

          const questions = section(page, "questions").locator("ol > li");
          await expect.poll(() => questions.count()).toBe(programme.questions.length);
          const numbers = await questions.evaluateAll((items) =>
            items.map((item) => item.textContent?.match(/^\d+/)?.[0]),
          );
          expect(numbers).toEqual(programme.questions.map((_, i) => String(i + 1)));

          const steps = section(page, "process").locator("ol > li");
          await expect.poll(() => steps.count()).toBe(programme.process.length);
          expect(await steps.first().innerText()).toMatch(/15 min/);

          await expect
            .poll(() => section(page, "requirements").locator("ul > li").count())
            .toBe(programme.requirements.length);
          const note = page.getByRole("heading", { name: COPY.additionalOpportunitiesTitle });
          await expect.poll(() => note.count()).toBe(slug === "ai-transformation" ? 1 : 0);

          const sponsor = section(page, "sponsor");
          await expect.poll(() => sponsor.getByRole("heading", { name: COPY.sponsorTitle }).count()).toBe(1);
          expect(await sponsor.innerText()).toContain(programme.sponsor.blurb[0]);
          await expect.poll(() => sponsor.getByRole("img", { name: programme.sponsor.name }).count()).toBe(1);

          const participants = section(page, "participants");
          if (programme.participants.length === 0) {
            await expect.poll(() => participants.count()).toBe(0);
            await expect.poll(() => page.getByRole("heading", { name: "Participants", exact: true }).count()).toBe(0);
          } else {
            const cards = participants.locator("li a");
            await expect.poll(() => cards.count()).toBe(programme.participants.length);
            expect(
              await cards.evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.getAttribute("target")])),
            ).toEqual(programme.participants.map((person) => [person.href, "_blank"]));
          }

          expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
        });
      }
    });
  }

  test("loads the processed participant photos", async ({ openPage }) => {
    const page = await openPage("/finance-professional");
    const photos = section(page, "participants").locator("img");
    await photos.last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('section[aria-labelledby="participants"] img')].every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );
    await expect.poll(() => photos.count()).toBe(programmeOf("finance-professional").participants.length);
  });

  // A tall viewport loads the photo at once, so it fails before React hydrates; a short one only once scrolled to.
  for (const [when, width, height] of [
    ["before hydration", 1280, 8000],
    ["after hydration", 375, 800],
  ] as const) {
    test(`shows a circle with initials when a participant photo fails to load ${when}`, async ({ browser }) => {
      const programme = PROGRAMMES.find((p) => p.slug === "archives-to-assets") as Programme;
      const person = personById(programme.participants[0].person);
      const file = path.basename(person.photo ?? "", path.extname(person.photo ?? ""));
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.route(new RegExp(`/${file}\\.[a-z]+$`), (route) => route.abort());
      await page.goto(`${baseUrl()}/${programme.slug}`, { waitUntil: "networkidle" });
      await hydrated(page);
      const card = section(page, "participants").locator("li").first();
      await card.scrollIntoViewIfNeeded();
      const initials = card.getByTestId("avatar-initials");
      await initials.waitFor();
      const words = person.name.split(" ");
      expect(await initials.innerText()).toBe(`${words[0][0]}${words[words.length - 1][0]}`);
      // The name is written beside the circle, so the initials are hidden from screen readers, like an empty alt.
      expect(await initials.getAttribute("aria-hidden")).toBe("true");
      expect(await card.innerText()).toContain(person.name);
      expect(await initials.evaluate((el) => getComputedStyle(el).borderRadius)).toBe("50%");
      await expect
        // The failed photo stays in the page, hidden behind its stand-in.
        .poll(() => section(page, "participants").locator("img:visible").count())
        .toBe(programme.participants.length - 1);
    });
  }
});

test.describe("/interview-programmes", () => {
  for (const width of WIDTHS) {
    test(`lists the eleven programmes in the spec's order at ${width} px`, async ({ openPage }) => {
      const page = await openPage("/interview-programmes", { width });
      expect(await page.locator("h1").innerText()).toBe(INDEX.hero.title);
      expect(await page.locator("main").innerText()).toMatch(/invitation only/i);
      for (const { label, href } of INDEX.hero.actions)
        expect(await page.getByRole("link", { name: label }).getAttribute("href")).toBe(href);
      const cards = section(page, "programmes").locator("li");
      await expect.poll(() => cards.count()).toBe(SPEC_PROGRAMME_ROUTES.length);
      const shown = await cards.evaluateAll(
        (items, linkLabel) =>
          items.map((item) => ({
            href: item.querySelector("a")?.getAttribute("href"),
            icon: Boolean(item.querySelector("svg")),
            title: item.querySelector("h3")?.textContent,
            more: item.textContent?.trim().endsWith(linkLabel),
          })),
        INDEX.gridLinkLabel,
      );
      expect(shown).toEqual(
        PROGRAMMES.map((programme) => ({ href: `/${programme.slug}`, icon: true, title: programme.title, more: true })),
      );
      expect(shown.map((card) => card.href)).toEqual(SPEC_PROGRAMME_ROUTES);
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    });
  }

  test("opens a programme page from its card", async ({ openPage }) => {
    const programme = programmeOf("finance-professional");
    const page = await openPage("/interview-programmes");
    await hydrated(page);
    await section(page, "programmes").getByRole("link", { name: programme.title }).click();
    await page.waitForURL((url) => url.pathname === `/${programme.slug}`);
    await page.getByRole("heading", { level: 1, name: programme.title }).waitFor();
  });
});

test.describe("the flywheel", () => {
  /** Space, in the flywheel's own units (a 600-unit square), between a label and any other label or marker. */
  const CLEARANCE = 4;

  // Boxes in the SVG's own units: the drawing scales as a whole, so what is clear at one width is clear at all.
  for (const route of PROGRAMMES.map((programme) => `/${programme.slug}`)) {
    test(`${route}: every label clear of the other labels, of every marker and of the hub`, async ({ openPage }) => {
      const page = await openPage(route, { width: 1280 });
      const overlaps = await page.locator("svg[data-testid=flywheel]").evaluate((svg, gap) => {
        const items = Array.from(svg.querySelectorAll("g[data-side]"));
        const labels = items.map((item) => ({
          name: Array.from(item.querySelectorAll("tspan"), (line) => line.textContent).join(" "),
          box: item.querySelector("text")!.getBBox(),
        }));
        const markers = items.map((item, i) => ({
          name: labels[i].name,
          box: (item.firstElementChild as SVGGraphicsElement).getBBox(),
        }));
        // getBBox gives an SVGRect: x, y, width and height only.
        const apart = (a: DOMRect, b: DOMRect) =>
          a.x + a.width + gap <= b.x ||
          b.x + b.width + gap <= a.x ||
          a.y + a.height + gap <= b.y ||
          b.y + b.height + gap <= a.y;
        // The hub is the second circle drawn straight on the SVG, after the dashed ring.
        const hub = svg.querySelectorAll(":scope > circle")[1];
        const [cx, cy, r] = ["cx", "cy", "r"].map((name) => Number(hub.getAttribute(name)));
        const clearOfHub = (a: DOMRect) =>
          Math.hypot(Math.max(a.x - cx, 0, cx - a.x - a.width), Math.max(a.y - cy, 0, cy - a.y - a.height)) >= r + gap;
        return labels.flatMap((label, i) => [
          ...(clearOfHub(label.box) ? [] : [`${label.name} / the hub`]),
          ...labels.filter((other, j) => j > i && !apart(label.box, other.box)).map((o) => `${label.name} / ${o.name}`),
          ...markers
            .filter((marker) => !apart(label.box, marker.box))
            .map((marker) => `${label.name} / the marker of ${marker.name}`),
        ]);
      }, CLEARANCE);
      expect({ route, overlaps }).toEqual({ route, overlaps: [] });
    });
  }
});
