/** @jest-environment node */
import fs from "fs";
import path from "path";
import { builtRoutes, contentProblems, copyOfData, DATA } from "../support/content-nodes";
import { readDataFileAt } from "../support/data";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;

const ROUTES = builtRoutes(DATA);

/** The build's problems after `change` edits one file of a copy of data/. */
const problemsAfter = (file: string, change: (content: Json) => void): string[] => {
  const dir = copyOfData();
  const content = readDataFileAt(path.join(dir, file));
  change(content);
  fs.writeFileSync(path.join(dir, file), JSON.stringify(content, null, 2));
  const problems = contentProblems(dir, ROUTES);
  fs.rmSync(dir, { recursive: true, force: true });
  return problems;
};

const EVENTS = "community-events/revenue.json";
// Content holds no status: an event with results is written up after it, one without is still to come.
const indexOf = (status: string) =>
  (readDataFileAt(path.join(DATA, EVENTS)) as Json[]).findIndex(
    (event) => Boolean(event.results) === (status === "past"),
  );
const editEvent = (status: string, change: (event: Json) => void) => (events: Json[]) =>
  change(events[indexOf(status)]);
const at = (message: string) => `data/${EVENTS}: ${message}`;

describe("event rules", () => {
  it("refuse a date, time, timezone or community written into an event: the start and the file's name say them", () => {
    for (const field of ["date", "time", "timezone", "community"]) {
      expect(
        problemsAfter(
          EVENTS,
          editEvent("upcoming", (event) => (event[field] = "stated twice")),
        ),
      ).toEqual([
        expect.stringMatching(new RegExp(`^${at(`field "${field}" is not a field of CommunityEventsJson`)}`)),
      ]);
    }
  });

  it("catch events in a file named after no community", () => {
    const dir = copyOfData();
    const misnamed = "community-events/revenu.json";
    fs.renameSync(path.join(dir, EVENTS), path.join(dir, misnamed));
    const problems = contentProblems(dir, ROUTES);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(problems).toContain(
      `data/${misnamed}: the file's name says these events belong to community "revenu", which has no file in data/communities/`,
    );
  });

  it("ask upcoming events for registrations within capacity and past events for outcomes", () => {
    expect(
      problemsAfter(
        EVENTS,
        editEvent("upcoming", (event) => (event.registered = event.capacity + 1)),
      ),
    ).toEqual([at('field "registered" cannot exceed "capacity"')]);
    expect(
      problemsAfter(
        EVENTS,
        editEvent("past", (event) => (event.keyInsights = [])),
      ),
    ).toEqual([at('fields "results" and "keyInsights" go together: list both or neither')]);
  });

  it("take a capacity or unlimited seats for an upcoming event, never both", () => {
    expect(
      problemsAfter(
        EVENTS,
        editEvent("upcoming", (event) => delete event.capacity),
      ),
    ).toEqual([
      at('fields "registered" and "capacity" (or "unlimitedSeats": true) are required until the event has results'),
    ]);
    expect(
      problemsAfter(
        EVENTS,
        editEvent("upcoming", (event) => {
          delete event.capacity;
          event.unlimitedSeats = true;
        }),
      ),
    ).toEqual([]);
    expect(
      problemsAfter(
        EVENTS,
        editEvent("upcoming", (event) => (event.unlimitedSeats = true)),
      ),
    ).toEqual([at('fields "capacity" and "unlimitedSeats" contradict each other: give one of them')]);
  });

  it("know two types, and want a place for in-person events", () => {
    expect(
      problemsAfter(
        EVENTS,
        editEvent("upcoming", (event) => (event.type = "in-person")),
      ),
    ).toEqual([at('field "location" is required for in-person events')]);
    expect(
      problemsAfter(
        EVENTS,
        editEvent("upcoming", (event) => (event.type = "hybrid")),
      ),
    ).toEqual([at('field "type" is "hybrid"; expected one of: virtual, in-person')]);
  });
});

describe("community rules", () => {
  const COMMUNITY = "communities/revenue.json";
  const atCommunity = (message: string) => `data/${COMMUNITY}: ${message}`;

  it("catch an unknown colour, an insecure external address and a bad slug; members are free", () => {
    expect(
      problemsAfter(COMMUNITY, (community) => {
        community.slug = "Revenue Team";
        community.colour = "pink";
        community.externalUrl = "http://example.org";
        community.members = community.members.slice(0, 1);
      }),
    ).toEqual([
      atCommunity('field "slug" is "Revenue Team"; expected lower-case words joined by hyphens, e.g. future-of-hr'),
      atCommunity('field "colour" is "pink"; expected one of: blue, teal, violet, amber'),
      atCommunity('field "externalUrl" is "http://example.org"; expected a web address starting https://'),
    ]);
  });
});

describe("communities and event experiences page rules", () => {
  it.each(["communities-page.json", "events.json"])("%s wants buttons in the hero", (file) => {
    expect(problemsAfter(file, (page) => delete page.hero.actions)).toEqual([
      `data/${file}: field "hero.actions" holds 0 entries; expected at least 1 (the hero of this page is specified with buttons)`,
    ]);
  });
});

describe("event landing rules", () => {
  it("catch a sponsor link without a sponsor name and a bad contact address", () => {
    expect(
      problemsAfter("event-landings/future-of-hr.json", (landing) => {
        landing.sponsorLink = "https://example.org";
        delete landing.sponsorName;
        landing.contactEmail = "events at example";
      }),
    ).toEqual([
      'data/event-landings/future-of-hr.json: field "sponsorName" is required when "sponsorLink" is set',
      'data/event-landings/future-of-hr.json: field "sponsorName" is required when "sponsorLogo" is set',
      'data/event-landings/future-of-hr.json: field "contactEmail" is "events at example"; expected an e-mail address',
    ]);
  });

  it("want unlimited seats, since a landing states no capacity", () => {
    expect(problemsAfter("event-landings/future-of-hr.json", (landing) => (landing.unlimitedSeats = false))).toEqual([
      'data/event-landings/future-of-hr.json: field "unlimitedSeats" must be true: without a capacity the database refuses every registration',
    ]);
  });
});
