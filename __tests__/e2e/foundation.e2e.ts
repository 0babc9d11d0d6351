import { MOBILE_MENU_BUTTON_NAME, MOBILE_MENU_ID } from "../../src/components/layout/mobile-menu";
import { routeOf } from "../../src/routes";
import { baseUrl, exactly, expect, hydrated, islandsHydrated, test, WIDTHS } from "./fixtures";
import { readData } from "../support/data";

const home = readData<typeof import("../../data/home.json")>("home.json");

test.describe("shared layout and home", () => {
  test("resolves every header and footer link to a built page", async ({ openPage }) => {
    const page = await openPage("/");
    const hrefs = await page.$$eval("header a[href], footer a[href]", (links) =>
      links.map((link) => link.getAttribute("href") ?? ""),
    );
    const internal = [...new Set(hrefs.filter((href) => href.startsWith("/")).map(routeOf))];
    expect(internal.length).toBeGreaterThan(15);
    for (const route of internal) {
      const response = await fetch(`${baseUrl()}${route}`);
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
    }
  });

  test("serves / and /home as the same screen with the same canonical", async ({ openPage }) => {
    // Reduced motion keeps counters and rotating words still, so the two screens compare as text.
    const home = await openPage("/", { reducedMotion: true });
    const alias = await openPage("/home", { reducedMotion: true });
    const screen = (p: typeof home) => p.locator("main").innerText();
    const canonical = (p: typeof home) => p.locator('link[rel="canonical"]').getAttribute("href");
    expect(await screen(alias)).toEqual(await screen(home));
    expect(await canonical(alias)).toEqual(await canonical(home));
    expect(await canonical(home)).toMatch(/^https?:\/\/[^/]+\/$/);
  });

  test("answers unknown routes with a real 404 and a helpful page", async ({ openPage }) => {
    const response = await fetch(`${baseUrl()}/no-such-page`);
    expect(response.status).toBe(404);
    const page = await openPage("/no-such-page");
    await expect.poll(() => page.locator("h1").innerText()).toBe("Page not found");
    await expect.poll(() => page.locator("main a[href='/']").count()).toBe(1);
  });

  test("ships the real statistics in the static HTML, with no client-side data fetching", async ({ openPage }) => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toContain("4,000+");
    expect(html).toContain(home.logosTitle);
    const page = await openPage("/");
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    // The whole page read through, every island hydrated: a read any part of it would make has been made.
    await islandsHydrated(page);
    expect(requests.filter((url) => /rest\/v1|supabase|\/api\//.test(url))).toEqual([]);
  });

  for (const width of WIDTHS) {
    test(`has a home page at ${width} px with hero, sections and CTAs per spec and no horizontal scroll`, async ({
      openPage,
    }) => {
      const page = await openPage("/", { width });
      await expect.poll(() => page.locator("h1").count()).toBe(1);
      for (const heading of [home.platform.title, home.howItWorks.title, home.whyJoin.title, home.logosTitle]) {
        await expect.poll(() => page.getByRole("heading", { name: heading, level: 2 }).count()).toBe(1);
      }
      const platform = await page.$$eval("section[aria-labelledby=platform] li a", (links) =>
        links.map((link) => link.getAttribute("href")),
      );
      // The spec links the interview programmes card to /; it goes where the programmes are (docs/spec-notes.md).
      expect(platform).toEqual(home.platform.cards.map((card) => card.href));
      expect(platform).not.toContain("/");
      const ctas = await page.$$eval("main a", (links) => links.map((link) => link.getAttribute("href")));
      expect(ctas).toEqual(expect.arrayContaining(["/contact", "/interview-programmes"]));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("runs the mobile menu at 375 px: open, one group at a time, link closes and scrolls to top", async ({
    openPage,
  }) => {
    const page = await openPage("/", { width: 375 });
    await hydrated(page);
    const toggle = page.getByRole("button", { name: MOBILE_MENU_BUTTON_NAME });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const panel = page.locator(`#${MOBILE_MENU_ID}`);
    await expect(panel).toBeVisible();
    // Each group is a <details> of one exclusive set (name="mobile-menu-group"): opening one closes the other.
    const group = (name: string) =>
      panel.locator("details").filter({ has: page.locator("summary", { hasText: exactly(name) }) });
    const open = (name: string) => group(name).evaluate((details) => (details as HTMLDetailsElement).open);
    await group("Programmes").locator("summary").click();
    await group("Insights").locator("summary").click();
    await expect.poll(() => open("Programmes")).toBe(false);
    await expect.poll(() => open("Insights")).toBe(true);
    await group("Insights").locator("summary").click();
    await expect.poll(() => open("Insights")).toBe(false);
    await group("About").locator("summary").click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await panel.getByRole("link", { name: "FAQ" }).click();
    await page.waitForURL(/\/faq$/);
    await expect(panel).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("button", { name: MOBILE_MENU_BUTTON_NAME }).click();
    await expect.poll(() => open("About")).toBe(false);
  });

  test("opens desktop dropdowns from the keyboard with visible focus and closes them with Escape", async ({
    openPage,
  }) => {
    const page = await openPage("/", { width: 1280 });
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const insights = nav.getByRole("button", { name: "Insights" });
    const menu = page.locator(`#${await insights.getAttribute("popovertarget")}`);
    await insights.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveAttribute("href", "/thought-leadership");
    const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(insights).toBeFocused();
  });
});
