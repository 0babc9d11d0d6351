import type { Page } from "playwright-core";
import site from "../../data/site.json";
import { listPagePath, listPages, type ListPageContext } from "../../src/routes";
import { contributorNodes } from "../support/fixtures";
import { hydrated, openPage, poll, useBrowser } from "./harness";

/**
 * Long lists are paged at build time (issue 17): every page a real address, linked by a row of plain links that
 * work with and without JavaScript, each page with its own canonical and its neighbours as rel=prev/next.
 */

const contributors = contributorNodes();
const pages: ListPageContext[] = listPages(() => contributors.length)
  .filter((page) => page.context.base === "/featured-contributors")
  .map((page) => page.context);
const namesOn = (list: ListPageContext) =>
  contributors.slice(list.skip, list.skip + list.limit).map((node) => node.person.name);
const showing = (list: ListPageContext) =>
  `Showing ${namesOn(list).length} of ${contributors.length} contributors (Page ${list.page} of ${list.pages})`;

const cardNames = (page: Page) => page.getByRole("article").locator("h3").allInnerTexts();
const linkHref = (page: Page, rel: string) => page.locator(`head link[rel=${rel}]`).getAttribute("href");

describe("paged contributors", () => {
  const browser = useBrowser();

  beforeAll(() => {
    if (pages.length < 2) throw new Error("data/contributors.json needs more than one page of contributors");
  });

  it.each([
    ["without JavaScript", false],
    ["with JavaScript", true],
  ])("follows the pager from the first page to the last %s", async (_how, javaScriptEnabled) => {
    const page = await openPage(browser(), pages[0].base, { context: { javaScriptEnabled } });
    if (javaScriptEnabled) await hydrated(page);
    for (const list of pages) {
      await poll(() => page.getByText(/^Showing \d+ of/).innerText()).toBe(showing(list));
      await poll(() => cardNames(page)).toEqual(namesOn(list));
      const pager = page.getByRole("navigation", { name: /earlier/i });
      await poll(() => pager.locator('[aria-current="page"]').textContent()).toBe(`Page ${list.page}`);
      const next = list.page + 1;
      if (next > list.pages) break;
      await pager.getByRole("link", { name: `Page ${next}`, exact: true }).click();
      await page.waitForURL(`**${listPagePath(list.base, next)}`);
    }
  });

  it.each(pages.map((list) => [list.page, list]))(
    "gives page %i its own canonical, title and rel=prev/next",
    async (_n, list) => {
      const page = await openPage(browser(), listPagePath(list.base, list.page), {
        context: { javaScriptEnabled: false },
      });
      const url = (n: number) => `${site.siteUrl}${listPagePath(list.base, n)}`;
      await poll(() => linkHref(page, "canonical")).toBe(url(list.page));
      await poll(() => page.locator("head link[rel=prev]").count()).toBe(list.page > 1 ? 1 : 0);
      await poll(() => page.locator("head link[rel=next]").count()).toBe(list.page < list.pages ? 1 : 0);
      if (list.page > 1) await poll(() => linkHref(page, "prev")).toBe(url(list.page - 1));
      if (list.page < list.pages) await poll(() => linkHref(page, "next")).toBe(url(list.page + 1));
      const title = await page.title();
      if (list.page === 1) expect(title).not.toMatch(/Page \d/);
      else expect(title).toContain(`Page ${list.page}`);
    },
  );
});
