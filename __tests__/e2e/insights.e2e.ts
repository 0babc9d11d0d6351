import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { filterReports, NO_FILTERS, type ReportFilters } from "../../src/lib/report-filters";
import { EPISODES_PAGE_SIZE, REPORT_INDEX_PATH } from "../../src/routes";
import { episodeNodes, reportIndexOfData } from "../support/fixtures";
import { baseUrl, expect, hydrated, test, type OpenOptions, type OpenPage } from "./fixtures";

const open = async (openPage: OpenPage, path: string, options: OpenOptions = {}) => {
  const page = await openPage(path, options);
  await hydrated(page);
  return page;
};

const episodePlayers = (page: Page) => page.locator('iframe[src*="/embed/episode/"]');
const reportTitles = (page: Page) => page.locator('[data-testid="report-card"] h3').allInnerTexts();

test.describe("podcasts", () => {
  test("loads an episode's player only when asked, one at a time, closed by the same button", async ({ openPage }) => {
    const page = await open(openPage, "/podcasts");
    const episodeRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/embed/episode/")) episodeRequests.push(request.url());
    });
    const episodes = page.getByTestId("episode");
    await expect.poll(() => episodes.count()).toBe(Math.min(EPISODES_PAGE_SIZE, episodeNodes().length));
    await expect.poll(() => episodePlayers(page).count()).toBe(0);

    // Each episode has one button; its name changes from 'Listen now' to 'Close player'.
    const toggle = (index: number) => episodes.nth(index).getByRole("button");
    expect(await toggle(0).innerText()).toMatch(/^Listen now/);

    await toggle(0).click();
    await expect.poll(() => episodePlayers(page).count()).toBe(1);
    expect(await toggle(0).getAttribute("aria-expanded")).toBe("true");
    const firstSrc = await episodePlayers(page).getAttribute("src");
    expect(episodeRequests).toEqual([firstSrc]);

    await toggle(1).click();
    await expect.poll(() => episodePlayers(page).count()).toBe(1);
    expect(await episodePlayers(page).getAttribute("src")).not.toBe(firstSrc);
    expect(await toggle(0).getAttribute("aria-expanded")).toBe("false");
    expect(await toggle(1).getAttribute("aria-expanded")).toBe("true");

    expect(await toggle(1).innerText()).toMatch(/^Close player/);
    await toggle(1).click();
    await expect.poll(() => episodePlayers(page).count()).toBe(0);
    expect(await toggle(1).getAttribute("aria-expanded")).toBe("false");
  });

  test("lists recent episodes with long US dates and whole minutes, under a lazy 352 px show player", async ({
    openPage,
  }) => {
    const page = await open(openPage, "/podcasts");
    const first = await page.getByTestId("episode").first().innerText();
    expect(first).toMatch(/October 14, 2025 · 47 min/);
    const show = page.locator('iframe[src*="/embed/show/"]');
    expect(await show.getAttribute("loading")).toBe("lazy");
    expect(await show.getAttribute("title")).toBeTruthy();
    expect((await show.boundingBox())?.height).toBe(352);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/^https?:\/\/[^/]+\/podcasts$/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain("77+ episodes");
  });

  test("plays the muted hero loop, but not for visitors who prefer reduced motion", async ({ openPage }) => {
    const moving = await open(openPage, "/podcasts");
    await moving.waitForFunction(() => !(document.querySelector("video") as HTMLVideoElement).paused);
    expect(await moving.locator("video").evaluate((video: HTMLVideoElement) => video.muted && video.loop)).toBe(true);
    await moving.context().close();

    const still = await open(openPage, "/podcasts", { reducedMotion: true });
    // Its sources are for visitors who accept motion (`<source media>`): the video takes none, downloads nothing
    // and stays on its poster, with or without script.
    expect(
      await still
        .locator("video")
        .evaluate((video: HTMLVideoElement) => ({ paused: video.paused, src: video.currentSrc })),
    ).toEqual({ paused: true, src: "" });
    // Nothing plays, so there is nothing to pause: no pause button is offered.
    await expect(still.getByRole("button", { name: "Pause background video" })).toHaveCount(0);
  });
});

test.describe("featured contributors", () => {
  test("lays cards out in three columns on large screens and one on phones", async ({ openPage }) => {
    const tops = async (page: Page) =>
      page
        .getByRole("article")
        .evaluateAll((cards) => cards.slice(0, 4).map((card) => card.getBoundingClientRect().top));
    const wide = await open(openPage, "/featured-contributors", { width: 1280 });
    const [a, b, c, d] = await tops(wide);
    expect([b, c]).toEqual([a, a]);
    expect(d).toBeGreaterThan(a);
    await wide.context().close();

    const narrow = await open(openPage, "/featured-contributors", { width: 375 });
    const [x, y] = await tops(narrow);
    expect(y).toBeGreaterThan(x);
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("thought leadership reports", () => {
  const ALL = reportIndexOfData();
  const firstPage = ALL.filter((report) => report.page === 1);
  /** A report that the first page does not show: the oldest. */
  const later = ALL[ALL.length - 1];
  const titlesOf = (filters: Partial<ReportFilters>) =>
    filterReports(ALL, { ...NO_FILTERS, ...filters }).map((report) => report.title);
  /** Requests for the report index or the data of another page of reports. */
  const indexRequests = (page: Page) => {
    const seen: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === REPORT_INDEX_PATH || pathname.startsWith("/page-data/thought-leadership/")) seen.push(pathname);
    });
    return seen;
  };
  /** The report browser is an island hydrated near the viewport. */
  const openBrowser = async (openPage: OpenPage, path: string, options: OpenOptions = {}) => {
    const page = await open(openPage, path, options);
    await page.locator("#latest-reports").scrollIntoViewIfNeeded();
    await page.locator('#latest-reports [data-island][data-hydrated="true"]').waitFor();
    return page;
  };

  test.beforeAll(() => {
    if (later.page < 2) throw new Error("data/reports.json needs more than one page of reports for these tests");
  });

  test("carries the first page of reports newest first in the static HTML, and no more", async ({ openPage }) => {
    const html = await (await fetch(`${baseUrl()}/thought-leadership`)).text();
    expect(html.match(/data-testid="report-card"/g)).toHaveLength(firstPage.length);
    const page = await open(openPage, "/thought-leadership");
    expect(await reportTitles(page)).toEqual(firstPage.map((report) => report.title));
  });

  test("fetches the index only on the first filter or search, then finds a report of a later page with its cover", async ({
    openPage,
  }) => {
    const page = await open(openPage, "/thought-leadership");
    const requests = indexRequests(page);
    await page.locator("#latest-reports").scrollIntoViewIfNeeded();
    await page.locator('#latest-reports [data-island][data-hydrated="true"]').waitFor();
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);

    await page.getByRole("searchbox", { name: "Search reports" }).fill(later.title);
    await expect.poll(() => reportTitles(page)).toEqual(titlesOf({ search: later.title }));
    expect(requests).toEqual([REPORT_INDEX_PATH, `/page-data/thought-leadership/${later.page}/page-data.json`]);
    const cover = page.getByRole("article", { name: later.title }).locator("img").first();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole("searchbox", { name: "Search reports" }).fill(later.title.slice(0, 3));
    await expect.poll(() => reportTitles(page)).toEqual(titlesOf({ search: later.title.slice(0, 3) }));
    expect(requests.filter((path) => path === REPORT_INDEX_PATH)).toHaveLength(1);
  });

  test("filters, shows chips, clears, and keeps the state in the URL across a reload", async ({ openPage }) => {
    const page = await openBrowser(openPage, "/thought-leadership");
    await page.getByLabel("Industry").selectOption(later.industry);
    await expect.poll(() => reportTitles(page)).toEqual(titlesOf({ industry: later.industry }));
    expect(new URL(page.url()).searchParams.get("industry")).toBe(later.industry);
    const chips = page.getByRole("list", { name: "Active filters" });
    await expect
      .poll(() => chips.getByRole("button").allTextContents())
      .toEqual([`Industry: ${later.industry} (remove filter)`]);

    const word = later.title.split(" ")[0];
    await page.getByRole("searchbox", { name: "Search reports" }).fill(word);
    const expected = titlesOf({ industry: later.industry, search: word });
    await expect.poll(() => reportTitles(page)).toEqual(expected);
    await expect.poll(() => chips.getByRole("button").count()).toBe(2);

    await page.reload({ waitUntil: "networkidle" });
    await page.locator("#latest-reports").scrollIntoViewIfNeeded();
    await expect.poll(() => reportTitles(page)).toEqual(expected);
    expect(await page.getByLabel("Industry").inputValue()).toBe(later.industry);
    expect(await page.getByRole("searchbox", { name: "Search reports" }).inputValue()).toBe(word);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => reportTitles(page)).toEqual(firstPage.map((report) => report.title));
    expect(new URL(page.url()).search).toBe("");
    await expect.poll(() => page.getByRole("button", { name: "Clear filters" }).count()).toBe(0);
  });

  test("opens a shared filtered link with the filters applied, and shows the empty state when nothing matches", async ({
    openPage,
  }) => {
    const filters = { topic: later.topic, type: later.insightType };
    const query = new URLSearchParams({ topic: filters.topic, type: filters.type });
    const page = await openBrowser(openPage, `/thought-leadership?${query}#latest-reports`);
    await expect.poll(() => reportTitles(page)).toEqual(titlesOf(filters));
    expect(await page.getByLabel("Topic").inputValue()).toBe(later.topic);
    expect(await page.getByLabel("Insight type").inputValue()).toBe(later.insightType);

    await page.getByRole("searchbox", { name: "Search reports" }).fill("no report says zzqx");
    await expect.poll(() => page.getByText("No reports match your current filters").isVisible()).toBe(true);
    expect(await reportTitles(page)).toEqual([]);
    expect(
      await page
        .getByText("Try adjusting your search criteria or clearing the filters to see more results.")
        .isVisible(),
    ).toBe(true);
  });

  test("fits a 360 px screen", async ({ openPage }) => {
    const page = await open(openPage, "/thought-leadership", { width: 360 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("insights pages accessibility", () => {
  for (const path of ["/podcasts", "/featured-contributors", "/thought-leadership"]) {
    test(`${path} has no axe violations in its content`, async ({ openPage }) => {
      const page = await open(openPage, path, { reducedMotion: true });
      // Third-party players are not ours to audit (offline, they hold the browser's error page).
      const { violations } = await new AxeBuilder({ page }).include("main").exclude("iframe").analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
      ).toEqual([]);
    });
  }
});
