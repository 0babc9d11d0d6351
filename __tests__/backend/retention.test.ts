/** @jest-environment node */
import { setTimeout as sleep } from "node:timers/promises";
import contactTable from "../../src/forms/contact-table.json";
import { RETENTION_PERIOD_NAMES } from "../../src/lib/retention-periods";
import { contactRow, registrationRow } from "../support/fixtures";
import { postAsVisitor } from "../support/visitors";
import { backendTargets, clientFor, runSql, useBackend } from "./backend-process";
import { readData } from "../support/data";

const notice = readData<typeof import("../../data/privacy-notice.json")>("privacy-notice.json");

const CONTACT_TABLE = contactTable.name;
const periods: Record<string, string> = notice.retentionPeriods;
/** Fixture events (__tests__/backend/fixtures/data/community-events/alpha-leaders.json) with seats. */
const ROUNDTABLE = { event_id: "alpha-leaders-1", event_title: "Alpha roundtable" };
const FORUM = { event_id: "alpha-leaders-2", event_title: "Alpha forum" };

describe.each(backendTargets())("the privacy notice's retention job on %s", (_label, serverUrl) => {
  // The timer runs every second here, with the real clock; the tests inject theirs into the job.
  const backend = useBackend({ serverUrl, retentionIntervalSeconds: 1 });
  const sql = async (text: string, values?: unknown[]) => (await runSql(backend().databaseUrl, text, values)).rows;
  const service = () => clientFor(backend(), backend().serviceRoleKey);

  /** One run of the job as the hosted schedule makes it (service role, through the API), at the given time. */
  const runJob = async (asOf: string) => {
    const { data, error } = await service().rpc("apply_retention", { as_of: asOf });
    expect(error).toBeNull();
    return data as Record<string, number>;
  };
  /** The instant `period` (a period of the notice) after a time the database computes, give or take a day. */
  const after = async (from: string, period: string, values: unknown[], shift: "+" | "-") => {
    const [{ t }] = await sql(`select (${from}) + $1::interval ${shift} interval '1 day' as t`, [period, ...values]);
    return (t as Date).toISOString();
  };
  const register = async (event: Record<string, string>) => {
    const row = registrationRow(event);
    expect((await postAsVisitor(backend(), "event_registrations", row)).status).toBe(201);
    const [stored] = await sql("select id, challenge from public.event_registrations where email = $1", [row.email]);
    return stored as { id: string; challenge: string | null };
  };
  const seats = async (key: string) => Number((await sql("select private.registrations_for($1) as n", [key]))[0].n);
  const mails = async (submissionId: string) =>
    (await sql("select template_data from private.notifications where submission_id = $1", [submissionId])).map(
      (row) => row.template_data as Record<string, unknown>,
    );

  it("keeps exactly the periods the privacy notice states, one per column of its settings", async () => {
    const [stored] = await sql("select * from private.retention_settings");
    const columns = Object.keys(stored).filter((column) => column !== "id");
    expect(columns).toHaveLength(RETENTION_PERIOD_NAMES.length);
    expect(Object.keys(periods).sort()).toEqual([...RETENTION_PERIOD_NAMES].sort());
    const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    for (const name of RETENTION_PERIOD_NAMES) {
      const [{ same }] = await sql(`select ${snake(name)} = $1::interval as same from private.retention_settings`, [
        periods[name],
      ]);
      expect({ name, same }).toEqual({ name, same: true });
    }
  });

  it("is the service role's to run, not anon's", async () => {
    const anon = clientFor(backend(), backend().anonKey);
    const { error } = await anon.rpc("apply_retention", { as_of: new Date().toISOString() });
    expect(error).not.toBeNull();
  });

  it("removes a challenge's text once its event ended longer ago than the notice says, keeping the registration", async () => {
    const registration = await register(ROUNDTABLE);
    expect(registration.challenge).toEqual(expect.any(String));
    const ends = "select ends_at from public.events where event_key = $2";
    const values = [ROUNDTABLE.event_id];

    await runJob(await after(ends, periods.challenges, values, "-"));
    expect((await mails(registration.id)).map((data) => data.challenge)).toEqual([
      registration.challenge,
      registration.challenge,
    ]);
    const [kept] = await sql("select challenge from public.event_registrations where id = $1", [registration.id]);
    expect(kept.challenge).toBe(registration.challenge);

    expect((await runJob(await after(ends, periods.challenges, values, "+"))).challenges).toBeGreaterThanOrEqual(1);
    const [cleared] = await sql("select challenge from public.event_registrations where id = $1", [registration.id]);
    expect(cleared).toEqual({ challenge: null });
    expect(await mails(registration.id)).toEqual([
      expect.not.objectContaining({ challenge: expect.anything() }),
      expect.not.objectContaining({ challenge: expect.anything() }),
    ]);
  });

  it("deletes a registration (and its mails) whose event ended the period and a day ago; the event keeps its count", async () => {
    const registration = await register(FORUM);
    const count = await seats(FORUM.event_id);
    const ends = "select ends_at from public.events where event_key = $2";
    const values = [FORUM.event_id];

    await runJob(await after(ends, periods.registrations, values, "-"));
    expect(await sql("select 1 from public.event_registrations where id = $1", [registration.id])).toHaveLength(1);
    expect(await mails(registration.id)).toHaveLength(2);

    expect((await runJob(await after(ends, periods.registrations, values, "+"))).registrations).toBeGreaterThanOrEqual(
      1,
    );
    expect(await sql("select 1 from public.event_registrations where id = $1", [registration.id])).toHaveLength(0);
    expect(await mails(registration.id)).toHaveLength(0);
    expect(await seats(FORUM.event_id)).toBe(count);
    const { data } = await clientFor(backend(), backend().anonKey).rpc(
      "event_seats",
      { keys: [FORUM.event_id] },
      { get: true },
    );
    expect(data).toEqual([expect.objectContaining({ registered: count })]);
  });

  it("deletes a contact request (and its mails) older than the period the notice states, not younger", async () => {
    const row = contactRow();
    expect((await postAsVisitor(backend(), CONTACT_TABLE, row)).status).toBe(201);
    const id = String(
      (await sql(`select id from public.${CONTACT_TABLE} where email_address = $1`, [row.email_address]))[0].id,
    );
    const received = `select created_at from public.${CONTACT_TABLE} where id = $2`;

    await runJob(await after(received, periods.contactRequests, [id], "-"));
    expect(await sql(`select 1 from public.${CONTACT_TABLE} where id = $1`, [id])).toHaveLength(1);

    expect(
      (await runJob(await after(received, periods.contactRequests, [id], "+"))).contact_requests,
    ).toBeGreaterThanOrEqual(1);
    expect(await sql(`select 1 from public.${CONTACT_TABLE} where id = $1`, [id])).toHaveLength(0);
    expect(await mails(id)).toHaveLength(0);
  });

  it("forgets sent and failed mails after the period, never one still to deliver", async () => {
    const row = contactRow();
    expect((await postAsVisitor(backend(), CONTACT_TABLE, row)).status).toBe(201);
    const id = String(
      (await sql(`select id from public.${CONTACT_TABLE} where email_address = $1`, [row.email_address]))[0].id,
    );
    // The team's mail was sent, the acknowledgement failed for good; a pending copy stands for one still due.
    await sql(
      `update private.notifications set state = case kind when 'contact_team' then 'sent' else 'failed' end,
         updated_at = now() where submission_id = $1`,
      [id],
    );
    await sql(
      `insert into private.notifications (kind, submission_id, recipient, template_data)
         select kind, submission_id, recipient, template_data from private.notifications
         where submission_id = $1 and kind = 'contact_team'`,
      [id],
    );
    const updated = "select max(updated_at) from private.notifications where submission_id = $2";

    await runJob(await after(updated, periods.mailRecords, [id], "-"));
    expect(await mails(id)).toHaveLength(3);
    await runJob(await after(updated, periods.mailRecords, [id], "+"));
    expect(await sql("select kind, state from private.notifications where submission_id = $1", [id])).toEqual([
      { kind: "contact_team", state: "pending" },
    ]);
    expect(await sql(`select 1 from public.${CONTACT_TABLE} where id = $1`, [id])).toHaveLength(1);
  });

  it("forgets spent proofs once they expire and the limits' records after their period", async () => {
    expect((await postAsVisitor(backend(), CONTACT_TABLE, contactRow())).status).toBe(201);
    // As text: a JavaScript Date would drop the microseconds the rows are found by.
    const [{ expires, logged }] = (await sql(
      `select (select max(expires_at)::text from private.spent_proofs) as expires,
         (select max(created_at)::text from private.submission_log) as logged`,
    )) as { expires: string; logged: string }[];
    const left = async (table: string, column: string, at: string, asOf: string) => {
      await runJob(asOf);
      return Number((await sql(`select count(*) as n from private.${table} where ${column} = $1`, [at]))[0].n);
    };
    const shifted = async (at: string, by: string) =>
      String((await sql("select ($1::timestamptz + $2::interval)::text as t", [at, by]))[0].t);

    expect(await left("spent_proofs", "expires_at", expires, await shifted(expires, "-1 second"))).toBe(1);
    expect(await left("spent_proofs", "expires_at", expires, await shifted(expires, "1 second"))).toBe(0);

    const limit = async (shift: string) => shifted(await shifted(logged, periods.limitRecords), shift);
    expect(await left("submission_log", "created_at", logged, await limit("-1 minute"))).toBeGreaterThan(0);
    expect(await left("submission_log", "created_at", logged, await limit("1 minute"))).toBe(0);
  });

  it("runs on the backend's timer with the real clock", async () => {
    const registration = await register(ROUNDTABLE);
    // The event took place long ago: the next run deletes the registration.
    await sql(
      `update public.events set starts_at = now() - $2::interval - interval '1 year',
         ends_at = now() - $2::interval - interval '1 year' + interval '1 hour' where event_key = $1`,
      [ROUNDTABLE.event_id, periods.registrations],
    );
    const present = async () =>
      (await sql("select 1 from public.event_registrations where id = $1", [registration.id])).length > 0;
    // The timer fires every second; the bound only ends the wait should it never fire.
    for (let tries = 0; tries < 480 && (await present()); tries += 1) await sleep(250);
    expect(await present()).toBe(false);
    expect(backend().output()).toMatch(/Retention job removed: registrations \d+/);
  });

  it("refuses to run on a database whose periods were never synced", async () => {
    // One statement: its failure undoes the deletion, whatever session the database shares.
    await expect(
      sql("do $$ begin delete from private.retention_settings; perform public.apply_retention(); end $$"),
    ).rejects.toMatchObject({ code: "RTN01" });
    expect(await sql("select 1 from private.retention_settings")).toHaveLength(1);
  });
});
