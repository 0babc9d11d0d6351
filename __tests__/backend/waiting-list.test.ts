/** @jest-environment node */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { REGISTRATION_TABLE } from "../../src/forms/registration-schema";
import { registrationKey } from "../../src/lib/registration-key";
import { REGISTRATION_NOTICES, registrationLink } from "../../src/lib/registration-links";
import { communityEventPath } from "../../src/routes";
import { registrationRow } from "../support/fixtures";
import { fetchFrom, newClientAddress, postAsVisitor } from "../support/visitors";
import { REPO_ROOT, backendTargets, clientFor, runSql, useBackend } from "./backend-process";
import { readDataFileAt } from "../support/data";

/**
 * Issue 42: a full event keeps a waiting list. The database decides who holds a seat (registered or offered), so
 * claims, cancellations and new registrations racing never put more than k people in k seats; an offer unclaimed
 * past its window goes to the next on the list (the clock injected into public.advance_waiting_lists).
 */

interface CommunityEvent {
  eventId: string;
  startsAt: string;
  capacity?: number;
}

const DATA = path.join(REPO_ROOT, "data");
/** Upcoming events with seats of the site's data (the outbox's event details know these): one per test. */
const events = fs
  .readdirSync(path.join(DATA, "community-events"))
  .filter((name) => name.endsWith(".json"))
  .flatMap((name) =>
    (readDataFileAt(path.join(DATA, "community-events", name)) as CommunityEvent[])
      .filter((event) => event.capacity != null && new Date(event.startsAt) > new Date())
      .map((event) => registrationKey(path.basename(name, ".json"), event.eventId)),
  );
const pageOf = (key: string) => {
  const [, community, eventId] = /^(.*)-([^-]+)$/.exec(key) ?? [];
  return communityEventPath(community, eventId);
};
const HOUR = 3600_000;

describe.each(backendTargets())("the waiting list on %s", (_label, serverUrl) => {
  const backend = useBackend({ serverUrl, dataDir: DATA });
  const anon = () => clientFor(backend(), backend().anonKey);
  const sql = (text: string, values?: unknown[]) => runSql(backend().databaseUrl, text, values);

  /** Gives the event exactly `seats` seats beyond those taken elsewhere. */
  const withSeats = async (key: string, seats: number) =>
    sql("update public.events set capacity = registered_elsewhere + $2 where event_key = $1", [key, seats]);

  const send = (key: string, overrides: Record<string, unknown> = {}) =>
    postAsVisitor(backend(), REGISTRATION_TABLE, registrationRow({ event_id: key, ...overrides }));

  const join = async (key: string) => {
    const email = `waiting.${randomUUID()}@example.com`;
    expect((await send(key, { email, waiting_list: true })).status).toBe(201);
    return email;
  };
  const register = async (key: string) => {
    const email = `guest.${randomUUID()}@example.com`;
    expect((await send(key, { email })).status).toBe(201);
    return email;
  };

  const tokenOf = async (email: string) =>
    (await sql(`select cancel_token::text as token from public.${REGISTRATION_TABLE} where email = $1`, [email]))
      .rows[0].token as string;
  const stateOf = async (email: string) =>
    (
      await sql(
        `select list_state, cancelled_at, offer_expires_at from public.${REGISTRATION_TABLE} where email = $1`,
        [email],
      )
    ).rows[0] as { list_state: string; cancelled_at: Date | null; offer_expires_at: Date | null };
  const rpc = async (name: string, args: Record<string, unknown>) => {
    const { data, error } = await anon().rpc(name, args);
    expect(error).toBeNull();
    return data as { status: string };
  };
  const seats = async (key: string) => {
    const { data, error } = await anon().rpc("event_seats", { keys: [key] }, { get: true });
    expect(error).toBeNull();
    return (data as { registered: number; capacity: number; waiting: number }[])[0];
  };
  const mailsTo = async (kind: string, email: string) =>
    (await sql("select template_data from private.notifications where kind = $1 and recipient = $2", [kind, email]))
      .rows as { template_data: Record<string, unknown> }[];

  it("offers freed seats to the first on the list; their claims and 20 racing registrations fill exactly k seats", async () => {
    const key = events[0];
    await withSeats(key, 3);
    const registered = [await register(key), await register(key), await register(key)];
    const waiting = [];
    for (let place = 0; place < 5; place += 1) waiting.push(await join(key));
    expect(await seats(key)).toEqual(expect.objectContaining({ waiting: 5 }));
    for (const email of waiting) {
      expect(await stateOf(email)).toEqual(expect.objectContaining({ list_state: "waiting" }));
      expect(await mailsTo("waiting_list_joined", email)).toHaveLength(1);
      expect(await mailsTo("registration_confirmation", email)).toEqual([]);
    }
    // Without asking for the list, a full event still refuses.
    expect((await send(key)).status).toBe(400);

    for (const email of registered.slice(0, 2)) {
      expect(await rpc("cancel_registration", { token: await tokenOf(email) })).toEqual(
        expect.objectContaining({ status: "cancelled" }),
      );
    }
    const [first, second, ...rest] = waiting;
    for (const email of [first, second]) {
      expect(await stateOf(email)).toEqual(expect.objectContaining({ list_state: "offered" }));
      expect(await mailsTo("waiting_list_offer", email)).toHaveLength(1);
    }
    for (const email of rest) expect(await stateOf(email)).toEqual(expect.objectContaining({ list_state: "waiting" }));

    // The tokens read first: the owner's reads are set-up, not part of the race.
    const tokens = [await tokenOf(first), await tokenOf(second)];
    const [claims, racing] = await Promise.all([
      Promise.all(tokens.map((token) => rpc("claim_seat", { token }))),
      Promise.all(Array.from({ length: 20 }, () => send(key))),
    ]);
    expect(claims.map((claim) => claim.status)).toEqual(["claimed", "claimed"]);
    expect(racing.filter((answer) => answer.status === 201)).toHaveLength(0);
    const { rows } = await sql(
      `select count(*)::int as n from public.${REGISTRATION_TABLE}
       where event_id = $1 and cancelled_at is null and list_state = 'registered'`,
      [key],
    );
    expect(rows).toEqual([{ n: 3 }]);
    expect(await seats(key)).toEqual(expect.objectContaining({ waiting: 3 }));
    const { registered: taken, capacity } = await seats(key);
    expect(taken).toBe(capacity);
    for (const email of [first, second]) expect(await mailsTo("registration_confirmation", email)).toHaveLength(1);
  });

  it("moves an offer unclaimed past its window to the next on the list (clock injected)", async () => {
    const key = events[1];
    await withSeats(key, 1);
    const holder = await register(key);
    const [first, second] = [await join(key), await join(key)];
    await rpc("cancel_registration", { token: await tokenOf(holder) });
    const offer = await stateOf(first);
    expect(offer.list_state).toBe("offered");
    const window = (
      await sql("select extract(epoch from offer_window)::int * 1000 as ms from private.notification_settings")
    ).rows[0].ms as number;
    const offeredAt = offer.offer_expires_at!.getTime() - window;

    const advance = async (at: number) =>
      (await sql("select public.advance_waiting_lists($1) as moved", [new Date(at).toISOString()])).rows[0].moved;
    expect(await advance(offeredAt + window - HOUR)).toEqual(expect.objectContaining({ expired: 0, offered: 0 }));
    expect(await stateOf(first)).toEqual(expect.objectContaining({ list_state: "offered" }));

    expect(await advance(offeredAt + window + HOUR)).toEqual(expect.objectContaining({ expired: 1, offered: 1 }));
    expect(await stateOf(first)).toEqual(expect.objectContaining({ list_state: "expired" }));
    expect(await stateOf(second)).toEqual(expect.objectContaining({ list_state: "offered" }));
    // The offer mail's link, opened in a browser: the event's page says what it did.
    const follow = async (email: string) => {
      const link = new URL(registrationLink("claim", backend().url, await tokenOf(email)));
      const answer = await fetchFrom(newClientAddress())(
        `${backend().url}/functions/v1/submit-form/claim${link.search}`,
        { redirect: "manual", headers: { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" } },
      );
      expect(answer.status).toBe(303);
      return answer.headers.get("location");
    };
    expect(await follow(first)).toBe(`${pageOf(key)}#${REGISTRATION_NOTICES.expired.anchor}`);
    expect(await follow(second)).toBe(`${pageOf(key)}#${REGISTRATION_NOTICES.claimed.anchor}`);
    expect(await stateOf(second)).toEqual(expect.objectContaining({ list_state: "registered" }));
    expect(await follow(second)).toBe(`${pageOf(key)}#${REGISTRATION_NOTICES.claimed.anchor}`);
    expect(await mailsTo("registration_confirmation", second)).toHaveLength(1);
  });

  it("says where a waiting visitor stands, and registers a visitor who asks for the list when a seat is free", async () => {
    const key = events[2];
    await withSeats(key, 1);
    const early = await join(key);
    expect(await stateOf(early)).toEqual(expect.objectContaining({ list_state: "registered" }));
    const late = await join(key);
    expect(await rpc("claim_seat", { token: await tokenOf(late) })).toEqual(
      expect.objectContaining({ status: "waiting" }),
    );
    expect(await rpc("claim_seat", { token: randomUUID() })).toEqual({ status: "unknown" });
  });
});
