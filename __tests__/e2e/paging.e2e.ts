import type { Page } from "@playwright/test";
import { listPagePath, listPages, type ListPageContext } from "../../src/routes";
import { contributorNodes, episodeNodes, reportNodes } from "../support/fixtures";
import { expect, hydrated, test } from "./fixtures";
import { readData } from "../support/data";

const site = readData<typeof import("../../data/site.json")>("site.json");

/**
 * Long lists are paged at build time (issue 17): every page a real address, linked by a row of plain links that
 * work with and without JavaScript, each page with its own canonical and its neighbours as rel=prev/next.
 */

interface PagedList {
  name: string;
  base: string;
  /** Every entry's name, in the list's order, from data/. */
  names: string[];
  /** The entries' names as a page shows them. */
  shown: (page: Page) => Promise<string[]>;
  /** The pager's accessible name. */
  pager: RegExp;
}

const LISTS: PagedList[] = [
  {
    name: "contributors",
    base: "/featured-contributors",
    names: contributorNodes().map((node) => node.person.name),
    shown: (page) => page.getByRole("article").locator("h3").allInnerTexts(),
    pager: /earlier featured contributors/i,
  },
  {
    name: "episodes",
    base: "/podcasts",
    names: episodeNodes().map((episode) => episode.name),
    shown: (page) => page.getByTestId("episode").locator("h3").allInnerTexts(),
    pager: /earlier episodes/i,
  },
  {
    name: "reports",
    base: "/thought-leadership",
    names: reportNodes().map((report) => report.title),
    shown: (page) => page.getByTestId("report-card").locator("h3").allInnerTexts(),
    pager: /earlier reports/i,
  },
];

const pagesOf = (list: PagedList): ListPageContext[] =>
  listPages(() => list.names.length)
    .filter((page) => page.context.base === list.base)
    .map((page) => page.context);
const namesOn = (list: PagedList, page: ListPageContext) => list.names.slice(page.skip, page.skip + page.limit);
const linkHref = (page: Page, rel: string) => page.locator(`head link[rel=${rel}]`).getAttribute("href");

for (const list of LISTS) {
  test.describe(`paged ${list.name}`, () => {
    const pages = pagesOf(list);

    test.beforeAll(() => {
      if (pages.length < 2) throw new Error(`data/ needs more than one page of ${list.name} for these tests`);
    });

    for (const [how, javaScriptEnabled] of [
      ["without JavaScript", false],
      ["with JavaScript", true],
    ] as const) {
      test(`follows the pager from the first page to the last ${how}`, async ({ openPage }) => {
        const page = await openPage(list.base, { context: { javaScriptEnabled } });
        if (javaScriptEnabled) await hydrated(page);
        for (const current of pages) {
          await expect.poll(() => list.shown(page)).toEqual(namesOn(list, current));
          const pager = page.getByRole("navigation", { name: list.pager });
          await expect.poll(() => pager.locator('[aria-current="page"]').textContent()).toBe(`Page ${current.page}`);
          const next = current.page + 1;
          if (next > current.pages) break;
          await pager.getByRole("link", { name: `Page ${next}`, exact: true }).click();
          await page.waitForURL(`**${listPagePath(list.base, next)}`);
        }
      });
    }

    test("gives every page its own canonical, title and rel=prev/next", async ({ openPage }) => {
      for (const current of pages) {
        const page = await openPage(listPagePath(list.base, current.page), {
          context: { javaScriptEnabled: false },
        });
        const url = (n: number) => `${site.siteUrl}${listPagePath(list.base, n)}`;
        await expect.poll(() => linkHref(page, "canonical")).toBe(url(current.page));
        await expect.poll(() => page.locator("head link[rel=prev]").count()).toBe(current.page > 1 ? 1 : 0);
        await expect.poll(() => page.locator("head link[rel=next]").count()).toBe(current.page < current.pages ? 1 : 0);
        // The neighbours by path, so that a browser that prefetches them (Firefox: rel=next) stays on the host that
        // served the page: an absolute address is a Content-Security-Policy violation on every other host.
        if (current.page > 1)
          await expect.poll(() => linkHref(page, "prev")).toBe(listPagePath(list.base, current.page - 1));
        if (current.page < current.pages)
          await expect.poll(() => linkHref(page, "next")).toBe(listPagePath(list.base, current.page + 1));
        const title = await page.title();
        if (current.page === 1) expect(title).not.toMatch(/Page \d/);
        else expect(title).toContain(`Page ${current.page}`);
      }
    });
  });
}

test.describe("paged contributors' count", () => {
  const [contributors] = LISTS;

  test("says on each page how many contributors it shows of how many", async ({ openPage }) => {
    for (const current of pagesOf(contributors)) {
      const page = await openPage(listPagePath(contributors.base, current.page));
      const shown = namesOn(contributors, current).length;
      await expect
        .poll(() => page.getByText(/^Showing \d+ of/).innerText())
        .toBe(
          `Showing ${shown} of ${contributors.names.length} contributors (Page ${current.page} of ${current.pages})`,
        );
    }
  });
});
