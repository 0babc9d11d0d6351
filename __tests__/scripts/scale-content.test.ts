/** @jest-environment node */
import fs from "fs";
import path from "path";
import { CONTRIBUTOR_WEIGHT, scaleContent, shiftedLondonStart } from "../../scripts/lib/scale-content.ts";
import { MAX_FAQ_QUESTIONS } from "../../src/lib/content-limits.ts";
import { londonTexts } from "../../src/lib/london-time";
import { contentProblems, copyOfData, DATA } from "../support/content-nodes";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;

const FACTOR = 10;
const readJson = (dir: string, file: string): Json => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
const folder = (dir: string, name: string): Json[] =>
  fs
    .readdirSync(path.join(dir, name))
    .filter((file) => file.endsWith(".json"))
    .map((file) => readJson(dir, path.join(name, file)));

/** Each grown list with the fields that must stay unique in it (ids, addresses and what a visitor reads). */
const lists = (dir: string): Record<string, { entries: Json[]; unique: string[] }> => ({
  reports: { entries: readJson(dir, "reports.json"), unique: ["slug", "title"] },
  "podcast episodes": { entries: readJson(dir, "podcast-episodes.json"), unique: ["episodeId", "name"] },
  "FAQ entries": { entries: readJson(dir, "faq.json").questions, unique: ["question"] },
  contributors: { entries: readJson(dir, "contributors.json"), unique: ["slug", "person"] },
  people: { entries: readJson(dir, "people.json"), unique: ["personId", "name"] },
  programmes: { entries: folder(dir, "programmes"), unique: ["slug", "title", "shortTitle", "order"] },
  ...Object.fromEntries(
    fs
      .readdirSync(path.join(dir, "community-events"))
      .map((file) => [
        `events of ${file}`,
        { entries: readJson(dir, path.join("community-events", file)), unique: ["eventId", "title"] },
      ]),
  ),
});

describe(`scale-content at ${FACTOR}×`, () => {
  const today = lists(DATA);
  const dir = copyOfData();
  const growth = scaleContent(dir, FACTOR);
  const scaled = lists(dir);

  it("passes the build's content check", () => {
    expect(contentProblems(dir)).toEqual([]);
  });

  it(`grows every list ${FACTOR}-fold, contributors ${CONTRIBUTOR_WEIGHT} times faster, the FAQ up to its rule, and says so`, () => {
    const expected = (list: string) =>
      list === "FAQ entries"
        ? Math.min(today[list].entries.length * FACTOR, MAX_FAQ_QUESTIONS)
        : today[list].entries.length * FACTOR * (list === "contributors" ? CONTRIBUTOR_WEIGHT : 1);
    for (const list of Object.keys(today).filter((name) => name !== "people")) {
      expect([list, scaled[list].entries.length]).toEqual([list, expected(list)]);
    }
    // Every new contributor is a new person.
    expect(scaled.people.entries.length - today.people.entries.length).toBe(
      expected("contributors") - today.contributors.entries.length,
    );
    expect(growth.reports).toEqual({ before: today.reports.entries.length, after: expected("reports") });
  });

  it("keeps ids, addresses and titles unique", () => {
    for (const [list, { entries, unique }] of Object.entries(scaled)) {
      for (const field of unique) {
        const values = entries.map((entry) => entry[field]);
        expect([list, field, values.length - new Set(values).size]).toEqual([list, field, 0]);
      }
    }
  });

  it("reuses the images already in data/", () => {
    const images = new Set([
      ...today.reports.entries.map((report) => report.cover),
      ...today.people.entries.map((person) => person.photo),
    ]);
    expect(scaled.reports.entries.every((report) => images.has(report.cover))).toBe(true);
    expect(scaled.people.entries.every((person) => images.has(person.photo))).toBe(true);
  });

  it("leaves today's entries as they were", () => {
    for (const [list, { entries }] of Object.entries(today)) {
      // Programmes are files, read in name order, so the test looks for each entry rather than at a position.
      for (const entry of entries)
        expect([list, scaled[list].entries]).toEqual([list, expect.arrayContaining([entry])]);
    }
  });
});

describe("shiftedLondonStart", () => {
  it("keeps the wall-clock time across a change between GMT and BST", () => {
    const moved = shiftedLondonStart("2027-03-23T15:00:00+00:00", 14);
    expect(moved).toEqual({ startsAt: "2027-04-06T15:00:00+01:00" });
    expect(londonTexts(moved.startsAt)).toMatchObject({ time: "3:00 pm", timezone: "BST" });
  });
});
