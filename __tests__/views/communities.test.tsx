import { render, screen, within } from "@testing-library/react";
import React from "react";
import { upcomingCounts } from "../../src/lib/event-status";
import { communitiesPageOf, communityCardsAt } from "../../src/views/communities-props";
import { CommunitiesView } from "../../src/views/communities-view";
import { BUILD_TIME, communitiesQuery } from "../support/fixtures";

const data = communitiesQuery();
const page = communitiesPageOf(data);
const now = new Date(BUILD_TIME);

describe("communityCardsAt", () => {
  it("counts each community's events to come at the given moment", () => {
    const counts = upcomingCounts(
      data.allCommunitiesJson.nodes.map((community) => community.slug),
      data.allCommunityEventsJson.nodes,
      now,
    );
    expect(communityCardsAt(data, now).map((card) => [card.slug, card.upcomingCount])).toEqual(
      data.allCommunitiesJson.nodes.map((community) => [community.slug, counts.get(community.slug)]),
    );
  });

  it("counts none once every event has passed", () => {
    const later = new Date(
      Math.max(...data.allCommunityEventsJson.nodes.map((event) => Date.parse(event.startsAt))) + 864e5,
    );
    expect(communityCardsAt(data, later).every((card) => card.upcomingCount === 0)).toBe(true);
  });
});

describe("CommunitiesView", () => {
  it("shows a card per community and no notice while the live counts are fine", () => {
    render(<CommunitiesView page={page} communities={communityCardsAt(data, now)} liveError={null} />);
    const grid = screen.getByRole("region", { name: page.grid.title });
    for (const community of data.allCommunitiesJson.nodes) expect(within(grid).getByText(community.name)).toBeVisible();
    expect(screen.queryByRole("button", { name: /retry|try again/i })).toBeNull();
  });

  it("reports a failed read of the live counts with a way to read again", () => {
    const retry = jest.fn();
    const message = "The counts could not be read.";
    render(
      <CommunitiesView
        page={page}
        communities={communityCardsAt(data, now)}
        liveError={{ message, retry, busy: false }}
      />,
    );
    expect(screen.getByText(message)).toBeVisible();
    screen.getByRole("button").click();
    expect(retry).toHaveBeenCalled();
  });
});
