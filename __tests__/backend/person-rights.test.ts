/** @jest-environment node */
// Each command starts a Node process that loads the backend's modules: seconds apiece on a busy machine.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import contactTable from "../../src/forms/contact-table.json";
import { contactRow, registrationRow } from "../support/fixtures";
import { postAsVisitor } from "../support/visitors";
import { type BackendUnderTest, backendTargets, runSql, runSubmissions, startBackend } from "./backend-process";

const CONTACT_TABLE = contactTable.name;
/** A fixture event with room (__tests__/backend/fixtures/data/community-events/alpha-leaders.json). */
const FORUM = { event_id: "alpha-leaders-2", event_title: "Alpha forum" };

describe.each(backendTargets())("the privacy notice's rights, npm run submissions, on %s", (_label, serverUrl) => {
  let backend: BackendUnderTest;
  let stateDir: string;
  const marker = randomUUID();
  /** One inbox, spelt four ways the forms accept as the same address. */
  const spellings = [
    `ada.${marker}@example.com`,
    `ADA.${marker.toUpperCase()}+events@EXAMPLE.COM.`,
    `\uff41da.${marker}@example.com`, // a fullwidth first letter
    `Ada.${marker}+news@Example.com`,
  ];
  const other = registrationRow({ ...FORUM, first_name: "Grace", last_name: "Hopper" });

  const run = (...args: string[]) => runSubmissions(stateDir, ...args);
  const sql = async (text: string, values?: unknown[]) => (await runSql(backend.databaseUrl, text, values)).rows;
  /** Rows of every table of the schemas the API and the outbox use whose text holds the marker, in any case. */
  const rowsNamingMarker = async () => {
    const tables = await sql(
      `select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'private') and table_type = 'BASE TABLE' order by 1`,
    );
    const found: Record<string, number> = {};
    for (const { name } of tables as { name: string }[]) {
      const n = Number(
        (await sql(`select count(*)::integer as n from ${name} t where t::text ilike $1`, [`%${marker}%`]))[0].n,
      );
      if (n > 0) found[name] = n;
    }
    return found;
  };
  const logRecords = async () =>
    Number(
      (
        await sql("select count(*) as n from private.submission_log where email_key = private.address_log_key($1)", [
          spellings[0],
        ])
      )[0].n,
    );
  const seats = async () => Number((await sql("select private.registrations_for($1) as n", [FORUM.event_id]))[0].n);

  beforeAll(async () => {
    stateDir = mkdtempSync(path.join(tmpdir(), "rights-test-"));
    backend = await startBackend({ serverUrl, stateDir });
    for (const row of [
      contactRow({ email_address: spellings[0] }),
      contactRow({ email_address: spellings[2] }),
      registrationRow({ ...FORUM, email: spellings[1] }),
      contactRow({ email_address: `someone.else.${randomUUID()}@example.com` }),
      other,
    ]) {
      const table = "event_id" in row ? "event_registrations" : CONTACT_TABLE;
      expect((await postAsVisitor(backend, table, row)).status).toBe(201);
    }
  });

  afterAll(async () => {
    await backend?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  });

  it("--person lists every row of every table that holds the address, for any spelling of it", async () => {
    const expected = await rowsNamingMarker();
    // The two contact requests, the registration and the mails to or about them.
    expect(Object.keys(expected).sort()).toEqual(
      ["private.notifications", `public.${CONTACT_TABLE}`, "public.event_registrations"].sort(),
    );
    expect(await logRecords()).toBe(3);
    for (const spelling of spellings) {
      const records = JSON.parse(await run(`--person=${spelling}`, "--json"));
      expect({
        contacts: records.contacts.length,
        registrations: records.registrations.length,
        notifications: records.notifications.length,
        limit_records: records.limit_records.length,
      }).toEqual({
        contacts: expected[`public.${CONTACT_TABLE}`],
        registrations: expected["public.event_registrations"],
        notifications: expected["private.notifications"],
        limit_records: 3,
      });
    }
    const listing = await run(`--person=${spellings[3]}`);
    expect(listing).toContain(`Contact requests in ${CONTACT_TABLE} (2)`);
    expect(listing).toContain("Event registrations (1)");
    expect(listing).not.toContain(other.email);
  });

  it("--erase deletes every spelling of the address everywhere, frees the seat and counts the erasure without the address", async () => {
    const erasures = Number((await sql("select count(*)::integer as erasures from private.erasures"))[0].erasures);
    const taken = await seats();

    const out = await run(`--person=${spellings[3]}`, "--erase");
    expect(out).toContain(`Erasures recorded so far: ${erasures + 1}.`);
    expect(out).not.toMatch(new RegExp(marker, "i"));

    expect(await rowsNamingMarker()).toEqual({});
    expect(await logRecords()).toBe(0);
    expect((await sql("select count(*)::integer as n from private.erasures"))[0].n).toBe(erasures + 1);
    // The registration was for an event still to come: its seat is free again.
    expect(await seats()).toBe(taken - 1);
    // Nobody else's rows went.
    expect(await sql("select 1 from public.event_registrations where email = $1", [other.email])).toHaveLength(1);
    expect(JSON.parse(await run(`--person=${spellings[0]}`, "--json"))).toEqual({
      contacts: [],
      registrations: [],
      notifications: [],
      limit_records: [],
    });
  });

  it("--event gives the attendee list with each person's status, as a table or CSV", async () => {
    const table = (await run(`--event=${FORUM.event_id}`)).trimEnd().split("\n");
    expect(table[0].split(/\s+/)).toEqual([
      "status",
      "first_name",
      "last_name",
      "email",
      "company",
      "job_title",
      "mobile",
      "registered_at",
    ]);
    const grace = table.find((line) => line.includes(other.email));
    expect(grace?.split(/\s+/).slice(0, 4)).toEqual(["registered", "Grace", "Hopper", other.email]);

    const csv = (await run(`--event=${FORUM.event_id}`, "--csv")).trimEnd().split("\r\n");
    expect(csv[0]).toBe("status,first_name,last_name,email,company,job_title,mobile,registered_at");
    expect(csv.filter((line) => line.includes(other.email))).toEqual([
      expect.stringMatching(new RegExp(`^registered,Grace,Hopper,${other.email.replace(/[.+]/g, "\\$&")},`)),
    ]);
    expect(csv).toHaveLength(table.length);

    await expect(run("--event=no-such-event")).rejects.toThrow(/No event has the key no-such-event/);
  });
});
