/** @jest-environment node */
import fs from "fs";
import path from "path";
import {
  aliases,
  aliasesOf,
  CONTRIBUTORS_PAGE_SIZE,
  dataPages,
  listPages,
  normaliseRoute,
  pageCount,
  pageTypes,
  routeOf,
  type ListPageType,
  type PageType,
} from "../src/routes";
import { DATA, nodesOf, nodesOfType, resolvedNodesOfType } from "./support/content-nodes";

/** A page type that does not exist in the site: the registry must serve it like any other. */
const PODCAST_SERIES: PageType = {
  nodeType: "PodcastSeriesJson",
  template: "src/templates/podcast-series.tsx",
  contextKeys: ["series", "slug"],
  path: ({ series, slug }) => `/podcasts/${series}/${slug}`,
};

const fixtureNodes = [
  { series: "leaders", slug: "pilot", internal: { type: "PodcastSeriesJson" } },
  { series: "leaders", slug: "", internal: { type: "PodcastSeriesJson" } },
  { series: "leaders", slug: "other-type", internal: { type: "ReportsJson" } },
];

describe("the route registry", () => {
  it("makes one page per node of a registered type, with the path, template and context keys it declares", () => {
    const pages = dataPages(nodesOfType(fixtureNodes), [PODCAST_SERIES]);
    expect(pages.map(({ node: _node, ...page }) => page)).toEqual([
      {
        path: "/podcasts/leaders/pilot",
        template: "src/templates/podcast-series.tsx",
        context: { series: "leaders", slug: "pilot" },
      },
    ]);
    expect(pages[0].node).toBe(fixtureNodes[0]);
  });

  it("serves the committed content: one page per node of each page type, at distinct paths", () => {
    // As createPages reads them: each node with the fields it takes from its file's name.
    const nodes = resolvedNodesOfType(nodesOf(DATA).nodes);
    const pages = dataPages(nodes);
    const expected = pageTypes.flatMap((type) => nodes(type.nodeType));
    expect(pages.map((page) => page.node)).toEqual(expected);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it("declares templates that exist", () => {
    for (const type of pageTypes) expect(fs.existsSync(path.resolve(type.template))).toBe(true);
  });

  it("points every alias at a fixed page, and lists each alias under its primary route", () => {
    for (const [alias, primary] of Object.entries(aliases)) {
      const page = primary === "/" ? "index" : primary.slice(1);
      expect(fs.existsSync(path.resolve(`src/pages/${page}.tsx`))).toBe(true);
      expect(aliasesOf(primary)).toContain(alias);
    }
  });

  it("names routes without a trailing slash, the home route excepted, and strips hash and query", () => {
    expect(normaliseRoute("/faq/")).toBe("/faq");
    expect(normaliseRoute("/")).toBe("/");
    expect(routeOf("/services/#content-services")).toBe("/services");
    expect(routeOf("/contact?topic=events")).toBe("/contact");
  });
});

describe("paged lists", () => {
  const list: ListPageType = {
    nodeType: "FixtureJson",
    template: "src/templates/fixture.tsx",
    base: "/things",
    pageSize: 4,
  };

  it.each([
    [0, ["/things"]],
    [4, ["/things"]],
    [5, ["/things", "/things/2"]],
    [9, ["/things", "/things/2", "/things/3"]],
  ])("makes from %i entries the pages %j", (count, paths) => {
    expect(listPages(() => count, [list]).map((page) => page.path)).toEqual(paths);
  });

  it("gives each page the entries it shows and its place among the pages", () => {
    expect(listPages(() => 9, [list]).map((page) => page.context)).toEqual([
      { skip: 0, limit: 4, page: 1, pages: 3, base: "/things" },
      { skip: 4, limit: 4, page: 2, pages: 3, base: "/things" },
      { skip: 8, limit: 4, page: 3, pages: 3, base: "/things" },
    ]);
  });

  it("pages the contributors of data/ at the contributors' page size", () => {
    const nodes = nodesOfType(nodesOf(DATA).nodes);
    const contributors = listPages((type) => nodes(type).length).filter(
      (page) => page.template === "src/templates/featured-contributors.tsx",
    );
    expect(contributors).toHaveLength(pageCount(nodes("ContributorsJson").length, CONTRIBUTORS_PAGE_SIZE));
    expect(contributors[0].path).toBe("/featured-contributors");
  });
});
