/** @jest-environment node */
import { randomUUID } from "node:crypto";
import contactTable from "../../src/forms/contact-table.json";
import { MAX_BODY_BYTES } from "../../backend/proxy.ts";
import { CONTACT_RATE_LIMIT_PER_HOUR } from "../../src/forms/limits";
import { BLANK } from "../../src/forms/rules";
import { submitToTable } from "../../src/forms/submit";
import { backendTargets, clientFor, runSql, useBackend } from "./backend-process";
import { CONTACT_CONSENT, contactRow, registrationRow } from "../support/fixtures";
import { newClientAddress, postAsVisitor } from "../support/visitors";

const CONTACT_TABLE = contactTable.name;
const REGISTRATIONS = "event_registrations";

const rowFor = (table: string, overrides: Record<string, unknown> = {}) =>
  table === CONTACT_TABLE ? contactRow(overrides) : registrationRow(overrides);

const markerOf = (row: Record<string, unknown>) => (row.message ?? row.challenge) as string;
const markerColumn = (table: string) => (table === CONTACT_TABLE ? "message" : "challenge");

describe.each(backendTargets())("the database's limits for anon, on %s", (_label, serverUrl) => {
  const backend = useBackend({ serverUrl });
  const anon = () => clientFor(backend(), backend().anonKey);

  /** A POST with a solved proof of work, from a new client or from `client`. */
  const post = (table: string, body: unknown, client?: string) => postAsVisitor(backend(), table, body, { client });

  /** Rows stored with these markers, counted by the service role (anon can read nothing). */
  const stored = async (table: string, ...markers: string[]) => {
    const { count, error } = await clientFor(backend(), backend().serviceRoleKey)
      .from(table)
      .select("*", { count: "exact", head: true })
      .in(markerColumn(table), markers);
    expect(error).toBeNull();
    return count;
  };

  /** Posts `body`, expects the refusal, and checks that nothing of it was stored. */
  const expectRefused = async (
    table: string,
    body: Record<string, unknown> | Record<string, unknown>[],
    client?: string,
  ) => {
    const response = await post(table, body, client);
    const rows = Array.isArray(body) ? body : [body];
    expect(await stored(table, ...rows.map(markerOf))).toBe(0);
    return { status: response.status, error: await response.json() };
  };

  it.each([CONTACT_TABLE, REGISTRATIONS])("refuses a 2-row insert into %s", async (table) => {
    const { status, error } = await expectRefused(table, [rowFor(table), rowFor(table)]);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "PT400", message: expect.stringMatching(/^One submission per request/) });
    // The same rows one at a time are fine.
    const one = rowFor(table);
    expect((await post(table, one)).status).toBe(201);
    expect(await stored(table, markerOf(one))).toBe(1);
  });

  it(`refuses contact request ${CONTACT_RATE_LIMIT_PER_HOUR + 1} from one address and client within an hour`, async () => {
    const client = newClientAddress();
    const email_address = `busy.${randomUUID()}@example.com`;
    const accepted = Array.from({ length: CONTACT_RATE_LIMIT_PER_HOUR }, () => contactRow({ email_address }));
    for (const row of accepted) expect((await post(CONTACT_TABLE, row, client)).status).toBe(201);
    expect(await stored(CONTACT_TABLE, ...accepted.map(markerOf))).toBe(CONTACT_RATE_LIMIT_PER_HOUR);

    // Upper case is the same address.
    const next = contactRow({ email_address: email_address.toUpperCase() });
    const { status, error } = await expectRefused(CONTACT_TABLE, next, client);
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: "PT429", details: "address" });
    // Another address is not affected.
    expect((await post(CONTACT_TABLE, contactRow(), client)).status).toBe(201);
    // Nor is the person whose address it is, writing from elsewhere: nobody can lock them out of the form.
    expect((await post(CONTACT_TABLE, contactRow({ email_address }))).status).toBe(201);
  });

  it("lets the hour pass: older submissions do not count", async () => {
    const client = newClientAddress();
    const email_address = `patient.${randomUUID()}@example.com`;
    for (let i = 0; i < CONTACT_RATE_LIMIT_PER_HOUR; i++) {
      expect((await post(CONTACT_TABLE, contactRow({ email_address }), client)).status).toBe(201);
    }
    expect((await post(CONTACT_TABLE, contactRow({ email_address }), client)).status).toBe(429);
    await runSql(
      backend().databaseUrl,
      "update private.submission_log set created_at = created_at - interval '61 minutes'",
    );
    expect((await post(CONTACT_TABLE, contactRow({ email_address }), client)).status).toBe(201);
  });

  it("holds the rate under concurrent requests from one address", async () => {
    const client = newClientAddress();
    const email_address = `burst.${randomUUID()}@example.com`;
    const rows = Array.from({ length: CONTACT_RATE_LIMIT_PER_HOUR + 3 }, () => contactRow({ email_address }));
    const statuses = await Promise.all(rows.map(async (row) => (await post(CONTACT_TABLE, row, client)).status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(CONTACT_RATE_LIMIT_PER_HOUR);
    expect(await stored(CONTACT_TABLE, ...rows.map(markerOf))).toBe(CONTACT_RATE_LIMIT_PER_HOUR);
  });

  it.each([CONTACT_TABLE, REGISTRATIONS])(
    "answers a filled honeypot in %s as a success, and stores and mails nothing",
    async (table) => {
      const response = await post(table, rowFor(table, { nickname: "Bot McBotface" }));
      expect(response.status).toBe(201);
      expect(await response.text()).toBe("");
      const row = rowFor(table, { nickname: "Bot McBotface" });
      expect((await post(table, row)).status).toBe(201);
      expect(await stored(table, markerOf(row))).toBe(0);
      const mails = await runSql(
        backend().databaseUrl,
        "select count(*)::int as n from private.notifications where template_data->>$1 = $2",
        [markerColumn(table), markerOf(row)],
      );
      expect(mails.rows).toEqual([{ n: 0 }]);
      expect((await post(table, rowFor(table, { nickname: "" }))).status).toBe(201);
    },
  );

  describe("refuses values the browser refuses as blank or malformed", () => {
    const cases: [string, string, Record<string, unknown>][] = [
      ["an NBSP-only name", CONTACT_TABLE, { full_name: "\u00a0\u00a0" }],
      ["a U+2007-only name", CONTACT_TABLE, { full_name: "\u2007" }],
      ["a U+202F-only name", CONTACT_TABLE, { full_name: "\u202f\u202f" }],
      ["a U+FEFF-only name", CONTACT_TABLE, { full_name: "\ufeff" }],
      ["an e-mail with an NBSP inside", CONTACT_TABLE, { email_address: "grace\u00a0hopper@example.com" }],
      ["an e-mail with a U+3000 inside", CONTACT_TABLE, { email_address: "grace@exa\u3000mple.com" }],
      ["an ideographic-space last name", REGISTRATIONS, { last_name: "\u3000" }],
      ["a registration e-mail with an NBSP inside", REGISTRATIONS, { email: "alan\u00a0@example.com" }],
    ];
    it.each(cases)("%s", async (_case, table, overrides) => {
      const { status, error } = await expectRefused(table, rowFor(table, overrides));
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: "23514" });
    });
  });

  it("defines a space as the browser does, for every code point of the Basic Multilingual Plane", async () => {
    const { rows } = await runSql(
      backend().databaseUrl,
      `select array_agg(n order by n) as blank from generate_series(1, 65535) as n
       where (n < 55296 or n > 57343) and private.is_blank(chr(n))`,
    );
    const browser = Array.from({ length: 65535 }, (_, index) => index + 1).filter(
      (code) => (code < 0xd800 || code > 0xdfff) && BLANK.test(String.fromCharCode(code)),
    );
    expect(rows[0].blank).toEqual(browser);
  });

  describe("refuses JSON values of the wrong type instead of coercing them", () => {
    const cases: [string, string, Record<string, unknown>][] = [
      ["full_name: 42", CONTACT_TABLE, { full_name: 42 }],
      ...["yes", "true", 1].map((value): [string, string, Record<string, unknown>] => [
        `${CONTACT_CONSENT}: ${JSON.stringify(value)}`,
        CONTACT_TABLE,
        { [CONTACT_CONSENT]: value },
      ]),
      ["message: true", CONTACT_TABLE, { message: true }],
      ["company: an object", CONTACT_TABLE, { company: { name: "Navy" } }],
      ["first_name: 42", REGISTRATIONS, { first_name: 42 }],
      ['privacy_agreed: "yes"', REGISTRATIONS, { privacy_agreed: "yes" }],
    ];
    it.each(cases)("%s", async (_case, table, overrides) => {
      const { status, error } = await expectRefused(table, rowFor(table, overrides));
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: "22023",
        message: expect.stringMatching(/^Expected a JSON (string|boolean)/),
      });
    });

    it("while null still means an empty optional field", async () => {
      const row = contactRow({ company: null, phone_number: null });
      expect((await post(CONTACT_TABLE, row)).status).toBe(201);
      expect(await stored(CONTACT_TABLE, markerOf(row))).toBe(1);
    });
  });

  it.each([CONTACT_TABLE, REGISTRATIONS])("stores a repeated idempotency key in %s once", async (table) => {
    const row = rowFor(table, { submission_key: randomUUID() });
    expect((await post(table, row)).status).toBe(201);
    // A retry of a stored submission is answered as the submission was (the guard's step 3), and stored once.
    const retry = await post(table, row);
    expect(retry.status).toBe(201);
    expect(await retry.text()).toBe("");
    expect(await stored(table, markerOf(row))).toBe(1);
    // The site's own code reports the retry as the success it is.
    await expect(submitToTable(table, row, anon)).resolves.toEqual({ ok: true });
    expect(await stored(table, markerOf(row))).toBe(1);
  });

  it("lets a retry of a stored submission through even when the address has reached its rate", async () => {
    const client = newClientAddress();
    const email_address = `retry.${randomUUID()}@example.com`;
    const rows = Array.from({ length: CONTACT_RATE_LIMIT_PER_HOUR }, () =>
      contactRow({ email_address, submission_key: randomUUID() }),
    );
    for (const row of rows) expect((await post(CONTACT_TABLE, row, client)).status).toBe(201);
    await expect(
      submitToTable(CONTACT_TABLE, rows[0], () => clientFor(backend(), backend().anonKey, { client })),
    ).resolves.toEqual({ ok: true });
    expect(await stored(CONTACT_TABLE, ...rows.map(markerOf))).toBe(CONTACT_RATE_LIMIT_PER_HOUR);
  });

  it("has the local proxy refuse a 1 MB body before the database sees it", async () => {
    const row = contactRow({ website: "x".repeat(1024 * 1024) });
    const response = await post(CONTACT_TABLE, row);
    expect(response.status).toBe(413);
    // The proxy's own answer: PostgREST would have answered 400 with a check violation.
    expect(await response.json()).toEqual({
      message: `Request body larger than ${MAX_BODY_BYTES} bytes`,
      code: "PAYLOAD_TOO_LARGE",
    });
    expect(await stored(CONTACT_TABLE, markerOf(row))).toBe(0);
    // A body just under the limit still reaches PostgREST (which refuses the long message itself).
    const underLimit = await post(CONTACT_TABLE, contactRow({ message: "x".repeat(MAX_BODY_BYTES - 1024) }));
    expect(underLimit.status).toBe(400);
    expect(await underLimit.json()).toMatchObject({ code: "23514" });
  });
});
