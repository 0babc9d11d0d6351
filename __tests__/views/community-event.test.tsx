import { act, render, screen, within } from "@testing-library/react";
import React from "react";
import { communityEventJsonLd, toCommunityEventProps } from "../../src/views/community-event-props";
import { CommunityEventView } from "../../src/views/community-event-view";
import { calendarPath, communityEventPath, communityPath } from "../../src/routes";
import { communityEntry, communityEventEntries, communityEventQuery } from "../support/fixtures";

const entries = communityEventEntries();
const upcoming = entries.find((entry) => entry.status === "upcoming" && (entry.agenda?.length ?? 0) > 0);
const past = entries.find((entry) => entry.status === "past");
if (!upcoming || !past)
  throw new Error("data/community-events/revenue.json needs an upcoming event with an agenda and a past event");
const pathOf = (entry: typeof upcoming) => communityEventPath(entry.community, entry.eventId);

/** The form slot settles after its first render. */
const settled = () => act(async () => {});

describe("toCommunityEventProps", () => {
  it("links back to the community and offers a calendar file for an upcoming event", () => {
    const props = toCommunityEventProps(communityEventQuery(upcoming), pathOf(upcoming));
    expect(props.community).toEqual({ name: communityEntry().name, href: communityPath(upcoming.community) });
    expect(props.calendarHref).toBe(calendarPath(pathOf(upcoming)));
    expect(props.speakers.map((speaker) => speaker.name)).toEqual((upcoming.speakers ?? []).map((s) => s.name));
  });

  it("offers no calendar file once the event is past", () => {
    expect(toCommunityEventProps(communityEventQuery(past), pathOf(past)).calendarHref).toBeNull();
  });
});

describe("communityEventJsonLd", () => {
  it("describes an upcoming event at its canonical URL, and nothing for a past one", () => {
    expect(communityEventJsonLd(communityEventQuery(upcoming), pathOf(upcoming))).toMatchObject({
      "@type": "Event",
      name: upcoming.title,
      startDate: upcoming.startsAt,
      url: `https://example.org${pathOf(upcoming)}`,
    });
    expect(communityEventJsonLd(communityEventQuery(past), pathOf(past))).toBeNull();
  });
});

describe("CommunityEventView", () => {
  const headings = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

  it("shows objectives, agenda and registration for an upcoming event", async () => {
    render(<CommunityEventView {...toCommunityEventProps(communityEventQuery(upcoming), pathOf(upcoming))} />);
    await settled();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(upcoming.title);
    expect(headings()).toEqual(expect.arrayContaining(["Event objectives", "Event agenda", "Register for this event"]));
    expect(headings()).not.toContain("Key insights");
    const objectives = screen.getByRole("heading", { name: "Event objectives" }).closest("section") as HTMLElement;
    for (const objective of upcoming.objectives ?? []) expect(within(objectives).getByText(objective)).toBeVisible();
    expect(screen.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      calendarPath(pathOf(upcoming)),
    );
  });

  it("shows outcomes and key insights, without registration, for a past event", async () => {
    render(<CommunityEventView {...toCommunityEventProps(communityEventQuery(past), pathOf(past))} />);
    await settled();
    expect(headings()).toEqual(expect.arrayContaining(["Event outcomes", "Key insights"]));
    expect(headings()).not.toContain("Register for this event");
    expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
    for (const insight of past.keyInsights ?? []) expect(screen.getByText(insight)).toBeVisible();
  });
});
