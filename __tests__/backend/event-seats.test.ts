/** @jest-environment node */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { REGISTRATION_REFUSALS, submitToTable } from "../../src/forms/submit";
import { registrationKey } from "../../src/lib/registration-key";
import { FIXTURE_DATA, backendTargets, clientFor, runSql, useBackend } from "./backend-process";
import { readDataFileAt } from "../support/data";
import { registrationRow } from "../support/fixtures";
import { postAsVisitor, proofFor } from "../support/visitors";

interface FixtureEvent {
  eventId: string;
  title: string;
  startsAt: string;
  registered?: number;
  capacity?: number;
}

/** The fixture community whose events file the tests read (a community's events live in the file named after it). */
const COMMUNITY = "alpha-leaders";
const fixtureEvents: FixtureEvent[] = readDataFileAt(path.join(FIXTURE_DATA, "community-events", `${COMMUNITY}.json`));
/** The fixture event with the fewest seats left, and one with room for many; one that has taken place. */
const past = fixtureEvents.find((event) => new Date(event.startsAt) < new Date())!;
const [nearlyFull, roomy] = fixtureEvents
  .filter((event) => event.capacity != null)
  .sort((a, b) => a.capacity! - a.registered! - (b.capacity! - b.registered!));
const keyOf = (event: FixtureEvent) => registrationKey(COMMUNITY, event.eventId);

const registration = (event: FixtureEvent, overrides: Record<string, unknown> = {}) =>
  registrationRow({ event_id: keyOf(event), event_title: event.title, ...overrides });

describe.each(backendTargets())("event seats on %s", (_label, serverUrl) => {
  const backend = useBackend({ serverUrl });
  const anon = () => clientFor(backend(), backend().anonKey);
  const service = () => clientFor(backend(), backend().serviceRoleKey);

  /**
   * A POST that bypasses supabase-js, as a script would send it (each from a visitor of its own). One of a crowd's,
   * which the gateway times out on a busy machine, is sent again with its key and a new proof (visitorFetch).
   */
  const post = (body: unknown) => postAsVisitor(backend(), "event_registrations", body);

  const stored = async (event: FixtureEvent | string) => {
    const { count, error } = await service()
      .from("event_registrations")
      .select("*", { count: "exact", head: true })
      .eq("event_id", typeof event === "string" ? event : keyOf(event));
    expect(error).toBeNull();
    return count ?? 0;
  };

  /** What anon reads of events' seats: the counts-only function. */
  const seats = async (...events: FixtureEvent[]) => {
    const { data, error } = await anon().rpc("event_seats", { keys: events.map(keyOf) }, { get: true });
    expect(error).toBeNull();
    return data;
  };

  it("lets anon read each event's seats, counts only, and still no registration row", async () => {
    expect(await seats(roomy)).toEqual([
      { event_key: keyOf(roomy), capacity: roomy.capacity, registered: roomy.registered, waiting: 0 },
    ]);

    expect((await post(registration(roomy))).status).toBe(201);
    expect(await seats(roomy)).toEqual([expect.objectContaining({ registered: roomy.registered! + 1 })]);

    const rows = await anon().from("event_registrations").select("*");
    expect(rows.error).toBeNull();
    expect(rows.data).toEqual([]);
    expect(await stored(roomy)).toBeGreaterThan(0);
  });

  it("stores the same e-mail once for one event, whatever its case, and answers the second as the first", async () => {
    const email = `Ada.${randomUUID()}@Example.com`;
    expect((await post(registration(roomy, { email }))).status).toBe(201);
    const again = await post(registration(roomy, { email: email.toUpperCase() }));
    expect(again.status).toBe(201);
    expect(await again.text()).toBe("");
    const { data } = await service().from("event_registrations").select("email").ilike("email", email);
    expect(data).toHaveLength(1);
    // Another event takes the same person (the fixture landing page's, which has no capacity).
    expect((await post(registration(roomy, { email, event_id: "fixture-landing" }))).status).toBe(201);
  });

  it("answers a retry of a stored registration (same idempotency key) as the success it was, storing it once", async () => {
    const key = randomUUID();
    const row = registration(roomy, { submission_key: key });
    expect((await post(row)).status).toBe(201);
    const retry = await post(row);
    expect(retry.status).toBe(201);
    const { data } = await service().from("event_registrations").select("id").eq("submission_key", key);
    expect(data).toHaveLength(1);
  });

  it("holds one registration per address and event with a unique index too", async () => {
    const row = registration(roomy);
    expect((await post(row)).status).toBe(201);
    await runSql(backend().databaseUrl, "alter table public.event_registrations disable trigger guard_submission");
    try {
      // Another spelling of the same inbox: the index compares canonical addresses.
      const again = await post({ ...row, email: row.email.toUpperCase().replace("@", "+again@") });
      expect(await again.json()).toMatchObject({ code: "23505", message: expect.stringContaining("event_email_key") });
    } finally {
      await runSql(backend().databaseUrl, "alter table public.event_registrations enable trigger guard_submission");
    }
  });

  it("refuses a registration for an unknown event, or for none", async () => {
    const unknown = await post(registration(roomy, { event_id: "no-such-event" }));
    expect(unknown.status).toBe(409);
    expect(await unknown.json()).toMatchObject({ code: "23503" });
    const none = await post(registration(roomy, { event_id: null }));
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ code: "23502" });
  });

  it("stores exactly the seats left out of 200 concurrent registrations; every other one gets EVFUL", async () => {
    const seatsLeft = nearlyFull.capacity! - nearlyFull.registered! - (await stored(nearlyFull));
    expect(seatsLeft).toBeGreaterThan(0);
    // The proofs first, ten at a time as a crowd's browsers fetch them: what races here is the seats. 200
    // challenges at once are answered by one embedded database in turn, past the gateway's 15 s on a busy machine.
    const proofs: string[] = [];
    while (proofs.length < 200)
      proofs.push(...(await Promise.all(Array.from({ length: 10 }, () => proofFor(backend())))));
    const responses = await Promise.all(proofs.map((altcha) => post(registration(nearlyFull, { altcha }))));
    const codes = await Promise.all(
      responses.map(async (response) => (response.status === 201 ? "stored" : (await response.json()).code)),
    );
    expect(codes.filter((code) => code === "stored")).toHaveLength(seatsLeft);
    expect(codes.filter((code) => code !== "stored")).toEqual(Array(200 - seatsLeft).fill("EVFUL"));
    expect(await stored(nearlyFull)).toBe(seatsLeft);

    expect(await seats(nearlyFull)).toEqual([
      { event_key: keyOf(nearlyFull), registered: nearlyFull.capacity, capacity: nearlyFull.capacity, waiting: 0 },
    ]);
  });

  it("refuses all of 50 registrations for an event that has taken place, by the database's clock", async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(registration(past))));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(400));
    expect(bodies).toEqual(
      Array(50).fill({ code: "EVPST", message: REGISTRATION_REFUSALS.EVPST.message, details: null, hint: null }),
    );
    expect(await stored(past)).toBe(0);

    // The database's clock decides: an upcoming event whose end has just passed is refused too.
    const [times] = (
      await runSql(backend().databaseUrl, "select starts_at, ends_at from public.events where event_key = $1", [
        keyOf(roomy),
      ])
    ).rows;
    const move = (startsAt: unknown, endsAt: unknown) =>
      runSql(backend().databaseUrl, "update public.events set starts_at = $2, ends_at = $3 where event_key = $1", [
        keyOf(roomy),
        startsAt,
        endsAt,
      ]);
    await move(new Date(Date.now() - 7_200_000), new Date(Date.now() - 60_000));
    try {
      const before = await stored(roomy);
      expect(await (await post(registration(roomy))).json()).toMatchObject({ code: "EVPST" });
      expect(await stored(roomy)).toBe(before);
    } finally {
      await move(times.starts_at, times.ends_at);
    }
  });

  it("refuses every registration for an event without a capacity, unless its data says the seats are unlimited", async () => {
    const [limitless, unlimited] = ["no-capacity", "unlimited"];
    await runSql(
      backend().databaseUrl,
      `insert into public.events (event_key, slug, title, starts_at, ends_at, unlimited_seats) values
         ($1, $1, 'No capacity given', now() + interval '30 days', now() + interval '31 days', false),
         ($2, $2, 'Unlimited seats', now() + interval '30 days', now() + interval '31 days', true)`,
      [limitless, unlimited],
    );
    const send = (event_id: string) =>
      Promise.all(Array.from({ length: 50 }, () => post(registrationRow({ event_id }))));

    const refused = await send(limitless);
    expect(await Promise.all(refused.map(async (response) => (await response.json()).code))).toEqual(
      Array(50).fill("EVFUL"),
    );
    expect(await stored(limitless)).toBe(0);

    const accepted = await send(unlimited);
    expect(accepted.map((response) => response.status)).toEqual(Array(50).fill(201));
    expect(await stored(unlimited)).toBe(50);
  });

  it("turns the refusals into their own texts through the site's submit code", async () => {
    await expect(submitToTable("event_registrations", registration(past), anon)).resolves.toEqual({
      ok: false,
      ...REGISTRATION_REFUSALS.EVPST,
    });
    // nearlyFull is full by now (the test above).
    await expect(submitToTable("event_registrations", registration(nearlyFull), anon)).resolves.toEqual({
      ok: false,
      ...REGISTRATION_REFUSALS.EVFUL,
    });
    // An address registered already: the same success as anyone's (its inbox is told, no-oracle.test.ts).
    const row = registration(roomy);
    await expect(submitToTable("event_registrations", row, anon)).resolves.toEqual({ ok: true });
    await expect(submitToTable("event_registrations", row, anon)).resolves.toEqual({ ok: true });
  });
});
