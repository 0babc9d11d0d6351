/** @jest-environment node */
import fs from "fs";
import path from "path";
import { eventJsonLd } from "../../src/lib/event-json-ld";
import { eventEndsAt, eventStatus, hasSeatsLeft, partitionEvents, upcomingCounts } from "../../src/lib/event-status";
import { calendarFile } from "../../src/node/calendar-files";
import { pastEventLandingEntry } from "../support/fixtures";

const ROOT = path.join(__dirname, "../..");
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));

/** The build's clock for these tests: fixed, never the machine's. */
const BUILD_CLOCK = new Date("2026-11-23T12:00:00Z");

const landing = readJson("data/event-landings/future-of-hr.json");
const pastLanding = pastEventLandingEntry();
const minutes = (n: number) => n * 60_000;
const start = new Date(landing.startsAt).getTime();
const end = start + minutes(landing.durationMinutes);

/** The landing page's event judged at a moment before, during and after it. */
const MOMENTS: [string, Date, "upcoming" | "past"][] = [
  ["a day before it", new Date(start - minutes(24 * 60)), "upcoming"],
  ["while it runs", new Date(start + minutes(landing.durationMinutes / 2)), "upcoming"],
  ["a minute before it ends", new Date(end - minutes(1)), "upcoming"],
  ["the moment it ends", new Date(end), "past"],
  ["a day after it", new Date(end + minutes(24 * 60)), "past"],
];

const site = { origin: "https://example.org", brandName: "Test Network" };
const structuredData = (status: "upcoming" | "past", seatsLeft = true) =>
  eventJsonLd({
    status,
    seatsLeft,
    name: landing.title,
    description: landing.seoDescription,
    startsAt: landing.startsAt,
    durationMinutes: landing.durationMinutes,
    online: true,
    url: "https://example.org/events/future-of-hr",
    organizer: { name: site.brandName, url: site.origin },
  });
const calendarOf = (now: Date) =>
  calendarFile(
    "/events/future-of-hr",
    { ...landing, description: landing.subtitle, location: landing.delivery },
    site,
    now,
  );

describe("event status from time", () => {
  it("ends an event at its start plus its duration", () => {
    expect(eventEndsAt(landing).getTime()).toBe(end);
    expect(eventEndsAt({ startsAt: landing.startsAt })).toEqual(new Date(landing.startsAt));
  });

  it.each(MOMENTS)("%s, the event is %s", (_moment, now, expected) => {
    expect(eventStatus(landing, now)).toBe(expected);
  });

  it.each(MOMENTS)("%s, the JSON-LD offers seats only to an upcoming event", (_moment, now, expected) => {
    const data = structuredData(eventStatus(landing, now));
    expect(data).toMatchObject({ "@type": "Event", startDate: landing.startsAt });
    if (expected === "upcoming") {
      expect(data.offers).toMatchObject({ availability: "https://schema.org/InStock", price: 0 });
    } else {
      expect(data).not.toHaveProperty("offers");
    }
  });

  it("offers a sold-out seat when none is left", () => {
    expect(structuredData("upcoming", false)).toMatchObject({
      offers: { availability: "https://schema.org/SoldOut" },
    });
  });

  it.each(MOMENTS)("%s, an .ics is written only for an upcoming event", (_moment, now, expected) => {
    const ics = calendarOf(now);
    if (expected === "upcoming") {
      expect(ics).toContain("BEGIN:VEVENT");
      expect(ics).toContain(`DTSTART:${new Date(landing.startsAt).toISOString().replace(/[-:]|\.\d{3}/g, "")}`);
    } else {
      expect(ics).toBeNull();
    }
  });

  it.each(MOMENTS)("%s, the event sits in the matching list and count", (_moment, now, expected) => {
    const other = { community: "b", startsAt: pastLanding.startsAt, durationMinutes: pastLanding.durationMinutes };
    const events = [{ community: "a", ...landing }, other];
    const { upcoming, past } = partitionEvents(events, now);
    expect(upcoming.map((event) => event.community)).toEqual(expected === "upcoming" ? ["a"] : []);
    expect(past.map((event) => event.community)).toEqual(expected === "upcoming" ? ["b"] : ["a", "b"]);
    expect(upcomingCounts(["a", "b", "c"], events, now)).toEqual(
      new Map([
        ["a", expected === "upcoming" ? 1 : 0],
        ["b", 0],
        ["c", 0],
      ]),
    );
  });

  it("by the build's clock, future-of-hr is upcoming and the past landing fixture has taken place", () => {
    expect(eventStatus(landing, BUILD_CLOCK)).toBe("upcoming");
    expect(eventStatus(pastLanding, BUILD_CLOCK)).toBe("past");
    expect(calendarOf(BUILD_CLOCK)).not.toBeNull();
  });

  it("counts a seat as left until registrations reach the capacity; no capacity, no limit", () => {
    expect(hasSeatsLeft({ registered: 29, capacity: 30 })).toBe(true);
    expect(hasSeatsLeft({ registered: 30, capacity: 30 })).toBe(false);
    expect(hasSeatsLeft({ registered: 30 })).toBe(true);
  });
});
