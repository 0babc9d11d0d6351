/** @jest-environment node */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { REGISTRATION_REFUSALS, submitToTable } from "../../src/forms/submit";
import { registrationKey } from "../../src/lib/registration-key";
import { FIXTURE_DATA, backendTargets, clientFor, runSql, useBackend } from "./backend-process";
import { registrationRow } from "../support/fixtures";

interface FixtureEvent {
  eventId: string;
  community: string;
  title: string;
  registered?: number;
  capacity?: number;
}

const fixtureEvents: FixtureEvent[] = JSON.parse(
  fs.readFileSync(path.join(FIXTURE_DATA, "community-events", "alpha-leaders.json"), "utf8"),
);
/** The fixture event with the fewest seats left, and one with room for many. */
const [nearlyFull, roomy] = fixtureEvents
  .filter((event) => event.capacity != null)
  .sort((a, b) => a.capacity! - a.registered! - (b.capacity! - b.registered!));
const keyOf = (event: FixtureEvent) => registrationKey(event.community, event.eventId);

const registration = (event: FixtureEvent, overrides: Record<string, unknown> = {}) =>
  registrationRow({ event_id: keyOf(event), event_title: event.title, ...overrides });

describe.each(backendTargets())("event seats on %s", (_label, serverUrl) => {
  const backend = useBackend({ serverUrl });
  const anon = () => clientFor(backend(), backend().anonKey);
  const service = () => clientFor(backend(), backend().serviceRoleKey);

  /** A POST that bypasses supabase-js, as a script would send it. */
  const post = (body: unknown) =>
    fetch(`${backend().url}/rest/v1/event_registrations`, {
      method: "POST",
      headers: { apikey: backend().anonKey, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  const stored = async (event: FixtureEvent) => {
    const { count, error } = await service()
      .from("event_registrations")
      .select("*", { count: "exact", head: true })
      .eq("event_id", keyOf(event));
    expect(error).toBeNull();
    return count ?? 0;
  };

  it("lets anon read each event's seats, counts only, and still no registration row", async () => {
    const before = await anon().from("event_seats").select("*").eq("event_key", keyOf(roomy));
    expect(before.error).toBeNull();
    expect(before.data).toEqual([{ event_key: keyOf(roomy), capacity: roomy.capacity, registered: roomy.registered }]);

    expect((await post(registration(roomy))).status).toBe(201);
    const after = await anon().from("event_seats").select("registered").eq("event_key", keyOf(roomy));
    expect(after.data).toEqual([{ registered: roomy.registered! + 1 }]);

    const rows = await anon().from("event_registrations").select("*");
    expect(rows.error).toBeNull();
    expect(rows.data).toEqual([]);
    expect(await stored(roomy)).toBeGreaterThan(0);
  });

  it("refuses the same e-mail twice for one event, whatever its case, with EVDUP", async () => {
    const email = `Ada.${randomUUID()}@Example.com`;
    expect((await post(registration(roomy, { email }))).status).toBe(201);
    const again = await post(registration(roomy, { email: email.toUpperCase() }));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "EVDUP" });
    const { data } = await service().from("event_registrations").select("email").ilike("email", email);
    expect(data).toHaveLength(1);
    // Another event takes the same person (the fixture landing page's, which has no capacity).
    expect((await post(registration(roomy, { email, event_id: "fixture-landing" }))).status).toBe(201);
  });

  it("leaves a retry of a stored registration (same idempotency key) to that key's constraint, not EVDUP", async () => {
    const row = registration(roomy, { submission_key: randomUUID() });
    expect((await post(row)).status).toBe(201);
    const retry = await post(row);
    expect(await retry.json()).toMatchObject({ code: "23505", message: expect.stringContaining("submission_key") });
    const fresh = await post({ ...row, submission_key: randomUUID() });
    expect(await fresh.json()).toMatchObject({ code: "EVDUP" });
  });

  it("holds one registration per address and event with a unique index too", async () => {
    const row = registration(roomy);
    expect((await post(row)).status).toBe(201);
    await runSql(
      backend().databaseUrl,
      "alter table public.event_registrations disable trigger event_registrations_take_seat",
    );
    try {
      const again = await post({ ...row, email: ` ${row.email.toUpperCase()} `.trim() });
      expect(await again.json()).toMatchObject({ code: "23505", message: expect.stringContaining("event_email_key") });
    } finally {
      await runSql(
        backend().databaseUrl,
        "alter table public.event_registrations enable trigger event_registrations_take_seat",
      );
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
    const responses = await Promise.all(Array.from({ length: 200 }, () => post(registration(nearlyFull))));
    const codes = await Promise.all(
      responses.map(async (response) => (response.status === 201 ? "stored" : (await response.json()).code)),
    );
    expect(codes.filter((code) => code === "stored")).toHaveLength(seatsLeft);
    expect(codes.filter((code) => code !== "stored")).toEqual(Array(200 - seatsLeft).fill("EVFUL"));
    expect(await stored(nearlyFull)).toBe(seatsLeft);

    const seats = await anon().from("event_seats").select("registered, capacity").eq("event_key", keyOf(nearlyFull));
    expect(seats.data).toEqual([{ registered: nearlyFull.capacity, capacity: nearlyFull.capacity }]);
  }, 60_000);

  it("turns both refusals into their own texts through the site's submit code", async () => {
    // nearlyFull is full by now (the test above).
    await expect(submitToTable("event_registrations", registration(nearlyFull), anon)).resolves.toEqual({
      ok: false,
      ...REGISTRATION_REFUSALS.EVFUL,
    });
    const row = registration(roomy);
    await expect(submitToTable("event_registrations", row, anon)).resolves.toEqual({ ok: true });
    await expect(submitToTable("event_registrations", row, anon)).resolves.toEqual({
      ok: false,
      ...REGISTRATION_REFUSALS.EVDUP,
    });
  });
});
