import type { BrowserContext, Page } from "playwright-core";
import { siteUrl } from "../../src/node/site-url";
import { baseUrl, useBrowser } from "./harness";
import { createLinkChecker, pageFindings, watchPage, type LinkChecker, type PageWatcher } from "./page-checks";
import { siteIndex } from "./site-index";

/** The narrowest phone width the site supports. */
const NARROW = 360;
const index = siteIndex();
const origin = siteUrl();

describe("route sweep: every built route at 360 px", () => {
  const browser = useBrowser();
  let context: BrowserContext;
  let page: Page;
  let watcher: PageWatcher;
  let links: LinkChecker;
  const titles = new Map<string, string>();

  beforeAll(async () => {
    context = await browser().newContext({ viewport: { width: NARROW, height: 740 } });
    page = await context.newPage();
    watcher = watchPage(page, baseUrl());
    links = createLinkChecker(index, baseUrl());
  });
  afterAll(async () => {
    await context?.close();
  });

  it("sweeps the routes of the build, aliases included", () => {
    expect(index.served.has("/")).toBe(true);
    const builtAliases = Object.entries(index.aliases).filter(([, primary]) => index.served.has(primary));
    for (const [alias, primary] of builtAliases) {
      expect({ alias, built: index.served.has(alias) }).toEqual({ alias, built: true });
      expect(index.pages.find((p) => p.route === alias)?.canonical).toBe(primary);
    }
  });

  it.each(index.pages.filter((p) => !p.clientOnly).map((p) => [p.route, p.canonical]))(
    "%s: 200, one h1, title, description, canonical, no console errors, no failed requests, no horizontal scroll, links resolve",
    async (route, canonical) => {
      const response = await page.goto(`${baseUrl()}${route}`, { waitUntil: "networkidle" });
      const status = response?.status();
      const findings = await pageFindings(page, {
        canonical: `${origin}${canonical === "/" ? "/" : canonical}`,
        links,
      });
      const watched = watcher.take();
      if (route === canonical) titles.set(route, await page.title());
      expect({ route, status, problems: [...findings.problems, ...watched.problems] }).toEqual({
        route,
        status: 200,
        problems: [],
      });
    },
  );

  it("gives every screen its own <title>", () => {
    const byTitle = new Map<string, string[]>();
    for (const [route, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
    const shared = [...byTitle].filter(([, routes]) => routes.length > 1).map(([title, routes]) => ({ title, routes }));
    expect(shared).toEqual([]);
    expect(titles.size).toBe(index.canonical.length);
  });

  it.each(["/no-such-page", "/communities-of-nowhere", "/about/no-such-page"])(
    "answers the unknown route %s with 404",
    async (route) => {
      const response = await fetch(`${baseUrl()}${route}`);
      expect({ route, status: response.status }).toEqual({ route, status: 404 });
    },
  );
});
