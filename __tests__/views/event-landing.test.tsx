import { act, render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React from "react";
import { EVENT_PAST_TEXT } from "../../src/components/event-notice/event-notice";
import { eventEndsAt, eventStatus } from "../../src/lib/event-status";
import { calendarPath, eventLandingPath } from "../../src/routes";
import { eventLandingJsonLd, toEventLandingProps } from "../../src/views/event-landing-props";
import { EventLandingView } from "../../src/views/event-landing-view";
import {
  BUILD_TIME,
  eventLandingEntry,
  eventLandingQuery,
  pastEventLandingEntry,
  personNode,
  staticQueryData,
} from "../support/fixtures";

const entry = eventLandingEntry();
/** The moderator as data/people.json holds them: the landing names them by id. */
const moderator = personNode(entry.moderator);
const pastEntry = pastEventLandingEntry();
const path = eventLandingPath(entry.slug);
const clock = new Date(BUILD_TIME);
/** The headings every landing page shares, from data/events.json. */
const { copy } = toEventLandingProps(eventLandingQuery(entry), path);

beforeEach(() => (useStaticQuery as jest.Mock).mockReturnValue(staticQueryData()));

/** The form slot settles after its first render. */
const settled = () => act(async () => {});
const headings = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("toEventLandingProps", () => {
  it("names the organisers and the moderator, and judges the event by the build's clock", () => {
    const props = toEventLandingProps(eventLandingQuery(entry), path);
    expect(props.organisers.sponsor?.name ?? null).toBe(entry.sponsorName ?? null);
    expect(props.moderator).toMatchObject({ name: moderator.name, title: moderator.title });
    expect(props.online).toBe(entry.delivery === "Virtual");
    expect(props.builtAt).toBe(BUILD_TIME);
  });

  it("turns a virtual landing into an online event and another delivery into a place", () => {
    const virtual = toEventLandingProps(eventLandingQuery({ ...entry, delivery: "Virtual" }), path);
    const london = toEventLandingProps(eventLandingQuery({ ...entry, delivery: "London" }), path);
    expect([virtual.online, london.online]).toEqual([true, false]);
  });
});

describe("eventLandingJsonLd (by the build's clock)", () => {
  it("describes the event with its moderator as performer at its canonical URL, with a seat until it ends", () => {
    const jsonLd = eventLandingJsonLd(eventLandingQuery(entry), path);
    expect(jsonLd).toMatchObject({
      "@type": "Event",
      name: entry.title,
      description: entry.seoDescription,
      url: `https://example.org${path}`,
      performer: [{ "@type": "Person", name: moderator.name, jobTitle: moderator.title }],
      offers: { availability: "https://schema.org/InStock", validThrough: jsonLd.endDate },
    });
    expect(new Date(jsonLd.endDate as string).getTime()).toBe(eventEndsAt(entry).getTime());
    const pastPath = eventLandingPath(pastEntry.slug);
    expect(eventLandingJsonLd(eventLandingQuery(pastEntry), pastPath)).not.toHaveProperty("offers");
  });
});

describe("EventLandingView", () => {
  it("shows the landing's sections in order, with the registration slot and the calendar link", async () => {
    expect(eventStatus(entry, clock)).toBe("upcoming");
    render(<EventLandingView {...toEventLandingProps(eventLandingQuery(entry), path)} />);
    await settled();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(entry.title);
    expect(headings().slice(0, 3)).toEqual([copy.aboutTitle, copy.takeawaysTitle, copy.registerTitle]);
    expect(headings()).toContain(copy.moderatorTitle);
    expect(screen.getByText(moderator.name)).toBeVisible();
    expect(screen.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", calendarPath(path));
  });

  it("shows a past landing as taken place, linking to /events, without registration or calendar", async () => {
    const pastPath = eventLandingPath(pastEntry.slug);
    expect(eventStatus(pastEntry, clock)).toBe("past");
    render(<EventLandingView {...toEventLandingProps(eventLandingQuery(pastEntry), pastPath)} />);
    await settled();
    expect(headings()).not.toContain(copy.registerTitle);
    expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
    const notice = screen.getByText(EVENT_PAST_TEXT, { exact: false });
    expect(within(notice).getByRole("link")).toHaveAttribute("href", "/events");
  });
});
