/** @jest-environment node */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import contactTable from "../../src/forms/contact-table.json";
import { eventLandingPath } from "../../src/routes";
import { CONTACT_CONSENT, contactRow, registrationRow } from "../support/fixtures";
import { postAsVisitor } from "../support/visitors";
import { closedPort, startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { REPO_ROOT, backendTargets, runSql, useBackend } from "./backend-process";
import { readData } from "../support/data";

const site = readData<typeof import("../../data/site.json")>("site.json");

const CONTACT_TABLE = contactTable.name;
const run = promisify(execFile);

/** The outbox functions the sender calls as the service role; anon and authenticated must get none of them. */
const OUTBOX_FUNCTIONS: [string, Record<string, unknown>][] = [
  ["claim_notifications", { batch_size: 10 }],
  ["complete_notification", { notification_id: 1 }],
  ["fail_notification", { notification_id: 1, error: "x", retry_in_seconds: 1 }],
  ["retry_failed_notifications", {}],
  ["notification_states", {}],
];

interface OutboxRow {
  id: string;
  kind: string;
  recipient: string | null;
  state: string;
  attempts: number;
  last_error: string | null;
  retry_in: number;
  template_data: Record<string, unknown>;
}

describe.each(backendTargets())("notifications outbox on %s", (_label, serverUrl) => {
  // Seeded from data/, whose event landing the registration test books (registrations need a known event).
  const backend = useBackend({ serverUrl, dataDir: path.join(REPO_ROOT, "data") });
  // One team mail per submission however many come: these tests count them (the digest beyond the hourly
  // allowance has its own test, team-digest.test.ts).
  beforeAll(() =>
    runSql(backend().databaseUrl, "update private.submission_settings set team_mails_per_hour = 1000000"),
  );
  beforeEach(() => runSql(backend().databaseUrl, "delete from private.notifications"));

  const outbox = async (where = "true", values: unknown[] = []) =>
    (
      await runSql(
        backend().databaseUrl,
        `select id, kind, recipient, state, attempts, last_error, template_data,
           extract(epoch from next_attempt_at - updated_at)::float8 as retry_in
         from private.notifications where ${where} order by id`,
        values,
      )
    ).rows as unknown as OutboxRow[];

  /** A POST with the anon key as a visitor sends it (a client of its own, a solved proof of work). */
  const post = (table: string, body: unknown) =>
    postAsVisitor(backend(), table, body, { headers: { prefer: "return=minimal" } });

  /** `npm run <script> -- args` against this backend as a hosted project would be addressed. */
  const npmRun = async (script: string, args: string[], env: Record<string, string> = {}) =>
    (
      await run("node", [path.join(REPO_ROOT, "backend", `${script}.ts`), ...args], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          SUPABASE_URL: backend().url,
          SUPABASE_SERVICE_ROLE_KEY: backend().serviceRoleKey,
          ...env,
        },
      })
    ).stdout;

  const deliver = async (smtpUrl: string, extra: string[] = []) => {
    const out = await npmRun("notifications-cli", extra, { SMTP_URL: smtpUrl, NOTIFICATIONS_BACKOFF_SECONDS: "0.2" });
    const [, sent, retrying, failed] = /Sent (\d+), to retry later (\d+), failed (\d+)\./.exec(out) ?? [];
    return { sent: Number(sent), retrying: Number(retrying), failed: Number(failed), out };
  };

  it("writes a contact's two notifications in its transaction, and a refused insert leaves none", async () => {
    const body = contactRow();
    expect((await post(CONTACT_TABLE, body)).status).toBe(201);
    const [stored] = (
      await runSql(backend().databaseUrl, `select id from public.${CONTACT_TABLE} where message = $1`, [body.message])
    ).rows;
    const rows = await outbox("submission_id = $1", [stored.id]);
    expect(rows.map(({ kind, recipient, state, attempts }) => ({ kind, recipient, state, attempts }))).toEqual([
      { kind: "contact_team", recipient: site.contactEmail, state: "pending", attempts: 0 },
      { kind: "contact_acknowledgement", recipient: body.email_address, state: "pending", attempts: 0 },
    ]);
    expect(rows[0].template_data).toMatchObject({ full_name: body.full_name, message: body.message });

    // Refused by a CHECK: neither the contact nor a notification is stored.
    expect((await post(CONTACT_TABLE, contactRow({ [CONTACT_CONSENT]: false }))).status).toBe(400);
    expect(await outbox()).toHaveLength(2);

    // And the other way round: when the outbox refuses its row, the contact is not stored either.
    await runSql(
      backend().databaseUrl,
      "alter table private.notifications add constraint refuse_for_test check (kind <> 'contact_team') not valid",
    );
    try {
      const refused = contactRow();
      expect((await post(CONTACT_TABLE, refused)).status).toBeGreaterThanOrEqual(400);
      const left = await runSql(backend().databaseUrl, `select 1 from public.${CONTACT_TABLE} where message = $1`, [
        refused.message,
      ]);
      expect(left.rows).toEqual([]);
    } finally {
      await runSql(backend().databaseUrl, "alter table private.notifications drop constraint refuse_for_test");
    }
    expect(await outbox()).toHaveLength(2);
  });

  it("copies the event's details into a registration's confirmation", async () => {
    const response = await post(
      "event_registrations",
      registrationRow({ email: "alan@example.com", event_id: "future-of-hr", event_title: "The Future of HR" }),
    );
    expect(response.status).toBe(201);
    const rows = await outbox();
    expect(rows.map((row) => [row.kind, row.recipient])).toEqual([
      ["registration_team", site.contactEmail],
      ["registration_confirmation", "alan@example.com"],
    ]);
    const landing = (await import("../../data/event-landings/future-of-hr.json")).default;
    expect(rows[1].template_data.event).toMatchObject({
      title: landing.title,
      duration_minutes: landing.durationMinutes,
      page_path: eventLandingPath(landing.slug),
    });
    expect(new Date(String((rows[1].template_data.event as { starts_at: string }).starts_at)).toISOString()).toBe(
      new Date(landing.startsAt).toISOString(),
    );
  });

  it("gives anon and authenticated no access to the outbox or its functions", async () => {
    expect((await post(CONTACT_TABLE, contactRow())).status).toBe(201);
    // Not exposed through the API at all.
    const read = await fetch(`${backend().url}/rest/v1/notifications?select=*`, {
      headers: { apikey: backend().anonKey, "accept-profile": "private" },
    });
    expect(read.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(await read.json())).not.toContain("@");
    for (const [name, args] of OUTBOX_FUNCTIONS) {
      const response = await post(`rpc/${name}`, args);
      expect([401, 403]).toContain(response.status);
    }
    // Nor in SQL, for either API role.
    for (const role of ["anon", "authenticated"]) {
      for (const statement of [
        "select * from private.notifications",
        "insert into private.notifications (kind, submission_id, template_data) values ('contact_team', gen_random_uuid(), '{}')",
        "update private.notifications set state = 'sent'",
        "delete from private.notifications",
        "select * from public.claim_notifications(10)",
        "select public.retry_failed_notifications()",
      ]) {
        await expect(
          runSql(backend().databaseUrl, `begin; set local role ${role}; ${statement}; commit;`),
        ).rejects.toMatchObject({ code: "42501" });
      }
    }
    expect((await outbox()).every((row) => row.state === "pending" && row.attempts === 0)).toBe(true);
  });

  it("two senders running at once over 200 pending rows send each exactly once", async () => {
    await runSql(
      backend().databaseUrl,
      `insert into public.${CONTACT_TABLE} (full_name, email_address, reason_for_contact, message, ${CONTACT_CONSENT})
       select 'Sender Test', 'load-' || n || '@example.com', 'general', 'Load ' || n, true from generate_series(1, 100) n`,
    );
    expect(await outbox("state = 'pending'")).toHaveLength(200);
    // Each mail is held 40 ms, so both senders are still busy when the other one starts claiming.
    const sink = await startSmtpSink({ delayMs: 40 });
    try {
      const [first, second] = await Promise.all([deliver(sink.url), deliver(sink.url)]);
      expect(first.sent + second.sent).toBe(200);
      expect(first.sent).toBeGreaterThan(0);
      expect(second.sent).toBeGreaterThan(0);
      expect(sink.mails).toHaveLength(200);
      expect(new Set(sink.mails.map((mail) => mail.header("Message-ID"))).size).toBe(200);
      const rows = await outbox();
      expect(rows.every((row) => row.state === "sent" && row.attempts === 1)).toBe(true);
    } finally {
      await sink.stop();
    }
  });

  it("keeps rows pending with backoff while SMTP is down, fails them after 5 attempts, sends them on --retry", async () => {
    const body = contactRow();
    expect((await post(CONTACT_TABLE, body)).status).toBe(201);
    const port = await closedPort();
    const down = `smtp://127.0.0.1:${port}`;

    const retryDelays: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      while ((await outbox("next_attempt_at <= now() and state = 'pending'")).length < 2) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const result = await deliver(down);
      const rows = await outbox();
      expect(rows.every((row) => row.attempts === attempt && row.last_error)).toBe(true);
      if (attempt < 5) {
        expect(result).toMatchObject({ sent: 0, retrying: 2, failed: 0 });
        expect(rows.every((row) => row.state === "pending")).toBe(true);
        retryDelays.push(rows[0].retry_in);
        // A claim takes only rows whose backoff has passed: checked in one transaction (one now()), rolled back.
        const [, waiting, , claimed] = (await runSql(
          backend().databaseUrl,
          `begin;
           select count(*)::int as n from private.notifications where next_attempt_at > now();
           set local role service_role;
           select count(*)::int as n from public.claim_notifications(10, now());
           rollback;`,
        )) as unknown as { rows: { n: number }[] }[];
        expect(claimed.rows[0].n).toBe(2 - waiting.rows[0].n);
      } else {
        expect(result).toMatchObject({ sent: 0, retrying: 0, failed: 2 });
        expect(rows.every((row) => row.state === "failed")).toBe(true);
      }
    }
    // Exponential backoff: 0.2 s, then each delay doubles.
    retryDelays.forEach((delay, index) => expect(delay).toBeCloseTo(0.2 * 2 ** index, 1));

    const failed = JSON.parse(await npmRun("submissions", ["--failed", "--json"]));
    expect(failed.map((row: { kind: string }) => row.kind)).toEqual(["contact_team", "contact_acknowledgement"]);
    expect(failed.every((row: { last_error: string }) => /ECONNREFUSED/.test(row.last_error))).toBe(true);

    // The server comes back: --retry sends both.
    let sink: SmtpSink | undefined;
    try {
      sink = await startSmtpSink({ port });
      const retried = await deliver(sink.url, ["--retry"]);
      expect(retried.out).toContain("2 failed notifications pending again.");
      expect(retried).toMatchObject({ sent: 2, retrying: 0, failed: 0 });
      expect(sink.mails.map((mail) => mail.to)).toEqual(
        expect.arrayContaining([[`<${site.contactEmail}>`], [`<${body.email_address}>`]]),
      );
      expect((await outbox()).every((row) => row.state === "sent")).toBe(true);
      expect(JSON.parse(await npmRun("submissions", ["--failed", "--json"]))).toEqual([]);
    } finally {
      await sink?.stop();
    }
  });
});
