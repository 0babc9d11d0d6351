import { render, screen, within } from "@testing-library/react";
import React from "react";
import { listPagePath, listPages, type ListPageContext } from "../../src/routes";
import { toPodcastsProps, videoSources } from "../../src/views/podcasts-props";
import { PodcastsView } from "../../src/views/podcasts-view";
import { episodeNodes, podcastsQuery } from "../support/fixtures";

const all = episodeNodes();
/** The pages createPages makes for the episodes of data/. */
const pages: ListPageContext[] = listPages(() => all.length)
  .filter((page) => page.context.base === "/podcasts")
  .map((page) => page.context);
const propsOf = (list: ListPageContext) => toPodcastsProps(podcastsQuery(list.skip, list.limit), list);

// jsdom plays no media; the hero loop starts itself once mounted.
beforeAll(() => jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined));

describe("PodcastsView", () => {
  it.each(pages.map((list) => [list.page, list]))("page %i lists its own episodes, newest first", (_n, list) => {
    render(<PodcastsView {...propsOf(list)} />);
    const names = screen.getAllByTestId("episode").map((item) => within(item).getByRole("heading").textContent);
    expect(names).toEqual(all.slice(list.skip, list.skip + list.limit).map((episode) => episode.name));
  });

  it("links every page of episodes when there is more than one", () => {
    const [first] = pages;
    const view = propsOf(first);
    render(<PodcastsView {...view} />);
    const pager = screen.queryByRole("navigation", { name: view.page.earlierTitle });
    if (first.pages === 1) expect(pager).toBeNull();
    else
      expect(
        within(pager as HTMLElement)
          .getAllByRole("link")
          .map((link) => link.getAttribute("href")),
      ).toEqual(pages.map((list) => listPagePath(list.base, list.page)));
  });
});

describe("videoSources", () => {
  it("keeps the files that have an address, typed by extension, in order", () => {
    expect(
      videoSources({ publicURL: "/a.webm", extension: "webm" }, null, { publicURL: "/b.mov", extension: "mov" }),
    ).toEqual([
      { src: "/a.webm", type: "video/webm" },
      { src: "/b.mov", type: "video/mov" },
    ]);
  });
});
