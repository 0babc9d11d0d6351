import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { filterReports, NO_FILTERS, type ReportFilters } from "../../src/lib/report-filters";
import { reportIndex } from "../../src/lib/report-index";
import { EPISODES_PAGE_SIZE, REPORT_INDEX_PATH, REPORTS_PAGE_SIZE } from "../../src/routes";
import { episodeNodes, reportNodes } from "../support/fixtures";
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
  const ALL = reportIndex(
    reportNodes().map((node) => ({
      slug: node.slug,
      title: node.title,
      description: node.description,
      industry: node.industry,
      topic: node.topic,
      insightType: node.insight_type,
      publishedAt: node.published_at,
    })),
    REPORTS_PAGE_SIZE,
  );
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
  const openBrowser = async (path: string, options: Parameters<typeof openPage>[2] = {}) => {
    const page = await open(browser(), path, options);
    await page.locator("#latest-reports").scrollIntoViewIfNeeded();
    await page.locator('#latest-reports [data-island][data-hydrated="true"]').waitFor();
    return page;
  };

  beforeAll(() => {
    if (later.page < 2) throw new Error("data/reports.json needs more than one page of reports for these tests");
  });

  it("carries the first page of reports newest first in the static HTML, and no more", async () => {
    const html = await (await fetch(`${baseUrl()}/thought-leadership`)).text();
    expect(html.match(/data-testid="report-card"/g)).toHaveLength(firstPage.length);
    const page = await open(browser(), "/thought-leadership");
    expect(await reportTitles(page)).toEqual(firstPage.map((report) => report.title));
  });

  it("fetches the index only on the first filter or search, then finds a report of a later page with its cover", async () => {
    const page = await open(browser(), "/thought-leadership");
    const requests = indexRequests(page);
    await page.locator("#latest-reports").scrollIntoViewIfNeeded();
    await page.locator('#latest-reports [data-island][data-hydrated="true"]').waitFor();
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);

    await page.getByRole("searchbox", { name: "Search reports" }).fill(later.title);
    await poll(() => reportTitles(page)).toEqual(titlesOf({ search: later.title }));
    expect(requests).toEqual([REPORT_INDEX_PATH, `/page-data/thought-leadership/${later.page}/page-data.json`]);
    const cover = page.getByRole("article", { name: later.title }).locator("img").first();
    await poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(
      0,
    );

    await page.getByRole("searchbox", { name: "Search reports" }).fill(later.title.slice(0, 3));
    await poll(() => reportTitles(page)).toEqual(titlesOf({ search: later.title.slice(0, 3) }));
    expect(requests.filter((path) => path === REPORT_INDEX_PATH)).toHaveLength(1);
  });

  it("filters, shows chips, clears, and keeps the state in the URL across a reload", async () => {
    const page = await openBrowser("/thought-leadership");
    await page.getByLabel("Industry").selectOption(later.industry);
    await poll(() => reportTitles(page)).toEqual(titlesOf({ industry: later.industry }));
    expect(new URL(page.url()).searchParams.get("industry")).toBe(later.industry);
    const chips = page.getByRole("list", { name: "Active filters" });
    await poll(() => chips.getByRole("button").allTextContents()).toEqual([
      `Industry: ${later.industry} (remove filter)`,
    ]);

    const word = later.title.split(" ")[0];
    await page.getByRole("searchbox", { name: "Search reports" }).fill(word);
    const expected = titlesOf({ industry: later.industry, search: word });
    await poll(() => reportTitles(page)).toEqual(expected);
    await poll(() => chips.getByRole("button").count()).toBe(2);

    await page.reload({ waitUntil: "networkidle" });
    await page.locator("#latest-reports").scrollIntoViewIfNeeded();
    await poll(() => reportTitles(page)).toEqual(expected);
    expect(await page.getByLabel("Industry").inputValue()).toBe(later.industry);
    expect(await page.getByRole("searchbox", { name: "Search reports" }).inputValue()).toBe(word);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await poll(() => reportTitles(page)).toEqual(firstPage.map((report) => report.title));
    expect(new URL(page.url()).search).toBe("");
    await poll(() => page.getByRole("button", { name: "Clear filters" }).count()).toBe(0);
  });

  it("opens a shared filtered link with the filters applied, and shows the empty state when nothing matches", async () => {
    const filters = { topic: later.topic, type: later.insightType };
    const query = new URLSearchParams({ topic: filters.topic, type: filters.type });
    const page = await openBrowser(`/thought-leadership?${query}#latest-reports`);
    await poll(() => reportTitles(page)).toEqual(titlesOf(filters));
    expect(await page.getByLabel("Topic").inputValue()).toBe(later.topic);
    expect(await page.getByLabel("Insight type").inputValue()).toBe(later.insightType);

    await page.getByRole("searchbox", { name: "Search reports" }).fill("no report says zzqx");
    await poll(() => page.getByText("No reports match your current filters").isVisible()).toBe(true);
    expect(await reportTitles(page)).toEqual([]);
    expect(
      await page
        .getByText("Try adjusting your search criteria or clearing the filters to see more results.")
        .isVisible(),
    ).toBe(true);
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
