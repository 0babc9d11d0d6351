import { act, render, screen } from "@testing-library/react";
import React from "react";
import { eventLandingJsonLd, toEventLandingProps } from "../../src/views/event-landing-props";
import { EventLandingView } from "../../src/views/event-landing-view";
import { calendarPath, eventLandingPath } from "../../src/routes";
import { eventLandingEntry, eventLandingQuery } from "../support/fixtures";

const entry = eventLandingEntry();
const path = eventLandingPath(entry.slug);

/** The form slot settles after its first render. */
const settled = () => act(async () => {});

describe("toEventLandingProps", () => {
  it("names the organisers, the moderator and the calendar file beside the page", () => {
    const props = toEventLandingProps(eventLandingQuery(entry), path);
    expect(props.organisers.sponsor?.name ?? null).toBe(entry.sponsorName ?? null);
    expect(props.moderator).toMatchObject({ name: entry.moderatorName, title: entry.moderatorRole });
    expect(props.calendarHref).toBe(calendarPath(path));
    expect(props.online).toBe(entry.delivery === "Virtual");
  });

  it("turns a virtual landing into an online event and another delivery into a place", () => {
    const virtual = toEventLandingProps(eventLandingQuery({ ...entry, delivery: "Virtual" }), path);
    const london = toEventLandingProps(eventLandingQuery({ ...entry, delivery: "London" }), path);
    expect([virtual.online, london.online]).toEqual([true, false]);
  });
});

describe("eventLandingJsonLd", () => {
  it("describes the event with its moderator as performer, at its canonical URL", () => {
    expect(eventLandingJsonLd(eventLandingQuery(entry), path)).toMatchObject({
      "@type": "Event",
      name: entry.title,
      description: entry.seoDescription,
      url: `https://example.org${path}`,
      performer: [{ "@type": "Person", name: entry.moderatorName, jobTitle: entry.moderatorRole }],
    });
  });
});

describe("EventLandingView", () => {
  it("shows the landing's sections in order, with the registration slot and the calendar link", async () => {
    render(<EventLandingView {...toEventLandingProps(eventLandingQuery(entry), path)} />);
    await settled();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(entry.title);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual(["About this event", "What you'll gain", "Secure your seat"]);
    expect(headings).toContain("Moderated by");
    expect(screen.getByText(entry.moderatorName)).toBeVisible();
    expect(screen.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", calendarPath(path));
  });
});
