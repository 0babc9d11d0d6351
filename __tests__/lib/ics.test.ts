/** @jest-environment node */
import { buildIcs, escapeText, foldLine, type CalendarEvent } from "../../src/lib/ics";

/** A small RFC 5545 reader: unfolds lines, splits name, parameters and value, unescapes TEXT. */
const parseIcs = (ics: string) => {
  expect(ics.endsWith("\r\n")).toBe(true);
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const physical = ics.slice(0, -2).split("\r\n");
  physical.forEach((line) => expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75));
  const lines = physical.reduce<string[]>((all, line) => {
    if (line.startsWith(" ")) all[all.length - 1] += line.slice(1);
    else all.push(line);
    return all;
  }, []);
  const unescape = (value: string) =>
    value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
  const entries = lines.map((line) => {
    const colon = line.indexOf(":");
    return { name: line.slice(0, colon).split(";")[0], value: unescape(line.slice(colon + 1)) };
  });
  const value = (name: string) => entries.filter((entry) => entry.name === name).map((entry) => entry.value);
  return { lines, value };
};

const event = (startsAt: string, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: "communities-cloud-ops-events-1@example.org",
  title: "Pricing; value, and AI",
  description: "Line one\nLine two, with a comma",
  startsAt,
  durationMinutes: 90,
  location: "Online",
  url: "https://example.org/communities/cloud-ops/events/1",
  ...extra,
});

const options = { productName: "Test Network", stamp: new Date("2025-01-01T12:00:00Z") };

describe("buildIcs", () => {
  it("writes a calendar with one event that parses back", () => {
    const { lines, value } = parseIcs(buildIcs(event("2025-06-10T15:00:00+01:00"), options));
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines[lines.length - 1]).toBe("END:VCALENDAR");
    expect(value("VERSION")).toEqual(["2.0"]);
    expect(value("PRODID")).toEqual(["-//Test Network//Events//EN"]);
    expect(value("BEGIN")).toEqual(["VCALENDAR", "VEVENT"]);
    expect(value("UID")).toEqual(["communities-cloud-ops-events-1@example.org"]);
    expect(value("DTSTAMP")).toEqual(["20250101T120000Z"]);
    expect(value("SUMMARY")).toEqual(["Pricing; value, and AI"]);
    expect(value("DESCRIPTION")).toEqual([
      "Line one\nLine two, with a comma\n\nhttps://example.org/communities/cloud-ops/events/1",
    ]);
    expect(value("URL")).toEqual(["https://example.org/communities/cloud-ops/events/1"]);
  });

  it("puts 3:00 pm BST (summer) at 14:00 UTC", () => {
    const { value } = parseIcs(buildIcs(event("2025-06-10T15:00:00+01:00"), options));
    expect(value("DTSTART")).toEqual(["20250610T140000Z"]);
    expect(value("DTEND")).toEqual(["20250610T153000Z"]);
  });

  it("puts 3:00 pm GMT (winter) at 15:00 UTC", () => {
    const { value } = parseIcs(buildIcs(event("2027-01-19T15:00:00+00:00"), options));
    expect(value("DTSTART")).toEqual(["20270119T150000Z"]);
    expect(value("DTEND")).toEqual(["20270119T163000Z"]);
  });

  it("publishes a first version without SEQUENCE, a changed one with its SEQUENCE under the same UID", () => {
    const first = parseIcs(buildIcs(event("2025-06-10T15:00:00+01:00"), options));
    expect(first.value("METHOD")).toEqual(["PUBLISH"]);
    expect(first.value("SEQUENCE")).toEqual([]);
    const moved = parseIcs(buildIcs(event("2025-06-11T15:00:00+01:00", { sequence: 2 }), options));
    expect(moved.value("METHOD")).toEqual(["PUBLISH"]);
    expect(moved.value("UID")).toEqual(first.value("UID"));
    expect(moved.value("SEQUENCE")).toEqual(["2"]);
    expect(moved.value("STATUS")).toEqual([]);
  });

  it("cancels the event a calendar holds under the UID", () => {
    const { value } = parseIcs(
      buildIcs(event("2025-06-10T15:00:00+01:00", { sequence: 3 }), { ...options, method: "CANCEL" }),
    );
    expect(value("METHOD")).toEqual(["CANCEL"]);
    expect(value("STATUS")).toEqual(["CANCELLED"]);
    expect(value("SEQUENCE")).toEqual(["3"]);
    expect(value("UID")).toEqual(["communities-cloud-ops-events-1@example.org"]);
  });

  it("refuses a start that is not a date", () => {
    expect(() => buildIcs(event("next Tuesday"), options)).toThrow(/Invalid start/);
  });
});

describe("text helpers", () => {
  it("escapes backslash, semicolon, comma and newline", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds at 75 octets without splitting a multi-byte character", () => {
    const line = `DESCRIPTION:${"é".repeat(80)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    folded.forEach((part) => expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75));
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
  });
});
