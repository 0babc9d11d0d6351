/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { syncContent } from "../../backend/content-sync.ts";
import { registrationKey } from "../../src/lib/registration-key";
import {
  FIXTURE_DATA,
  REPO_ROOT,
  backendTargets,
  runSql,
  startBackend,
  type BackendUnderTest,
} from "./backend-process";
import { registrationRow } from "../support/fixtures";
import { postAsVisitor } from "../support/visitors";
import { waitFor } from "../support/wait";

interface FixtureEvent {
  eventId: string;
  title: string;
  startsAt: string;
  durationMinutes: number;
  capacity?: number;
  registered?: number;
}

/** The community whose events the tests edit: its events file is named after it. */
const COMMUNITY = "alpha-leaders";

/** A copy of the backend fixtures the test may edit, as an editor edits data/. */
const editableData = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "content-sync-"));
  cpSync(FIXTURE_DATA, dir, { recursive: true });
  const file = path.join(dir, "community-events", `${COMMUNITY}.json`);
  return {
    dir,
    file,
    events: (): FixtureEvent[] => JSON.parse(readFileSync(file, "utf8")),
    write: (events: FixtureEvent[]) => writeFileSync(file, `${JSON.stringify(events, null, 2)}\n`),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
};

const keyOf = (event: FixtureEvent) => registrationKey(COMMUNITY, event.eventId);
const register = (backend: BackendUnderTest, event: FixtureEvent) =>
  postAsVisitor(backend, "event_registrations", registrationRow({ event_id: keyOf(event), event_title: event.title }));

/** The rows the sync owns, as data/ states them, and the registrations it must never touch. */
const eventRows = async (databaseUrl: string) =>
  (
    await runSql(
      databaseUrl,
      `select event_key, starts_at, capacity, xmin::text as version from public.events order by event_key`,
    )
  ).rows as { event_key: string; starts_at: Date; capacity: number | null; version: string }[];
const registrations = async (databaseUrl: string) =>
  (await runSql(databaseUrl, "select id, event_id from public.event_registrations order by id")).rows;

describe.each(backendTargets())("the content sync on %s", (_label, serverUrl) => {
  const data = editableData();
  let backend: BackendUnderTest;
  beforeAll(async () => {
    backend = await startBackend({ serverUrl, dataDir: data.dir });
  });
  afterAll(async () => {
    await backend?.stop();
    data.remove();
  });

  it("brings a changed capacity, a moved start and a new event in one run, a second run changes nothing, registrations survive, a removed event with registrations is kept and reported", async () => {
    const [changed, removed, ...others] = data.events().filter((event) => new Date(event.startsAt) > new Date());
    expect((await register(backend, changed)).status).toBe(201);
    expect((await register(backend, removed)).status).toBe(201);
    const before = await registrations(backend.databaseUrl);

    const moved = new Date(Date.parse(changed.startsAt) + 7 * 24 * 3600_000).toISOString();
    const added: FixtureEvent = {
      ...changed,
      eventId: "added-by-editor",
      title: "Added by an editor",
      capacity: 2,
      registered: 0,
    };
    const edited = { ...changed, capacity: (changed.capacity ?? 0) + 5, startsAt: moved };
    data.write([
      edited,
      ...data.events().filter((event) => event.eventId !== changed.eventId && event.eventId !== removed.eventId),
      added,
    ]);

    const sync = () =>
      syncContent(backend.databaseUrl, { dataDir: data.dir, siteDataDir: path.join(REPO_ROOT, "data") });
    const first = await sync();
    expect(first.changes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          // Each changed column named by its content field, as the declaration's @stored mark says.
          new RegExp(
            `^changed event ${keyOf(changed)}: (?=.*startsAt ")(?=.*capacity ${changed.capacity} → ${edited.capacity})`,
          ),
        ),
        `added event ${keyOf(added)}`,
      ]),
    );
    expect(first.kept).toEqual([{ eventKey: keyOf(removed), registrations: 1 }]);

    const rows = await eventRows(backend.databaseUrl);
    const row = (event: FixtureEvent) => rows.find((candidate) => candidate.event_key === keyOf(event));
    expect(row(edited)).toMatchObject({ capacity: edited.capacity, starts_at: new Date(moved) });
    expect(row(added)).toMatchObject({ capacity: added.capacity, starts_at: new Date(added.startsAt) });
    for (const other of others) expect(row(other)).toMatchObject({ capacity: other.capacity ?? null });
    // Kept for its registration, but out of its community's lists.
    expect(row(removed)).toBeDefined();
    const { rows: orphan } = await runSql(
      backend.databaseUrl,
      "select community_id from public.events where event_key = $1",
      [keyOf(removed)],
    );
    expect(orphan).toEqual([{ community_id: null }]);
    expect(await registrations(backend.databaseUrl)).toEqual(before);
    // A visitor can register for the new event at once.
    expect((await register(backend, added)).status).toBe(201);

    const second = await sync();
    expect(second.changes).toEqual([]);
    expect(second.kept).toEqual(first.kept);
    // Not one row rewritten: every event keeps its row version.
    expect(await eventRows(backend.databaseUrl)).toEqual(await eventRows(backend.databaseUrl));
    const versions = (await eventRows(backend.databaseUrl)).map((event) => event.version);
    await sync();
    expect((await eventRows(backend.databaseUrl)).map((event) => event.version)).toEqual(versions);
  });
});

describe("the local backend under `npm start`", () => {
  const data = editableData();
  let backend: BackendUnderTest;
  beforeAll(async () => {
    backend = await startBackend({ dataDir: data.dir, watch: true });
  });
  afterAll(async () => {
    await backend?.stop();
    data.remove();
  });

  it("takes registrations for an event once its save has reached the database, and the new capacity of a changed one", async () => {
    const [changed] = data.events().filter((event) => new Date(event.startsAt) > new Date());
    const added: FixtureEvent = {
      ...changed,
      eventId: "saved-in-cms",
      title: "Saved in the CMS",
      capacity: 1,
      registered: 0,
    };
    // Full as saved: the capacity now equals the registrations taken elsewhere.
    const full = { ...changed, capacity: changed.registered ?? 0 };
    data.write([full, ...data.events().filter((event) => event.eventId !== changed.eventId), added]);

    const savedAt = Date.now();
    expect(await waitFor(async () => (await register(backend, added)).status === 201)).toBe(true);
    // A figure for the report, not a gate (docs/quality.md): the watcher settles 0.3 s after a save's burst.
    console.info(`A saved event took registrations after ${Date.now() - savedAt} ms`);
    const refused = await register(backend, full);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "EVFUL" });
  });

  // Issue 41: what reaches data/ other than a save in place. git writes a checked-out file anew; decap-server
  // writes a new entry of a folder collection as a new file and deletes one by removing its file.
  it("follows a git checkout of an events file, and an events file created and deleted", async () => {
    const keys = async () => (await eventRows(backend.databaseUrl)).map((row) => row.event_key);
    const reached = async (label: string, condition: () => Promise<boolean>) => {
      const since = Date.now();
      expect(await waitFor(condition)).toBe(true);
      console.info(`${label} reached the database after ${Date.now() - since} ms`);
    };
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Editor", "-c", "user.email=editor@example.com", "-C", data.dir, ...args]);
    git("init", "-q");
    git("add", "-A");
    git("commit", "-qm", "content");

    const [upcoming] = data.events().filter((event) => new Date(event.startsAt) > new Date());
    const extra = { ...upcoming, eventId: "checked-out-away", title: "Checked out away" };
    data.write([...data.events(), extra]);
    await reached("A save", async () => (await keys()).includes(keyOf(extra)));
    git("checkout", "--", path.relative(data.dir, data.file));
    await reached("git checkout", async () => !(await keys()).includes(keyOf(extra)));

    // A community of the fixtures with no events file yet.
    const community = "beta-builders";
    const file = path.join(data.dir, "community-events", `${community}.json`);
    const created = { ...upcoming, eventId: "created-in-cms", title: "Created in the CMS" };
    const key = registrationKey(community, created.eventId);
    writeFileSync(file, `${JSON.stringify([created], null, 2)}\n`);
    await reached("A new file", async () => (await keys()).includes(key));
    unlinkSync(file);
    await reached("A deleted file", async () => !(await keys()).includes(key));
  });
});
