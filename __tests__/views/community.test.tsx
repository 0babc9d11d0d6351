import { act, render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React from "react";
import { eventEndsAt, eventStatus } from "../../src/lib/event-status";
import { registrationKey } from "../../src/lib/registration-key";
import { COMMUNITY_PAGE_EVENTS, communityEventPath, communityEventsPath } from "../../src/routes";
import { toCommunityProps } from "../../src/views/community-props";
import { CommunityView } from "../../src/views/community-view";
import {
  BUILD_TIME,
  communityEntry,
  communityEventEntries,
  communityQuery,
  staticQueryData,
} from "../support/fixtures";

beforeEach(() => (useStaticQuery as jest.Mock).mockReturnValue(staticQueryData()));

const entry = communityEntry();
const props = toCommunityProps(communityQuery(entry));
const lists = { upcoming: props.upcoming, past: props.past };
if (lists.upcoming.length === 0 || lists.past.length === 0)
  throw new Error(`data/community-events/${entry.slug}.json needs events to come and past ones at ${BUILD_TIME}`);

/** The form slot settles after its first render. */
const settled = () => act(async () => {});
const renderView = (upcoming = lists.upcoming, past = lists.past) =>
  render(<CommunityView {...props} upcoming={upcoming} past={past} />);

/** What a screen reader reads of each figure (a counter also draws copies hidden from it). */
const figures = () =>
  within(screen.getByRole("region", { name: `${entry.name} in numbers` }))
    .getAllByRole("definition")
    .map((figure) => {
      const copy = figure.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    });

describe("toCommunityProps", () => {
  it("splits the events by the build's clock, keys each for live seats and links its card to its page", () => {
    const events = communityEventEntries(entry.slug);
    const cardOf = (event: (typeof events)[number]) => [
      registrationKey(event.community, event.eventId),
      communityEventPath(event.community, event.eventId),
    ];
    const at = new Date(BUILD_TIME);
    expect(props.upcoming.map((card) => [card.seatsKey, card.href])).toEqual(
      events.filter((event) => eventStatus(event, at) === "upcoming").map(cardOf),
    );
    expect(props.past.map((card) => [card.seatsKey, card.href])).toEqual(
      events.filter((event) => eventStatus(event, at) === "past").map(cardOf),
    );
  });

  it("gives each card to come its end, so it calls itself past from then on by the visitor's clock", () => {
    const events = communityEventEntries(entry.slug);
    for (const card of props.upcoming) {
      const event = events.find(
        (candidate) => communityEventPath(candidate.community, candidate.eventId) === card.href,
      );
      expect(card.timing).toEqual({ endsAt: eventEndsAt(event!).toISOString(), builtAt: BUILD_TIME });
    }
  });
});

describe("CommunityView", () => {
  it("shows the member count, the count of events to come and the reach in words from data/", async () => {
    renderView();
    await settled();
    expect(figures()).toEqual([String(entry.memberCount), String(lists.upcoming.length), props.copy.reach.text]);
    for (const label of [props.copy.members.label, props.copy.upcomingEvents.label, props.copy.reach.label]) {
      expect(screen.getByText(label)).toBeVisible();
    }
  });

  it("heads its sections with the copy of data/communities-page.json and lists events to come and past", async () => {
    renderView();
    await settled();
    const { copy } = props;
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        copy.audienceTitle,
        copy.upcomingEventsSection.title,
        copy.pastEventsSection.title,
        copy.membersSection.title,
        copy.contactSection.title,
      ]),
    );
    const upcoming = screen.getByRole("region", { name: copy.upcomingEventsSection.title });
    expect(within(upcoming).getAllByRole("article")).toHaveLength(
      Math.min(lists.upcoming.length, COMMUNITY_PAGE_EVENTS),
    );
    expect(screen.getByRole("link", { name: copy.back.label })).toHaveAttribute("href", copy.back.href);
  });

  it("leaves out the past events section when the community has none", async () => {
    renderView(lists.upcoming, []);
    await settled();
    expect(screen.queryByRole("heading", { name: props.copy.pastEventsSection.title })).toBeNull();
  });

  it("shows only the next and the latest few events, and links the list of them all", async () => {
    const many = (status: "upcoming" | "past", count: number) =>
      Array.from({ length: count }, (_, i) => ({
        ...(status === "upcoming" ? lists.upcoming : lists.past)[0],
        eventId: `${status}-${i}`,
        title: `${status} event ${i}`,
        href: `/x/${status}-${i}`,
      }));
    const upcoming = many("upcoming", COMMUNITY_PAGE_EVENTS + 2);
    const past = many("past", COMMUNITY_PAGE_EVENTS + 2);
    renderView(upcoming, past);
    await settled();
    const titles = (section: string) =>
      within(screen.getByRole("region", { name: section }))
        .getAllByRole("article")
        .map((card) => within(card).getByRole("heading").textContent);
    expect(titles(props.copy.upcomingEventsSection.title)).toEqual(
      upcoming.slice(0, COMMUNITY_PAGE_EVENTS).map((event) => event.title),
    );
    expect(titles(props.copy.pastEventsSection.title)).toEqual(
      past.slice(-COMMUNITY_PAGE_EVENTS).map((event) => event.title),
    );
    expect(screen.getByRole("link", { name: props.copy.allEventsLabel })).toHaveAttribute(
      "href",
      communityEventsPath(entry.slug),
    );
  });
});
