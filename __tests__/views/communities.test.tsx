import { render, screen, within } from "@testing-library/react";
import React from "react";
import { LiveCommunityGrid } from "../../src/components/community-grid/live-community-grid";
import { upcomingCounts } from "../../src/lib/event-status";
import { toCommunitiesProps } from "../../src/views/communities-props";
import { CommunitiesView } from "../../src/views/communities-view";
import { BUILD_TIME, communitiesQuery } from "../support/fixtures";
import { serverHtml } from "../support/server-html";

const data = communitiesQuery();
const { page, stats, grid } = toCommunitiesProps(data);

/** The contributor and upcoming-event counts each card shows. */
const cardCounts = (root: HTMLElement) =>
  Array.from(root.querySelectorAll("article"), (card) =>
    (card.textContent ?? "").match(/(\d+) contributors?.*?(\d+) upcoming events?/)?.slice(1),
  );

describe("toCommunitiesProps", () => {
  it("gives the grid island every community, every event's timing and the build's clock", () => {
    expect(grid.communities.map((community) => community.slug)).toEqual(
      data.allCommunitiesJson.nodes.map((community) => community.slug),
    );
    expect(grid.events).toHaveLength(data.allCommunityEventsJson.nodes.length);
    expect(grid.builtAt).toBe(BUILD_TIME);
  });
});

describe("the figures under the hero", () => {
  it("count the communities and add up the contributors their cards show, then the page's own figures", () => {
    const communities = data.allCommunitiesJson.nodes;
    expect(stats).toEqual([
      { ...page.communityCount, value: communities.length },
      { ...page.contributorCount, value: communities.reduce((sum, community) => sum + community.memberCount, 0) },
      ...page.stats,
    ]);
  });
});

describe("CommunitiesView", () => {
  it("shows a card per community in the static HTML, counted by the build's clock, as an island hydrated in view", () => {
    const host = serverHtml(<CommunitiesView page={page} stats={stats} grid={grid} />);
    const counts = upcomingCounts(
      grid.communities.map((community) => community.slug),
      grid.events,
      new Date(BUILD_TIME),
    );
    expect(cardCounts(host)).toEqual(
      grid.communities.map((community) => [String(community.memberCount), String(counts.get(community.slug))]),
    );
    expect(host.querySelector("[data-island=community-grid]")).toHaveAttribute("data-when", "visible");
  });

  it("counts none once every event has passed, by the visitor's clock", async () => {
    const later = Math.max(...grid.events.map((event) => Date.parse(event.startsAt))) + 864e5;
    jest.useFakeTimers({ now: later });
    render(<LiveCommunityGrid {...grid} />);
    await jest.runOnlyPendingTimersAsync();
    jest.useRealTimers();
    const counts = cardCounts(document.body);
    expect(counts.map((count) => count?.[1])).toEqual(grid.communities.map(() => "0"));
    expect(within(document.body).getAllByRole("article")).toHaveLength(grid.communities.length);
    expect(screen.queryByRole("button", { name: /try again/i })).toBeNull();
  });
});
