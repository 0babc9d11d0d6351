import { act, render, screen, within } from "@testing-library/react";
import { clock as runClock } from "../../src/components/timed/clock";
import { useStaticQuery } from "gatsby";
import React from "react";
import { EVENT_PAST_TEXT } from "../../src/components/event-notice/event-notice";
import { eventEndsAt, eventStatus } from "../../src/lib/event-status";
import { registrationKey } from "../../src/lib/registration-key";
import { calendarPath, communityEventPath, communityPath } from "../../src/routes";
import { communityEventJsonLd, toCommunityEventProps } from "../../src/views/community-event-props";
import { WAITING_LIST_FORM } from "../../src/lib/registration-links";
import { CommunityEventView } from "../../src/views/community-event-view";
import {
  BUILD_TIME,
  communityEntry,
  communityEventEntries,
  communityEventQuery,
  personNode,
  staticQueryData,
} from "../support/fixtures";

const clock = new Date(BUILD_TIME);
const entries = communityEventEntries();
const statusOf = (entry: (typeof entries)[number]) => eventStatus(entry, clock);
const upcoming = entries.find((entry) => statusOf(entry) === "upcoming" && (entry.agenda?.length ?? 0) > 0);
const past = entries.find((entry) => statusOf(entry) === "past" && (entry.results?.length ?? 0) > 0);
if (!upcoming || !past)
  throw new Error(
    "data/community-events/revenue.json needs an upcoming event with an agenda and a past one with results",
  );
type Entry = typeof upcoming;
const pathOf = (entry: Entry) => communityEventPath(entry.community, entry.eventId);
const propsOf = (entry: Entry) => toCommunityEventProps(communityEventQuery(entry), pathOf(entry));
/** The headings every community event page shares, from data/communities-page.json. */
const { copy } = propsOf(upcoming);

beforeEach(() => (useStaticQuery as jest.Mock).mockReturnValue(staticQueryData()));

/** The form slot settles after its first render. */
const settled = () => act(async () => {});
const renderView = (entry: Entry) => render(<CommunityEventView {...propsOf(entry)} />);

describe("toCommunityEventProps", () => {
  it("links back to the community, keys the event for registrations and judges it by the build's clock", () => {
    const props = propsOf(upcoming);
    expect(props.community).toEqual({ name: communityEntry().name, href: communityPath(upcoming.community) });
    expect(props.event.key).toBe(registrationKey(upcoming.community, upcoming.eventId));
    expect(props.builtAt).toBe(BUILD_TIME);
    expect(props.speakers.map((speaker) => speaker.name)).toEqual(
      (upcoming.speakers ?? []).map((id) => personNode(id).name),
    );
  });
});

describe("communityEventJsonLd (by the build's clock and seats)", () => {
  const jsonLd = (entry: Entry) => communityEventJsonLd(communityEventQuery(entry), pathOf(entry));
  const endDate = (entry: Entry) => jsonLd(entry).endDate as string;

  it("describes the event at its canonical URL, offering seats until it ends while it is to come", () => {
    expect(jsonLd(upcoming)).toMatchObject({
      "@type": "Event",
      name: upcoming.title,
      startDate: upcoming.startsAt,
      url: `https://example.org${pathOf(upcoming)}`,
      offers: { validThrough: endDate(upcoming) },
    });
    expect(new Date(endDate(upcoming)).getTime()).toBe(eventEndsAt(upcoming).getTime());
  });

  it("offers a sold-out seat when the built figures are full, and nothing once past", () => {
    const full = { ...upcoming, registered: 10, capacity: 10 };
    expect(jsonLd(full)).toMatchObject({ offers: { availability: "https://schema.org/SoldOut" } });
    expect(jsonLd({ ...upcoming, registered: 1, capacity: 10 })).toMatchObject({
      offers: { availability: "https://schema.org/InStock" },
    });
    expect(jsonLd(past)).not.toHaveProperty("offers");
  });
});

describe("CommunityEventView", () => {
  const headings = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

  it("shows objectives, agenda, registration and 'Add to calendar' for an upcoming event", async () => {
    renderView(upcoming);
    await settled();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(upcoming.title);
    expect(headings()).toEqual(expect.arrayContaining([copy.objectivesTitle, copy.agendaTitle, copy.registerTitle]));
    expect(headings()).not.toContain(copy.keyInsightsTitle);
    const objectives = screen.getByRole("heading", { name: copy.objectivesTitle }).closest("section") as HTMLElement;
    for (const objective of upcoming.objectives ?? []) expect(within(objectives).getByText(objective)).toBeVisible();
    expect(screen.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      calendarPath(pathOf(upcoming)),
    );
    // Kept for the visitor whose clock passes the event's end (the clock behaviour shows it then).
    expect(screen.getByText(EVENT_PAST_TEXT, { exact: false })).not.toBeVisible();
  });

  it("offers the waiting list in place of the form and the hero's register button for a full event, in its static HTML", async () => {
    renderView({ ...upcoming, registered: 10, capacity: 10 });
    await settled();
    expect(screen.queryByRole("link", { name: copy.registerTitle })).toBeNull();
    expect(screen.getByRole("link", { name: "Add to calendar" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Register now" })).toBeNull();
    expect(
      screen.getByRole("form", { name: WAITING_LIST_FORM.label.replace("{event}", upcoming.title) }),
    ).toBeVisible();
  });

  it("offers the hero's register button while a seat is left", async () => {
    renderView({ ...upcoming, registered: 9, capacity: 10 });
    await settled();
    expect(screen.getByRole("link", { name: copy.registerTitle })).toHaveAttribute("href", "#register");
  });

  it("shows outcomes, key insights and the past notice, without registration, for a past event", async () => {
    renderView(past);
    await settled();
    expect(headings()).toEqual(expect.arrayContaining([copy.outcomesTitle, copy.keyInsightsTitle]));
    expect(headings()).not.toContain(copy.registerTitle);
    expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
    for (const insight of past.keyInsights ?? []) expect(screen.getByText(insight)).toBeVisible();
    const notice = screen.getByText(EVENT_PAST_TEXT, { exact: false });
    expect(within(notice).getByRole("link")).toHaveAttribute(
      "href",
      `${communityPath(past.community)}#upcoming-events`,
    );
  });

  it("turns an upcoming event past when the visitor's clock says so", async () => {
    renderView(upcoming);
    await settled();
    jest.useFakeTimers({ now: eventEndsAt(upcoming) });
    runClock(document);
    jest.useRealTimers();
    const register = screen.getByRole("heading", { name: copy.registerTitle, hidden: true });
    expect(register).not.toBeVisible();
    expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
    expect(screen.getByText(EVENT_PAST_TEXT, { exact: false })).toBeVisible();
    expect(screen.getByText("Past event", { exact: false })).toBeVisible();
  });
});
