import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { EPISODES_PAGE_SIZE } from "../../src/routes";
import { episodeNodes } from "../support/fixtures";
import { baseUrl, hydrated, openPage, poll, useBrowser } from "./harness";

const open = async (
  browser: Parameters<typeof openPage>[0],
  path: string,
  options: Parameters<typeof openPage>[2] = {},
) => {
  const page = await openPage(browser, path, options);
  await hydrated(page);
  return page;
};

const episodePlayers = (page: Page) => page.locator('iframe[src*="/embed/episode/"]');
const reportTitles = (page: Page) => page.locator('[data-testid="report-card"] h3').allInnerTexts();

describe("podcasts", () => {
  const browser = useBrowser();

  it("loads an episode's player only when asked, one at a time, closed by the same button", async () => {
    const page = await open(browser(), "/podcasts");
    const episodeRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/embed/episode/")) episodeRequests.push(request.url());
    });
    const episodes = page.getByTestId("episode");
    await poll(() => episodes.count()).toBe(Math.min(EPISODES_PAGE_SIZE, episodeNodes().length));
    await poll(() => episodePlayers(page).count()).toBe(0);

    // Each episode has one button; its name changes from 'Listen now' to 'Close player'.
    const toggle = (index: number) => episodes.nth(index).getByRole("button");
    expect(await toggle(0).innerText()).toMatch(/^Listen now/);

    await toggle(0).click();
    await poll(() => episodePlayers(page).count()).toBe(1);
    expect(await toggle(0).getAttribute("aria-expanded")).toBe("true");
    const firstSrc = await episodePlayers(page).getAttribute("src");
    expect(episodeRequests).toEqual([firstSrc]);

    await toggle(1).click();
    await poll(() => episodePlayers(page).count()).toBe(1);
    expect(await episodePlayers(page).getAttribute("src")).not.toBe(firstSrc);
    expect(await toggle(0).getAttribute("aria-expanded")).toBe("false");
    expect(await toggle(1).getAttribute("aria-expanded")).toBe("true");

    expect(await toggle(1).innerText()).toMatch(/^Close player/);
    await toggle(1).click();
    await poll(() => episodePlayers(page).count()).toBe(0);
    expect(await toggle(1).getAttribute("aria-expanded")).toBe("false");
  });

  it("lists recent episodes with long US dates and whole minutes, under a lazy 352 px show player", async () => {
    const page = await open(browser(), "/podcasts");
    const first = await page.getByTestId("episode").first().innerText();
    expect(first).toMatch(/October 14, 2025 · 47 min/);
    const show = page.locator('iframe[src*="/embed/show/"]');
    expect(await show.getAttribute("loading")).toBe("lazy");
    expect(await show.getAttribute("title")).toBeTruthy();
    expect((await show.boundingBox())?.height).toBe(352);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/^https?:\/\/[^/]+\/podcasts$/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain("77+ episodes");
  });

  it("plays the muted hero loop, but not for visitors who prefer reduced motion", async () => {
    const moving = await open(browser(), "/podcasts");
    await moving.waitForFunction(() => !(document.querySelector("video") as HTMLVideoElement).paused);
    expect(await moving.locator("video").evaluate((video: HTMLVideoElement) => video.muted && video.loop)).toBe(true);
    await moving.context().close();

    const still = await open(browser(), "/podcasts", { reducedMotion: true });
    await still.waitForTimeout(500);
    expect(await still.locator("video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  });
});

describe("featured contributors", () => {
  const browser = useBrowser();

  it("lays cards out in three columns on large screens and one on phones", async () => {
    const tops = async (page: Page) =>
      page
        .getByRole("article")
        .evaluateAll((cards) => cards.slice(0, 4).map((card) => card.getBoundingClientRect().top));
    const wide = await open(browser(), "/featured-contributors", { width: 1280 });
    const [a, b, c, d] = await tops(wide);
    expect([b, c]).toEqual([a, a]);
    expect(d).toBeGreaterThan(a);
    await wide.context().close();

    const narrow = await open(browser(), "/featured-contributors", { width: 375 });
    const [x, y] = await tops(narrow);
    expect(y).toBeGreaterThan(x);
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

describe("thought leadership reports", () => {
  const browser = useBrowser();

  it("carries every report newest first in the static HTML", async () => {
    const html = await (await fetch(`${baseUrl()}/thought-leadership`)).text();
    expect(html.match(/data-testid="report-card"/g)).toHaveLength(13);
    const page = await open(browser(), "/thought-leadership");
    const titles = await reportTitles(page);
    expect(titles[0]).toBe("AI transformation at scale among global service providers");
    expect(titles[titles.length - 1]).toBe("Our network in 2024: themes from a year of conversations");
    await poll(() => page.locator("#latest-reports").count()).toBe(1);
  });

  it("filters, searches, shows chips, clears, and keeps the state in the URL", async () => {
    const page = await open(browser(), "/thought-leadership");
    await page.getByLabel("Industry").selectOption("Marketing & Sales");
    expect(await reportTitles(page)).toEqual([
      "Beyond MQLs: reframing success in B2B marketing",
      "What sales really needs from marketing in 2025",
    ]);
    expect(new URL(page.url()).searchParams.get("industry")).toBe("Marketing & Sales");
    const chips = page.getByRole("list", { name: "Active filters" });
    expect(await chips.getByRole("button").allTextContents()).toEqual(["Industry: Marketing & Sales (remove filter)"]);

    await page.getByRole("searchbox", { name: "Search reports" }).fill("MQL");
    expect(await reportTitles(page)).toEqual(["Beyond MQLs: reframing success in B2B marketing"]);
    await poll(() => chips.getByRole("button").count()).toBe(2);

    await page.reload({ waitUntil: "networkidle" });
    await hydrated(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="report-card"]').length === 1);
    expect(await page.getByLabel("Industry").inputValue()).toBe("Marketing & Sales");
    expect(await page.getByRole("searchbox", { name: "Search reports" }).inputValue()).toBe("MQL");

    await page.getByRole("button", { name: "Clear filters" }).click();
    expect(await reportTitles(page)).toHaveLength(13);
    expect(new URL(page.url()).search).toBe("");
    await poll(() => page.getByRole("button", { name: "Clear filters" }).count()).toBe(0);
  });

  it("opens a shared filtered link with the filters applied, and shows the empty state when nothing matches", async () => {
    const page = await open(browser(), "/thought-leadership?topic=Growth+Strategy&type=Report#latest-reports");
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="report-card"]').length === 2);
    expect(await reportTitles(page)).toEqual([
      "Platform monetisation in a subscription-saturated market",
      "Archives to assets: media monetisation in the age of AI",
    ]);
    expect(await page.getByLabel("Topic").inputValue()).toBe("Growth Strategy");
    expect(await page.getByLabel("Insight type").inputValue()).toBe("Report");

    await page.getByLabel("Industry").selectOption("Fintech");
    expect(await reportTitles(page)).toEqual([]);
    expect(await page.getByText("No reports match your current filters").isVisible()).toBe(true);
    expect(
      await page
        .getByText("Try adjusting your search criteria or clearing the filters to see more results.")
        .isVisible(),
    ).toBe(true);
    await page.getByRole("button", { name: /Topic: Growth Strategy/ }).click();
    await page.getByRole("button", { name: /Type: Report/ }).click();
    expect(await reportTitles(page)).toEqual(["The finance professional of tomorrow"]);
  });

  it("fits a 360 px screen", async () => {
    const page = await open(browser(), "/thought-leadership", { width: 360 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

describe("insights pages accessibility", () => {
  const browser = useBrowser();

  it.each(["/podcasts", "/featured-contributors", "/thought-leadership"])(
    "%s has no axe violations in its content",
    async (path) => {
      const page = await open(browser(), path, { reducedMotion: true });
      // Third-party players are not ours to audit (offline, they hold the browser's error page).
      const { violations } = await new AxeBuilder({ page }).include("main").exclude("iframe").analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
      ).toEqual([]);
    },
  );
});
