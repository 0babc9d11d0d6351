/** @jest-environment node */
import { calendarFiles, ONLINE_LOCATION } from "../../src/node/calendar-files";
import { isUpcoming } from "../../src/lib/event-status";
import { londonTexts } from "../../src/lib/london-time";
import { calendarPath, communityEventPath, eventLandingPath } from "../../src/routes";
import { DATA, nodesOf, resolvedNodesOfType } from "../support/content-nodes";

const nodes = nodesOf(DATA).nodes;
// As writeCalendarFiles reads them: each community event with the community its file is named after.
const nodesByType = resolvedNodesOfType(nodes);
const ofType = (type: string) => nodesByType(type) as unknown as Record<string, string>[];
const events = ofType("CommunityEventsJson");
const landings = ofType("EventLandingsJson");
const site = { origin: "https://example.org", brandName: "Brand" };

/** A clock before every event of data/, so each one has its file. */
const BEFORE_ALL = new Date(
  Math.min(...[...events, ...landings].map((node) => Date.parse(node.startsAt))) - 86_400_000,
);
/** The build's clock for the upcoming/past split: fixed, never the machine's. */
const BUILD_CLOCK = new Date("2026-11-23T12:00:00Z");

const filesAt = (now: Date) => calendarFiles(nodesByType, site, now);
const fileAt = (file: string) => filesAt(BEFORE_ALL).find((candidate) => candidate.file === file)?.ics ?? "";

/** DTSTART in UTC form back to an ISO date-time. */
const startOf = (ics: string) =>
  (/\r\nDTSTART:(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z\r\n/.exec(ics) ?? [])
    .slice(1)
    .join("")
    .replace(/^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/, "$1-$2-$3T$4:$5:$6Z");

const eventTiming = (node: Record<string, string>) => ({
  startsAt: node.startsAt,
  durationMinutes: Number(node.durationMinutes),
});

describe("calendar files", () => {
  it("go beside every community event and event landing, and nowhere else", () => {
    const expected = [
      ...events.map((event) => calendarPath(communityEventPath(event.community, event.eventId))),
      ...landings.map((landing) => calendarPath(eventLandingPath(landing.slug))),
    ];
    expect(
      filesAt(BEFORE_ALL)
        .map((file) => file.file)
        .sort(),
    ).toEqual(expected.sort());
  });

  it("hold a calendar only for events that have not ended by the build's clock", () => {
    const written = filesAt(BUILD_CLOCK)
      .filter(({ ics }) => ics !== null)
      .map(({ file }) => file);
    const expected = [
      ...events
        .filter((event) => isUpcoming(eventTiming(event), BUILD_CLOCK))
        .map((event) => calendarPath(communityEventPath(event.community, event.eventId))),
      ...landings
        .filter((landing) => isUpcoming(eventTiming(landing), BUILD_CLOCK))
        .map((landing) => calendarPath(eventLandingPath(landing.slug))),
    ];
    expect(events.some((event) => !isUpcoming(eventTiming(event), BUILD_CLOCK))).toBe(true);
    expect(written.sort()).toEqual(expected.sort());
  });

  it.each(events.map((event) => [communityEventPath(event.community, event.eventId), event]))(
    "%s starts at the date, time and zone the page shows, at its place",
    (pagePath, event) => {
      const ics = fileAt(calendarPath(pagePath));
      // The page shows the start read in London (src/node/derived-fields.ts).
      expect(londonTexts(new Date(startOf(ics)).toISOString())).toEqual(londonTexts(event.startsAt));
      expect(ics).toContain(`\r\nURL:https://example.org${pagePath}\r\n`);
      expect(ics.replace(/\r\n /g, "")).toContain(
        `LOCATION:${event.location ?? ONLINE_LOCATION}`.replace(/[,;]/g, "\\$&"),
      );
    },
  );

  it.each(landings.map((landing) => [eventLandingPath(landing.slug), landing]))(
    "%s carries the landing's title and start",
    (pagePath, landing) => {
      const ics = fileAt(calendarPath(pagePath));
      expect(ics.replace(/\r\n /g, "")).toContain(`SUMMARY:${landing.title}`);
      expect(new Date(startOf(ics)).getTime()).toBe(new Date(landing.startsAt).getTime());
    },
  );
});
