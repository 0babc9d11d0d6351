import { render, screen, within } from "@testing-library/react";
import React from "react";
import { communityPath, eventLandingPath } from "../../src/routes";
import { toEventsProps } from "../../src/views/events-props";
import { EventsView } from "../../src/views/events-view";
import { eventsQuery } from "../support/fixtures";

const data = eventsQuery();
const props = toEventsProps(data);
const page = props.page;

describe("toEventsProps", () => {
  it("links a card to each event landing and each community, labelled from data/", () => {
    expect(props.flagshipCards.map((card) => [card.title, card.href, card.linkLabel])).toEqual(
      data.allEventLandingsJson.nodes.map((landing) => [
        landing.title,
        eventLandingPath(landing.slug),
        page.flagshipEvents.linkLabel,
      ]),
    );
    expect(props.communityCards.map((card) => [card.title, card.href, card.linkLabel])).toEqual(
      data.allCommunitiesJson.nodes.map((community) => [
        community.name,
        communityPath(community.slug),
        page.communities.linkLabel,
      ]),
    );
  });

  it("names the missing file when the page's content is missing", () => {
    expect(() => toEventsProps({ ...data, eventsJson: null })).toThrow("data/events.json");
  });
});

describe("EventsView", () => {
  it("heads each section with its title from data/ and numbers the process steps", () => {
    render(<EventsView {...props} />);
    const sections = [page.process, page.formats, page.value, page.access, page.postEvent, page.benefits];
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining([...sections.map((section) => section.title), page.communities.title, page.cta.title]),
    );
    const process = screen.getByRole("region", { name: page.process.title });
    expect(within(process).getAllByRole("listitem")).toHaveLength(page.process.items.length);
  });

  it("leaves out the flagship section when no landing exists", () => {
    render(<EventsView {...props} flagshipCards={[]} />);
    expect(screen.queryByRole("heading", { name: page.flagshipEvents.title })).toBeNull();
  });

  it("links every community card to its page", () => {
    render(<EventsView {...props} />);
    const find = screen.getByRole("region", { name: page.communities.title });
    const hrefs = within(find)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(props.communityCards.map((card) => card.href));
  });
});
