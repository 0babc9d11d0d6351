/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { mailDevBin, startMailDev } from "../../backend/maildev.ts";
import { CLIENT_CHALLENGES_PER_HOUR } from "../../src/forms/limits";
import { registrationRow } from "../support/fixtures";
import { fetchFrom, newClientAddress, postAsVisitor, proofFor } from "../support/visitors";
import { HANG_MS, waitFor } from "../support/wait";
import { type BackendUnderTest, backendTargets, REPO_ROOT, runSql, startBackend } from "./backend-process";
import { readData } from "../support/data";

const texts = readData<typeof import("../../data/notifications.json")>("notifications.json");

/**
 * Issue 40: no oracle, no free refusals. Whether an address is registered for an event cannot be learnt from
 * the answer to a registration, whatever the request asks for; a refusal met after the proof of work was checked
 * spends the proof and the client's quota as an acceptance does; challenges are limited per client.
 */

const REGISTRATIONS = "event_registrations";
/** Fixture events (__tests__/backend/fixtures/data/community-events/alpha-leaders.json). */
const ROOMY_EVENT = "alpha-leaders-2";
const PAST_EVENT = "alpha-leaders-past-1";
/** The title of the events these tests make. */
const EVENT_TITLE = "Oracle test";

interface CaughtMail {
  subject: string;
  to: { address: string }[];
}

describe.each(backendTargets())("no oracle, no free refusals on %s", (_label, serverUrl) => {
  let backend: BackendUnderTest;
  let maildev: Awaited<ReturnType<typeof startMailDev>>;

  beforeAll(async () => {
    // A busy machine can take long to start it.
    maildev = await startMailDev({ bin: mailDevBin(REPO_ROOT), timeoutMs: HANG_MS });
    backend = await startBackend({ serverUrl, smtpUrl: maildev.smtpUrl });
  });
  afterAll(async () => {
    await backend?.stop();
    await maildev?.stop();
  });

  /** An event of its own with `capacity` seats, so no other test's registrations count. */
  const newEvent = async (capacity: number | null = 100) => {
    const key = `oracle-${randomUUID()}`;
    await runSql(
      backend.databaseUrl,
      `insert into public.events (event_key, slug, title, starts_at, ends_at, capacity, registered_elsewhere)
         values ($1, $1, $3, now() + interval '30 days', now() + interval '30 days 1 hour', $2, 0)`,
      [key, capacity, EVENT_TITLE],
    );
    await runSql(
      backend.databaseUrl,
      `insert into private.notification_events (event_id, title, description, starts_at, duration_minutes, page_path)
         values ($1, $2, $2, now() + interval '30 days', 60, '/events/oracle/')`,
      [key, EVENT_TITLE],
    );
    return key;
  };

  /** The raw answer PostgREST gives, from a client address of its own, with a solved proof. */
  const rawRegistration = async (row: Record<string, unknown>, prefer?: string, altcha?: string) => {
    const client = newClientAddress();
    const response = await fetchFrom(client)(`${backend.url}/rest/v1/${REGISTRATIONS}?select=id`, {
      method: "POST",
      headers: {
        apikey: backend.anonKey,
        "content-type": "application/json",
        ...(prefer ? { prefer } : {}),
      },
      body: JSON.stringify({ ...row, nickname: "", altcha: altcha ?? (await proofFor(backend)) }),
    });
    return { status: response.status, body: await response.text() };
  };

  const count = async (sql: string, values: unknown[] = []) =>
    Number((await runSql(backend.databaseUrl, sql, values)).rows[0].n);

  const caught = async (): Promise<CaughtMail[]> => (await fetch(`${maildev.webUrl}/api/email`)).json();

  it("answers a registered address as it answers a new one, with either Prefer, and tells the inbox once", async () => {
    const event = await newEvent();
    const registered = `ada.${randomUUID()}@example.com`;
    const stored = registrationRow({ event_id: event, email: registered, first_name: "Ada" });
    expect((await postAsVisitor(backend, REGISTRATIONS, stored)).status).toBe(201);

    const [local, domain] = registered.split("@");
    // The registered inbox in another spelling, and an inbox nobody registered.
    const again = (prefer?: string) =>
      rawRegistration(registrationRow({ event_id: event, email: `${local.toUpperCase()}+x@${domain}` }), prefer);
    const fresh = (prefer?: string) => rawRegistration(registrationRow({ event_id: event }), prefer);

    for (const prefer of ["return=representation", "return=headers-only", "return=minimal", undefined]) {
      const [known, unknown] = await Promise.all([again(prefer), fresh(prefer)]);
      expect({ prefer, ...known }).toEqual({ prefer, ...unknown });
    }
    // What each asked for: the row back is refused to anyone; a plain insert is a success.
    expect((await again("return=representation")).status).toBe(401);
    expect(await again()).toEqual({ status: 201, body: "" });

    // One registration per inbox still; the new inboxes of the plain inserts are stored.
    expect(
      await count(`select count(*) as n from public.event_registrations where event_id = $1 and lower(email) like $2`, [
        event,
        `${local.toLowerCase()}%`,
      ]),
    ).toBe(1);
    expect(await count(`select count(*) as n from public.event_registrations where event_id = $1`, [event])).toBe(3);

    // The registered inbox hears of it once (three plain attempts above), in the mail limits' outbox.
    const subject = texts.registrationDuplicate.subject.replace("{eventTitle}", EVENT_TITLE);
    await waitFor(async () => (await caught()).some((mail) => mail.subject === subject));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const mails = (await caught()).filter((mail) => mail.subject === subject);
    expect(mails.map((mail) => mail.to.map((recipient) => recipient.address))).toEqual([[registered]]);
  });

  it("answers EVFUL to a registered address and a new one alike on a full event", async () => {
    const event = await newEvent(1);
    const registered = `full.${randomUUID()}@example.com`;
    expect(
      (await postAsVisitor(backend, REGISTRATIONS, registrationRow({ event_id: event, email: registered }))).status,
    ).toBe(201);
    const known = await rawRegistration(registrationRow({ event_id: event, email: registered.toUpperCase() }));
    const unknown = await rawRegistration(registrationRow({ event_id: event }));
    expect(known).toEqual(unknown);
    expect(known.status).toBe(400);

    // As the site's client reads it: the refusal's code, for both.
    for (const email of [registered, `other.${randomUUID()}@example.com`]) {
      const answer = await postAsVisitor(backend, REGISTRATIONS, registrationRow({ event_id: event, email }));
      expect(answer.status).toBe(400);
      expect(JSON.parse(await answer.text())).toMatchObject({ code: "EVFUL" });
    }
  });

  it("spends the proof and the client's quota when the database refuses the insert", async () => {
    const full = await newEvent(0);
    const registered = `spent.${randomUUID()}@example.com`;
    const roomy = await newEvent();
    expect(
      (await postAsVisitor(backend, REGISTRATIONS, registrationRow({ event_id: roomy, email: registered }))).status,
    ).toBe(201);

    const refusals: [string, Record<string, unknown>, number][] = [
      ["a CHECK constraint", registrationRow({ event_id: ROOMY_EVENT, privacy_agreed: false }), 400],
      ["a full event", registrationRow({ event_id: full }), 400],
      ["a past event", registrationRow({ event_id: PAST_EVENT }), 400],
      ["an unknown event", registrationRow({ event_id: `nowhere-${randomUUID()}` }), 409],
      ["a registered address", registrationRow({ event_id: roomy, email: registered }), 201],
    ];
    for (const [what, row, status] of refusals) {
      const client = newClientAddress();
      const altcha = await proofFor(backend);
      const send = (body: Record<string, unknown>) =>
        postAsVisitor(backend, REGISTRATIONS, { ...body, nickname: "", altcha }, { client });
      const logged = () =>
        count(`select count(*) as n from private.submission_log where created_at > now() - interval '1 hour'`);
      const before = await logged();
      expect({ what, status: (await send(row)).status }).toEqual({ what, status });
      expect({ what, logged: (await logged()) - before }).toEqual({ what, logged: 1 });
      const reused = await send(registrationRow({ event_id: ROOMY_EVENT }));
      expect({ what, status: reused.status }).toEqual({ what, status: 403 });
      expect(JSON.parse(await reused.text())).toMatchObject({ code: "PT403" });
    }
  });

  it("answers no more challenges a client may use, and stays quick for others meanwhile", async () => {
    expect(
      Number(
        (await runSql(backend.databaseUrl, "select client_challenges_per_hour as n from private.submission_settings"))
          .rows[0].n,
      ),
    ).toBe(CLIENT_CHALLENGES_PER_HOUR);
    const client = newClientAddress();
    const challenge = () =>
      fetchFrom(client)(`${backend.url}/rest/v1/rpc/altcha_challenge`, {
        method: "POST",
        headers: { apikey: backend.anonKey, "content-type": "application/json" },
        body: "{}",
      }).then(async (response) => ({ status: response.status, body: await response.text() }));
    const answers = [];
    for (let i = 0; i < 100; i += 1) answers.push(await challenge());
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CLIENT_CHALLENGES_PER_HOUR);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(new Set(refused.map((answer) => answer.status))).toEqual(new Set([429]));
    expect(JSON.parse(refused[0].body)).toMatchObject({ code: "PT429", details: "client" });

    // Ten streams of challenge requests from other clients, and a visitor's registration among them.
    let streaming = true;
    const streams = Array.from({ length: 10 }, async () => {
      const streamClient = newClientAddress();
      let sent = 0;
      while (streaming) {
        await fetchFrom(streamClient)(`${backend.url}/rest/v1/rpc/altcha_challenge`, {
          method: "POST",
          headers: { apikey: backend.anonKey, "content-type": "application/json" },
          body: "{}",
        }).then((response) => response.arrayBuffer());
        sent += 1;
      }
      return sent;
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const started = performance.now();
    const insert = await postAsVisitor(backend, REGISTRATIONS, registrationRow({ event_id: ROOMY_EVENT }));
    const took = performance.now() - started;
    streaming = false;
    const sent = (await Promise.all(streams)).reduce((sum, one) => sum + one, 0);
    expect(insert.status).toBe(201);
    // A figure for the report (a timing is no gate: see docs/quality.md).
    console.info(`challenge streams: ${sent} requests; a registration meanwhile took ${Math.round(took)} ms`);
  });
});
