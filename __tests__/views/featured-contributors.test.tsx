import { render, screen, within } from "@testing-library/react";
import React from "react";
import { CONTRIBUTORS_PAGE_SIZE, listPages, pageCount, type ListPageContext } from "../../src/routes";
import { toFeaturedContributorsProps } from "../../src/views/featured-contributors-props";
import { FeaturedContributorsView } from "../../src/views/featured-contributors-view";
import { contributorNodes, featuredContributorsQuery } from "../support/fixtures";

const all = contributorNodes();
/** The pages createPages makes for the contributors of data/. */
const pages: ListPageContext[] = listPages(() => all.length)
  .filter((page) => page.context.base === "/featured-contributors")
  .map((page) => page.context);
const viewOf = (list: ListPageContext) =>
  toFeaturedContributorsProps(featuredContributorsQuery(list.skip, list.limit), list);

describe("FeaturedContributorsView", () => {
  it.each(pages.map((list) => [list.page, list]))("page %i shows its own contributors and where it is", (_n, list) => {
    render(<FeaturedContributorsView {...viewOf(list)} />);
    const shown = all.slice(list.skip, list.skip + list.limit);
    expect(
      screen.getAllByRole("article").map((card) => within(card).getByRole("heading", { level: 3 }).textContent),
    ).toEqual(shown.map((node) => node.person.name));
    expect(
      screen.getByText(`Showing ${shown.length} of ${all.length} contributors (Page ${list.page} of ${list.pages})`),
    ).toBeVisible();
  });

  it("links each page from the pager when there is more than one", () => {
    const [first] = pages;
    render(<FeaturedContributorsView {...viewOf(first)} />);
    const count = pageCount(all.length, CONTRIBUTORS_PAGE_SIZE);
    const pager = screen.queryByRole("navigation", { name: viewOf(first).page.earlierTitle });
    if (count === 1) expect(pager).toBeNull();
    else expect(within(pager as HTMLElement).getAllByRole("link")).toHaveLength(count);
  });
});
