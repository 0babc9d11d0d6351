/** @jest-environment node */
import { calendarFiles, ONLINE_LOCATION } from "../../src/node/calendar-files";
import { londonTexts } from "../../src/lib/london-time";
import { calendarPath, communityEventPath, eventLandingPath } from "../../src/routes";
import { DATA, nodesOf, nodesOfType } from "../support/content-nodes";

const nodes = nodesOf(DATA).nodes;
const ofType = (type: string) => nodes.filter((node) => node.internal.type === type) as Record<string, string>[];
const files = calendarFiles(nodesOfType(nodes), {
  origin: "https://example.org",
  brandName: "Brand",
  stamp: new Date("2026-01-01T00:00:00Z"),
});
const fileAt = (file: string) => files.find((candidate) => candidate.file === file)?.ics ?? "";

/** DTSTART in UTC form back to an ISO date-time. */
const startOf = (ics: string) =>
  (/\r\nDTSTART:(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z\r\n/.exec(ics) ?? [])
    .slice(1)
    .join("")
    .replace(/^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/, "$1-$2-$3T$4:$5:$6Z");

describe("calendar files", () => {
  const events = ofType("CommunityEventsJson");
  const landings = ofType("EventLandingsJson");

  it("go beside every upcoming community event and every event landing, and nowhere else", () => {
    const expected = [
      ...events
        .filter((event) => event.status === "upcoming")
        .map((event) => calendarPath(communityEventPath(event.community, event.eventId))),
      ...landings.map((landing) => calendarPath(eventLandingPath(landing.slug))),
    ];
    expect(events.some((event) => event.status === "past")).toBe(true);
    expect(files.map((file) => file.file).sort()).toEqual(expected.sort());
  });

  it.each(
    events
      .filter((event) => event.status === "upcoming")
      .map((event) => [communityEventPath(event.community, event.eventId), event]),
  )("%s starts at the date, time and zone the page shows, at its place", (pagePath, event) => {
    const ics = fileAt(calendarPath(pagePath));
    expect(londonTexts(new Date(startOf(ics)).toISOString())).toEqual({
      date: event.date,
      time: event.time,
      timezone: event.timezone,
    });
    expect(ics).toContain(`\r\nURL:https://example.org${pagePath}\r\n`);
    expect(ics.replace(/\r\n /g, "")).toContain(
      `LOCATION:${event.location ?? ONLINE_LOCATION}`.replace(/[,;]/g, "\\$&"),
    );
  });

  it.each(landings.map((landing) => [eventLandingPath(landing.slug), landing]))(
    "%s carries the landing's title and start",
    (pagePath, landing) => {
      const ics = fileAt(calendarPath(pagePath));
      expect(ics.replace(/\r\n /g, "")).toContain(`SUMMARY:${landing.title}`);
      expect(new Date(startOf(ics)).getTime()).toBe(new Date(landing.startsAt).getTime());
    },
  );
});
