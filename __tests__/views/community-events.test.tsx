import { render, screen, within } from "@testing-library/react";
import React from "react";
import { communityPath } from "../../src/routes";
import { toCommunityEventsProps } from "../../src/views/community-events-props";
import { CommunityEventsView } from "../../src/views/community-events-view";
import { communityEntry, communityEventEntries, communityEventsQuery } from "../support/fixtures";

const entry = communityEntry();
const props = toCommunityEventsProps(communityEventsQuery(entry.slug));
const lists = { upcoming: props.upcoming, past: props.past };

describe("CommunityEventsView", () => {
  it("lists every event of the community, to come and past, under the community pages' headings", () => {
    render(<CommunityEventsView {...props} />);
    const shown = (title: string) =>
      within(screen.getByRole("region", { name: title }))
        .getAllByRole("article")
        .map((card) => within(card).getByRole("heading").textContent);
    expect([
      ...shown(props.copy.upcomingEventsSection.title),
      ...(lists.past.length > 0 ? shown(props.copy.pastEventsSection.title) : []),
    ]).toEqual([...lists.upcoming, ...lists.past].map((event) => event.title));
    expect(lists.upcoming.length + lists.past.length).toBe(communityEventEntries(entry.slug).length);
  });

  it("leads back to the community", () => {
    render(<CommunityEventsView {...props} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(props.copy.allEventsTitle);
    expect(screen.getByRole("link", { name: new RegExp(entry.name) })).toHaveAttribute(
      "href",
      communityPath(entry.slug),
    );
  });
});
