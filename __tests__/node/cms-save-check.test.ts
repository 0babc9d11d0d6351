/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { cmsRefusal, type CmsRequest } from "../../src/node/cms-save-check";
import { contentModules } from "../../src/node/schema";
import { readDataFileAt } from "../support/data";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;

/**
 * The save check /admin's requests pass (src/node/develop-admin.ts), on a copy of data/: each request is what Decap
 * sends (decap-cms-backend-proxy), each file as the CMS writes it (JSON.stringify).
 */
const ROOT = path.resolve(__dirname, "../..");
let root = "";
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-save-check-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(root, "data"), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const eventsFile = () => `data/community-events/${fs.readdirSync(path.join(root, "data/community-events")).sort()[0]}`;
const read = (file: string): Json => readDataFileAt(path.join(root, file));
const check = (request: CmsRequest) => cmsRefusal(contentModules, root, request);
const persist = (file: string, value: unknown, assets: { path: string }[] = []) =>
  check({
    action: "persistEntry",
    params: { dataFiles: [{ path: file, raw: JSON.stringify(value, null, 2) }], assets },
  });

/** The file's events with `change` applied to the one carrying a sponsor (the block the issue emptied). */
const withEvent = (change: (event: Json) => Json) => {
  const events: Json[] = read(eventsFile());
  const at = events.findIndex((event) => event.sponsor);
  return { events: events.map((event, i) => (i === at ? change({ ...event }) : event)), at };
};

describe("the CMS's save check (src/node/cms-save-check.ts)", () => {
  it("lets the files as they are, and an event without a sponsor, be saved (with every other event of its file)", () => {
    expect(persist(eventsFile(), read(eventsFile()))).toBeUndefined();
    const { events, at } = withEvent(({ sponsor: _sponsor, ...event }) => event);
    expect(events[at].sponsor).toBeUndefined();
    expect(persist(eventsFile(), events)).toBeUndefined();
  });

  it.each([
    ["without a start", ({ startsAt: _startsAt, ...event }: Json) => event, /field "startsAt" is required/],
    [
      "with a capacity of -5",
      (event: Json) => ({ ...event, capacity: -5 }),
      /field "capacity" is -5; expected at least 0/,
    ],
    [
      "with an image path that does not exist",
      (event: Json) => ({ ...event, sponsor: { ...event.sponsor, logo: "../images/logos/missing.png" } }),
      /field "sponsor\.logo" points to "\.\.\/images\/logos\/missing\.png", which does not exist/,
    ],
    [
      "with a sponsor half filled in",
      (event: Json) => ({ ...event, sponsor: { name: event.sponsor.name } }),
      /field "sponsor\.logo" is required/,
    ],
    [
      "ending before it starts",
      (event: Json) => ({ ...event, durationMinutes: 0 }),
      /field "durationMinutes" is 0; expected at least 1/,
    ],
    [
      "with more registered than seats",
      (event: Json) => ({ ...event, registered: event.capacity + 1 }),
      /field "registered" cannot exceed "capacity"/,
    ],
  ])("refuses an event %s, naming the file, the entry and the field in the build's words", (_case, change, message) => {
    const { events, at } = withEvent(change);
    const refusal = check({
      action: "persistEntry",
      params: { dataFiles: [{ path: eventsFile(), raw: JSON.stringify(events) }] },
    });
    expect(refusal?.status).toBe(422);
    expect(refusal?.error).toMatch(message);
    expect(refusal?.error).toContain(`${eventsFile()} (entry ${at + 1}, "${events[at].title}")`);
  });

  it("refuses an id used twice in a file, and takes an image the same save uploads", () => {
    const events: Json[] = read(eventsFile());
    expect(persist(eventsFile(), [...events, { ...events[0] }])?.error).toMatch(
      /field "eventId" is .*already used at data\/community-events\/.*expected community \+ eventId to be unique/,
    );
    const logo = "data/images/logos/uploaded-in-the-cms.png";
    const { events: withLogo } = withEvent((event) => ({
      ...event,
      sponsor: { ...event.sponsor, logo: "../images/logos/uploaded-in-the-cms.png" },
    }));
    expect(persist(eventsFile(), withLogo)).toBeDefined();
    expect(persist(eventsFile(), withLogo, [{ path: logo }])).toBeUndefined();
  });

  it("refuses to read or save a data file that is not JSON on disk, with the build's line and column", () => {
    const faq = path.join(root, "data/faq.json");
    const text = fs.readFileSync(faq, "utf8");
    fs.writeFileSync(faq, text.replace('"questionsTitle":', '"questionsTitle"'));
    const line = text.split("\n").findIndex((row) => row.includes('"questionsTitle":')) + 1;
    for (const request of [
      { action: "getEntry", params: { path: "data/faq.json" } },
      { action: "entriesByFiles", params: { files: [{ path: "data/faq.json" }] } },
      { action: "persistEntry", params: { dataFiles: [{ path: "data/faq.json", raw: JSON.stringify({}) }] } },
    ]) {
      const refusal = check(request);
      expect(refusal?.status).toBe(409);
      expect(refusal?.error).toMatch(new RegExp(`^data/faq\\.json:${line}:\\d+: invalid JSON`));
    }
    expect(check({ action: "getEntry", params: { path: eventsFile() } })).toBeUndefined();
  });

  it("refuses a deletion that leaves another file naming what it removed", () => {
    const people: Json[] = read("data/people.json");
    const named = fs.readFileSync(path.join(root, eventsFile()), "utf8");
    const speaker = people.find((person) => named.includes(`"${person.personId}"`));
    expect(speaker).toBeDefined();
    const refusal = persist(
      "data/people.json",
      people.filter((person) => person !== speaker),
    );
    expect(refusal?.error).toContain(eventsFile());
    expect(refusal?.error).toContain(speaker.personId);
  });
});
