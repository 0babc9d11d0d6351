import type { BrowserContext, Page } from "@playwright/test";
import { parseMarkdownLite, type TextRun } from "../../src/lib/markdown-lite";
import { siteUrl } from "../../src/node/site-url";
import { routeOf } from "../../src/routes";
import { baseUrl, expect, test } from "./fixtures";
import { createLinkChecker, pageFindings, watchPage, type LinkChecker, type PageWatcher } from "./page-checks";
import { siteIndex } from "./site-index";
import { readData } from "../support/data";

const faq = readData<typeof import("../../data/faq.json")>("faq.json");
const navigation = readData<typeof import("../../data/navigation.json")>("navigation.json");

/** Labels of the menu and footer links to pages of the site: how the content names a page. */
const PAGE_NAMES = new Set(
  [
    ...navigation.header.flatMap((group) => group.items ?? [{ name: group.name, href: group.href ?? "" }]),
    ...navigation.footer.flatMap((column) => column.links),
  ]
    .filter((link) => link.href.startsWith("/"))
    .map((link) => link.name),
);

/**
 * Page names in the plain (not linked) text of an answer: a menu label, or the word 'page' unless it follows
 * a link ('on our [Live Interviews](/interview-programmes) page') or belongs to something ('its page', 'a closed
 * programme's page': any programme's, not one page of the site).
 */
const unlinkedPageNames = (runs: TextRun[]): string[] =>
  runs.flatMap((run, i) => {
    if (run.href) return [];
    const text = runs[i - 1]?.href ? run.text.replace(/^ page\b/, "") : run.text;
    return [
      ...[...PAGE_NAMES].filter((name) => new RegExp(`\\b${name}\\b`, "i").test(text)),
      ...(/(?<![-\w])(?<!(?:\bits|\btheir|'s) )page\b/i.test(text) ? [`page (in "${text.trim()}")`] : []),
    ];
  });

/** The narrowest phone width the site supports. */
const NARROW = 360;
const index = siteIndex();
const origin = siteUrl();

test.describe("route sweep: every built route at 360 px", () => {
  let context: BrowserContext;
  let page: Page;
  let watcher: PageWatcher;
  let links: LinkChecker;
  const titles = new Map<string, string>();

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ viewport: { width: NARROW, height: 740 } });
    page = await context.newPage();
    watcher = await watchPage(page, baseUrl());
    links = createLinkChecker(index, baseUrl());
  });
  test.afterAll(async () => {
    await context?.close();
  });

  test("sweeps the routes of the build, aliases included", () => {
    expect(index.served.has("/")).toBe(true);
    const builtAliases = Object.entries(index.aliases).filter(([, primary]) => index.served.has(primary));
    for (const [alias, primary] of builtAliases) {
      expect({ alias, built: index.served.has(alias) }).toEqual({ alias, built: true });
      expect(index.pages.find((p) => p.route === alias)?.canonical).toBe(primary);
    }
  });

  for (const [route, canonical] of index.pages.filter((p) => !p.clientOnly).map((p) => [p.route, p.canonical])) {
    test(`${route}: 200, one h1, title, description, canonical, no console errors, no failed requests, no horizontal scroll, links resolve`, async () => {
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
    });
  }

  test("/faq: every answer that names a page of the site links it, and each link reaches a built page", async () => {
    await page.goto(`${baseUrl()}/faq`, { waitUntil: "networkidle" });
    for (const [i, item] of faq.questions.entries()) {
      const runs = parseMarkdownLite(item.answer).flat();
      const links = runs.filter((run) => run.href).map((run) => [run.text, run.href]);
      const rendered = await page
        .locator(`#question-${i + 1}`)
        .evaluate((el) => [...el.querySelectorAll("a[href]")].map((a) => [a.textContent, a.getAttribute("href")]));
      expect({ question: item.question, unlinkedPageNames: unlinkedPageNames(runs), links: rendered }).toEqual({
        question: item.question,
        unlinkedPageNames: [],
        links,
      });
      for (const [, href] of links)
        expect({ href, built: index.served.has(routeOf(href ?? "")) }).toEqual({ href, built: true });
    }
  });

  test("gives every screen its own <title>", () => {
    const byTitle = new Map<string, string[]>();
    for (const [route, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
    const shared = [...byTitle].filter(([, routes]) => routes.length > 1).map(([title, routes]) => ({ title, routes }));
    expect(shared).toEqual([]);
    expect(titles.size).toBe(index.canonical.length);
  });

  for (const route of ["/no-such-page", "/communities-of-nowhere", "/about/no-such-page"]) {
    test(`answers the unknown route ${route} with 404`, async () => {
      const response = await fetch(`${baseUrl()}${route}`);
      expect({ route, status: response.status }).toEqual({ route, status: 404 });
    });
  }
});
