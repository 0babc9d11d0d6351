/** @jest-environment node */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { REGISTRATION_TABLE } from "../../src/forms/registration-schema";
import { registrationKey } from "../../src/lib/registration-key";
import {
  CANCEL_REGISTRATION_ACTION,
  REGISTRATION_NOTICES,
  CONFIRM_LINK,
  UNKNOWN_LINK,
  cancelLink,
} from "../../src/lib/registration-links";
import { FUNCTION_ACTIONS, communityEventPath } from "../../src/routes";
import { registrationRow } from "../support/fixtures";
import { fetchFrom, newClientAddress, postAsVisitor } from "../support/visitors";
import { REPO_ROOT, backendTargets, clientFor, runSql, useBackend } from "./backend-process";
import { readDataFileAt } from "../support/data";

/**
 * Issue 42: a guest can leave. The link in every confirmation, followed as a mail program's browser follows it
 * (a GET, no script, no redirect followed), through the local gateway to the Edge Function submit-form, which asks
 * the database (public.cancel_registration) and sends the visitor to the event's page.
 */

interface CommunityEvent {
  community: string;
  eventId: string;
  title: string;
  startsAt: string;
  registered?: number;
  capacity?: number;
}

/**
 * The site's own events (the backend is seeded from data/, as `npm start` seeds it): the confirmation's link leads
 * to the event's page, which the outbox's event details know for the site's events only.
 */
const DATA = path.join(REPO_ROOT, "data");
const events: CommunityEvent[] = fs
  .readdirSync(path.join(DATA, "community-events"))
  .filter((name) => name.endsWith(".json"))
  .flatMap((name) =>
    (readDataFileAt(path.join(DATA, "community-events", name)) as CommunityEvent[]).map((event) => ({
      ...event,
      community: path.basename(name, ".json"),
    })),
  );
const upcoming = events.filter((event) => event.capacity != null && new Date(event.startsAt) > new Date());
const seatsLeft = (event: CommunityEvent) => event.capacity! - (event.registered ?? 0);
/** The upcoming event with the fewest seats left, and the one with the most. */
const [nearlyFull, roomy] = [
  upcoming.reduce((a, b) => (seatsLeft(b) < seatsLeft(a) ? b : a)),
  upcoming.reduce((a, b) => (seatsLeft(b) > seatsLeft(a) ? b : a)),
];
const keyOf = (event: CommunityEvent) => registrationKey(event.community, event.eventId);
const pageOf = (event: CommunityEvent) => communityEventPath(event.community, event.eventId);

describe.each(backendTargets())("cancelling a registration on %s", (_label, serverUrl) => {
  const backend = useBackend({ serverUrl, dataDir: DATA });
  const anon = () => clientFor(backend(), backend().anonKey);
  const sql = (text: string, values?: unknown[]) => runSql(backend().databaseUrl, text, values);

  /** Registers a fresh address for `event` as a visitor does; resolves to the address. */
  const register = async (event: CommunityEvent, email = `guest.${randomUUID()}@example.com`) => {
    const answer = await postAsVisitor(
      backend(),
      REGISTRATION_TABLE,
      registrationRow({ event_id: keyOf(event), event_title: event.title, email }),
    );
    expect(answer.status).toBe(201);
    return email;
  };

  /** The token the address's confirmation mail carries (the outbox row the sender renders). */
  const tokenInConfirmation = async (email: string): Promise<string> => {
    const { rows } = await sql(
      `select n.template_data ->> 'cancel_token' as token from private.notifications n
       where n.kind = 'registration_confirmation' and n.recipient = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    return rows[0].token as string;
  };

  /** A person's browser opening a link (Fetch Metadata of a top-level navigation). */
  const OPENING = { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", "sec-fetch-site": "none" };

  /** Requests the link from a visitor address of its own, as a browser opens it unless `init` says otherwise. */
  const follow = (token: string, init: RequestInit = { headers: OPENING }) => {
    const link = new URL(cancelLink(backend().url, token));
    return fetchFrom(newClientAddress())(`${backend().url}/functions/v1/submit-form/cancel${link.search}`, {
      redirect: "manual",
      ...init,
    });
  };

  const seatsTaken = async (event: CommunityEvent): Promise<number> => {
    const { data, error } = await anon().rpc("event_seats", { keys: [keyOf(event)] }, { get: true });
    expect(error).toBeNull();
    return (data as { registered: number }[])[0].registered;
  };

  const teamCancellations = async (email: string) =>
    (
      await sql(
        `select recipient, template_data from private.notifications
         where kind = 'registration_cancelled' and template_data ->> 'email' = $1`,
        [email],
      )
    ).rows as { recipient: string; template_data: Record<string, unknown> }[];

  it("is the address the host passes to submit-form", () => {
    expect(FUNCTION_ACTIONS.cancel).toBe(CANCEL_REGISTRATION_ACTION);
  });

  it("frees the seat at once, tells the team, and says so; a second use says it was already cancelled", async () => {
    const email = await register(roomy);
    const before = await seatsTaken(roomy);
    const token = await tokenInConfirmation(email);

    const first = await follow(token);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`${pageOf(roomy)}#${REGISTRATION_NOTICES.cancelled.anchor}`);
    expect(await seatsTaken(roomy)).toBe(before - 1);
    const [team, ...more] = await teamCancellations(email);
    expect(more).toEqual([]);
    const { rows: settings } = await sql("select team_address from private.notification_settings");
    expect(team.recipient).toBe(settings[0].team_address);
    expect(team.template_data).toEqual(
      expect.objectContaining({ email, event_id: keyOf(roomy), cancelled_at: expect.any(String) }),
    );
    // The team's copy cannot act for the guest.
    expect(team.template_data).not.toHaveProperty("cancel_token");

    const second = await follow(token);
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe(`${pageOf(roomy)}#${REGISTRATION_NOTICES.already_cancelled.anchor}`);
    expect(await seatsTaken(roomy)).toBe(before - 1);
    expect(await teamCancellations(email)).toHaveLength(1);
  });

  it("cancels once however many times the link is followed at the same moment", async () => {
    const email = await register(roomy);
    const before = await seatsTaken(roomy);
    const token = await tokenInConfirmation(email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => follow(token)));
    const notices = answers.map((answer) => answer.headers.get("location")?.split("#")[1]);
    expect(notices.filter((notice) => notice === REGISTRATION_NOTICES.cancelled.anchor)).toHaveLength(1);
    expect(notices.filter((notice) => notice === REGISTRATION_NOTICES.already_cancelled.anchor)).toHaveLength(7);
    expect(await seatsTaken(roomy)).toBe(before - 1);
    expect(await teamCancellations(email)).toHaveLength(1);
  });

  it("changes nothing when a mail program checks or fetches the link; its button still cancels", async () => {
    const email = await register(roomy);
    const before = await seatsTaken(roomy);
    const token = await tokenInConfirmation(email);
    expect((await follow(token, { method: "HEAD", headers: OPENING })).status).toBe(200);
    // A scanner's GET (no Fetch Metadata), a prefetch: a page with one button, nothing cancelled.
    for (const headers of [{}, { ...OPENING, "sec-purpose": "prefetch" }]) {
      const answer = await follow(token, { headers });
      expect(answer.status).toBe(200);
      const page = await answer.text();
      expect(page).toContain(CONFIRM_LINK.cancel.button);
      expect(page).toContain(`<form method="post" action="${CANCEL_REGISTRATION_ACTION}?token=${token}">`);
    }
    expect(await seatsTaken(roomy)).toBe(before);
    expect(await teamCancellations(email)).toEqual([]);

    const pressed = await follow(token, { method: "POST", headers: { "sec-fetch-site": "same-origin" } });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get("location")).toBe(`${pageOf(roomy)}#${REGISTRATION_NOTICES.cancelled.anchor}`);
    expect(await seatsTaken(roomy)).toBe(before - 1);
  });

  it("answers a link that names no registration with a page that says so, and changes nothing", async () => {
    const { rows: before } = await sql(
      `select count(*)::int as n from public.${REGISTRATION_TABLE} where cancelled_at is not null`,
    );
    for (const token of [randomUUID(), "not-a-token", ""]) {
      const answer = await follow(token);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await answer.text()).toContain(UNKNOWN_LINK.title);
    }
    const { rows: after } = await sql(
      `select count(*)::int as n from public.${REGISTRATION_TABLE} where cancelled_at is not null`,
    );
    expect(after).toEqual(before);
  });

  it("lets the guest register again once cancelled, with a new link", async () => {
    const email = await register(roomy);
    const token = await tokenInConfirmation(email);
    await follow(token);
    await register(roomy, email.toUpperCase());
    const { rows } = await sql(
      `select cancel_token::text as token, cancelled_at from public.${REGISTRATION_TABLE}
       where lower(email) = lower($1) order by created_at`,
      [email],
    );
    expect(rows).toEqual([
      { token, cancelled_at: expect.any(Date) },
      { token: expect.not.stringMatching(token), cancelled_at: null },
    ]);
  });

  it("gives a full event's freed seat to the next registration, and only one", async () => {
    const left = nearlyFull.capacity! - (await seatsTaken(nearlyFull));
    const guests = [];
    for (let seat = 0; seat < left; seat += 1) guests.push(await register(nearlyFull));
    const refused = await postAsVisitor(
      backend(),
      REGISTRATION_TABLE,
      registrationRow({ event_id: keyOf(nearlyFull) }),
    );
    expect(refused.status).toBe(400);

    await follow(await tokenInConfirmation(guests[0]));
    const racing = await Promise.all(
      Array.from({ length: 4 }, () =>
        postAsVisitor(backend(), REGISTRATION_TABLE, registrationRow({ event_id: keyOf(nearlyFull) })),
      ),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400]);
    expect(await seatsTaken(nearlyFull)).toBe(nearlyFull.capacity);
  });

  it("leaves a registration for an event that has ended as it is, and sends the guest to the event's page", async () => {
    const email = await register(roomy);
    const token = await tokenInConfirmation(email);
    const { rows } = await sql("select starts_at, ends_at from public.events where event_key = $1", [keyOf(roomy)]);
    await sql(
      "update public.events set starts_at = now() - interval '2 days', ends_at = now() - interval '1 day' where event_key = $1",
      [keyOf(roomy)],
    );
    try {
      const answer = await follow(token);
      expect(answer.headers.get("location")).toBe(pageOf(roomy));
      const { rows: stored } = await sql(`select cancelled_at from public.${REGISTRATION_TABLE} where email = $1`, [
        email,
      ]);
      expect(stored).toEqual([{ cancelled_at: null }]);
    } finally {
      await sql("update public.events set starts_at = $2, ends_at = $3 where event_key = $1", [
        keyOf(roomy),
        rows[0].starts_at,
        rows[0].ends_at,
      ]);
    }
  });

  it("keeps the token from anon: no read returns it, and no insert can choose it", async () => {
    const read = await anon().from(REGISTRATION_TABLE).select("cancel_token");
    expect(read.data ?? []).toEqual([]);
    const chosen = randomUUID();
    const answer = await postAsVisitor(
      backend(),
      REGISTRATION_TABLE,
      registrationRow({ event_id: keyOf(roomy), cancel_token: chosen }),
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    const { rows } = await sql(`select count(*)::int as n from public.${REGISTRATION_TABLE} where cancel_token = $1`, [
      chosen,
    ]);
    expect(rows).toEqual([{ n: 0 }]);
  });
});
