import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { LiveReportBrowser } from "../../src/components/reports/live-report-browser";
import { pageCount, REPORT_INDEX_PATH, REPORTS_PAGE_SIZE, type ListPageContext } from "../../src/routes";
import { toThoughtLeadershipProps } from "../../src/views/thought-leadership-props";
import { ThoughtLeadershipView } from "../../src/views/thought-leadership-view";
import { reportIndexOfData, reportNodes, thoughtLeadershipQuery } from "../support/fixtures";

const all = reportNodes();
const base = "/thought-leadership";
const pages = pageCount(all.length, REPORTS_PAGE_SIZE);
const listPage = (page: number): ListPageContext => ({
  skip: (page - 1) * REPORTS_PAGE_SIZE,
  limit: REPORTS_PAGE_SIZE,
  page,
  pages,
  base,
});
const dataOf = (page: number) => thoughtLeadershipQuery(listPage(page).skip, REPORTS_PAGE_SIZE);
const data = dataOf(1);
const page = data.thoughtLeadershipJson!;

/** The report index the build writes, of every report. */
const index = reportIndexOfData();

/** A fetch that serves the page data of every list page and the report index, and records what was asked. */
const fakeFetch = () =>
  jest.fn(async (url: string) => {
    const number = Number(/^\/page-data\/thought-leadership(?:\/(\d+))?\/page-data\.json$/.exec(url)?.[1] ?? 1);
    const body = url === REPORT_INDEX_PATH ? index : { result: { data: dataOf(number) } };
    return { ok: true, json: async () => body } as Response;
  });

describe("toThoughtLeadershipProps", () => {
  const jsdomFetch = global.fetch;
  afterEach(() => {
    global.fetch = jsdomFetch;
    // The browser keeps its filters in the address: a later test starts from none.
    window.history.replaceState(null, "", "/");
  });

  it("gives the browser this page's reports, the total, every report's options and the pager", () => {
    const { browser, featured } = toThoughtLeadershipProps(data, listPage(1));
    expect(browser.reports.map((report) => report.slug)).toEqual(
      all.slice(0, REPORTS_PAGE_SIZE).map((node) => node.slug),
    );
    expect(browser.total).toBe(all.length);
    expect(browser.options.industries).toEqual(expect.arrayContaining([...new Set(all.map((node) => node.industry))]));
    expect(browser.pager).toEqual({ title: page.earlierTitle, base, page: 1, pages });
    expect(featured.title).toBe(data.featuredInsightJson!.title);
  });

  it("the browser's island loads the index from REPORT_INDEX_PATH and another page's cards from that page's data", async () => {
    const fetch = fakeFetch();
    global.fetch = fetch as unknown as typeof global.fetch;
    const { browser } = toThoughtLeadershipProps(data, listPage(1));
    render(<LiveReportBrowser {...browser} />);
    const target = index.find((entry) => entry.page === pages) ?? index[index.length - 1];
    await userEvent.setup().type(screen.getByLabelText("Search reports"), target.title);
    expect(await screen.findByRole("heading", { name: target.title })).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      REPORT_INDEX_PATH,
      ...(target.page === 1 ? [] : [`/page-data${base}${target.page === 1 ? "" : `/${target.page}`}/page-data.json`]),
    ]);
  });

  it("names the report that has no cover sharp could process", () => {
    const [first, ...rest] = data.allReportsJson.nodes;
    const broken = {
      ...data,
      allReportsJson: { ...data.allReportsJson, nodes: [{ ...first, cover: { childImageSharp: null } }, ...rest] },
    };
    expect(() => toThoughtLeadershipProps(broken, listPage(1))).toThrow(first.title);
  });
});

describe("ThoughtLeadershipView", () => {
  it("heads the page's sections with the copy of data/thought-leadership.json", () => {
    render(<ThoughtLeadershipView {...toThoughtLeadershipProps(data, listPage(1))} />);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(expect.arrayContaining([page.impact.title, page.featured.title, page.latest.title]));
    const impact = screen.getByRole("region", { name: page.impact.title });
    expect(within(impact).getAllByRole("term")).toHaveLength(page.impact.stats.length);
    expect(screen.getAllByTestId("report-card")).toHaveLength(Math.min(all.length, REPORTS_PAGE_SIZE));
  });
});
