/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import contactTable from "../../src/forms/contact-table.json";
import { submitToTable } from "../../src/forms/submit";
import { readLiveCommunities } from "../../src/lib/live-communities";
import { FIXTURE_DATA, REPO_ROOT, backendTargets, clientFor, runSql, useBackend } from "./backend-process";
import { CONTACT_CONSENT, contactRow, registrationRow } from "../support/fixtures";
import { postAsVisitor, untilAnswered } from "../support/visitors";

const CONTACT_TABLE = contactTable.name;
/** What the migrations let anon insert into the contact table, for tests that revoke and restore it. */
const ANON_CONTACT_COLUMNS = [
  `full_name, email_address, phone_number, company, website, reason_for_contact, message, ${CONTACT_CONSENT}`,
  "nickname, submission_key, altcha",
].join(", ");

const sampleFor = (table: string): Record<string, unknown> =>
  table === CONTACT_TABLE ? contactRow() : registrationRow();

describe.each(backendTargets())("local backend on %s", (_label, serverUrl) => {
  const backend = useBackend({ serverUrl });
  const anon = () => clientFor(backend(), backend().anonKey);
  const service = () => clientFor(backend(), backend().serviceRoleKey);

  /** A POST that bypasses the browser and supabase-js entirely (with a solved proof of work, as a visitor). */
  const post = (table: string, body: unknown) => postAsVisitor(backend(), table, body);

  const storedContacts = async (message: string) => {
    const { data, error } = await service().from(CONTACT_TABLE).select("*").eq("message", message);
    expect(error).toBeNull();
    return data ?? [];
  };

  it("lets supabase-js insert a contact submission with return=minimal", async () => {
    const row = contactRow({ phone_number: "+44 20 7946 0000", website: "https://example.com" });
    const result = await anon().from(CONTACT_TABLE).insert(row);
    expect(result.error).toBeNull();
    expect(result.status).toBe(201);
    expect(result.data).toBeNull();

    const [stored] = await storedContacts(row.message);
    expect(stored).toMatchObject(row);
    expect(stored.id).toEqual(expect.any(String));
    expect(stored.created_at).toEqual(expect.any(String));
  });

  it("lets supabase-js insert an event registration", async () => {
    const row = registrationRow();
    const result = await anon().from("event_registrations").insert(row);
    expect(result.error).toBeNull();
    expect(result.status).toBe(201);

    const { data } = await service().from("event_registrations").select("*").eq("challenge", row.challenge);
    expect(data).toEqual([expect.objectContaining(row)]);
  });

  it.each([CONTACT_TABLE, "event_registrations"])(
    "answers the forms' head-only count on %s, always 0 for anon",
    async (table) => {
      await service().from(table).insert(sampleFor(table));
      const { count: stored } = await service().from(table).select("*", { count: "exact", head: true });
      expect(stored).toBeGreaterThan(0);

      const result = await anon().from(table).select("*", { count: "exact", head: true });
      expect(result.error).toBeNull();
      expect(result.status).toBe(200);
      expect(result.count).toBe(0);
    },
  );

  it.each([CONTACT_TABLE, "event_registrations"])("never shows anon a row of %s", async (table) => {
    await anon().from(table).insert(sampleFor(table));
    const { data: all } = await service().from(table).select("*");
    expect(all?.length).toBeGreaterThan(0);

    const result = await anon().from(table).select("*");
    expect(result.error).toBeNull();
    expect(result.data).toEqual([]);
  });

  it("lets anon neither update nor delete submissions", async () => {
    const row = contactRow();
    await anon().from(CONTACT_TABLE).insert(row);
    const [before] = await storedContacts(row.message);

    const update = await anon().from(CONTACT_TABLE).update({ full_name: "Mallory" }).eq("message", row.message);
    expect(update.error?.code).toBe("42501");
    const remove = await anon().from(CONTACT_TABLE).delete().eq("message", row.message);
    expect(remove.error?.code).toBe("42501");
    const removeRegistrations = await anon().from("event_registrations").delete().neq("first_name", "");
    expect(removeRegistrations.error?.code).toBe("42501");

    expect(await storedContacts(row.message)).toEqual([before]);
    const { count } = await service().from("event_registrations").select("*", { count: "exact", head: true });
    expect(count).toBeGreaterThan(0);
  });

  it("does not let anon choose the server-side columns", async () => {
    const response = await post(CONTACT_TABLE, { ...contactRow(), id: randomUUID() });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "42501" });
  });

  describe("refuses, in the database, posts that bypass the form's rules", () => {
    const refusals: [string, string, Record<string, unknown>][] = [
      ["a malformed email", CONTACT_TABLE, contactRow({ email_address: "grace@example" })],
      ["an email with spaces", CONTACT_TABLE, contactRow({ email_address: "grace hopper@example.com" })],
      ["a blank name", CONTACT_TABLE, contactRow({ full_name: "   " })],
      ["an unknown reason", CONTACT_TABLE, contactRow({ reason_for_contact: "spam" })],
      ["an unchecked privacy box", CONTACT_TABLE, contactRow({ [CONTACT_CONSENT]: false })],
      ["a 10,000-character message", CONTACT_TABLE, contactRow({ message: "x".repeat(10_000) })],
      ["a blank message", CONTACT_TABLE, contactRow({ message: "\n\t " })],
      ["an empty optional field instead of null", CONTACT_TABLE, contactRow({ company: "" })],
      ["a 51-character phone number", CONTACT_TABLE, contactRow({ phone_number: "1".repeat(51) })],
      ["a registration with a malformed email", "event_registrations", registrationRow({ email: "alan@" })],
      ["a registration with a blank first name", "event_registrations", registrationRow({ first_name: " " })],
      ["a registration with a blank last name", "event_registrations", registrationRow({ last_name: "" })],
      [
        "a registration with a 301-character event title",
        "event_registrations",
        registrationRow({ event_title: "x".repeat(301) }),
      ],
      ["a registration without privacy consent", "event_registrations", registrationRow({ privacy_agreed: false })],
    ];

    it.each(refusals)("%s", async (_case, table, body) => {
      const response = await post(table, body);
      expect(response.status).toBe(400);
      const error = await response.json();
      expect(error).toEqual({
        code: "23514",
        message: expect.stringMatching(/violates check constraint/),
        details: null,
        hint: null,
      });
    });

    it("a missing required field", async () => {
      const { message: _omitted, ...withoutMessage } = contactRow();
      const response = await post(CONTACT_TABLE, withoutMessage);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "23502" });
    });

    it("and keeps none of them", async () => {
      const marker = `refused ${randomUUID()}`;
      await post(CONTACT_TABLE, contactRow({ message: marker, [CONTACT_CONSENT]: false }));
      expect(await storedContacts(marker)).toEqual([]);
    });
  });

  it("answers 42P01 when the form's table has gone missing", async () => {
    // Renamed behind PostgREST's back: its schema cache still knows the table, so the database answers.
    await runSql(backend().databaseUrl, `alter table public.${CONTACT_TABLE} rename to ${CONTACT_TABLE}_moved`);
    try {
      const result = await anon().from(CONTACT_TABLE).insert(contactRow());
      expect(result.status).toBe(404);
      expect(result.error).toMatchObject({
        code: "42P01",
        message: `relation "public.${CONTACT_TABLE}" does not exist`,
      });
    } finally {
      await runSql(backend().databaseUrl, `alter table public.${CONTACT_TABLE}_moved rename to ${CONTACT_TABLE}`);
    }
  });

  it("answers 404 for a table it has never known (42P01 on reads)", async () => {
    const read = await anon().from("contact_missing").select("*");
    expect(read.status).toBe(404);
    expect(read.error).toMatchObject({ code: "42P01" });
    const insert = await anon().from("contact_missing").insert(contactRow());
    expect(insert.status).toBe(404);
  });

  it("answers 42501 when the insert grant is revoked", async () => {
    await runSql(backend().databaseUrl, `revoke insert on table public.${CONTACT_TABLE} from anon`);
    try {
      const result = await anon().from(CONTACT_TABLE).insert(contactRow());
      expect(result.error).toMatchObject({
        code: "42501",
        message: `permission denied for table ${CONTACT_TABLE}`,
      });
    } finally {
      await runSql(
        backend().databaseUrl,
        `grant insert (${ANON_CONTACT_COLUMNS}) on table public.${CONTACT_TABLE} to anon`,
      );
    }
    expect((await anon().from(CONTACT_TABLE).insert(contactRow())).error).toBeNull();
  });

  it("refuses insert-and-return with a row-level security error and keeps nothing", async () => {
    const row = contactRow();
    const result = await anon().from(CONTACT_TABLE).insert(row).select();
    expect(result.error).toMatchObject({
      code: "42501",
      message: `new row violates row-level security policy for table "${CONTACT_TABLE}"`,
    });
    expect(await storedContacts(row.message)).toEqual([]);
  });

  it("stores 200 concurrent inserts exactly once each", async () => {
    const marker = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) => {
        const row = contactRow({ message: `${marker} #${index}`, submission_key: randomUUID() });
        return untilAnswered(async () => anon().from(CONTACT_TABLE).insert(row));
      }),
    );
    expect(results.map((result) => result.status)).toEqual(Array(200).fill(201));

    const { data } = await service().from(CONTACT_TABLE).select("message").like("message", `${marker} #%`);
    const messages = (data ?? []).map((row) => row.message).sort();
    expect(messages).toEqual(Array.from({ length: 200 }, (_, index) => `${marker} #${index}`).sort());
  });

  it("serves each community's text and counts from the seeded data, and no member row", async () => {
    const { data, error } = await anon().rpc("community_overview", undefined, { get: true });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        slug: "alpha-leaders",
        name: "Alpha Leaders Community",
        description: "A fixture community for the backend tests.",
        target_audience: "Chief alpha officers",
        member_count: 45,
        upcoming_events: 2,
      },
      expect.objectContaining({ slug: "beta-builders", member_count: 12, upcoming_events: 0 }),
    ]);
    const members = await anon().from("community_members").select("*");
    expect(members.error?.code).toBe("42501");
  });

  describe("with the site's own code", () => {
    it("submits a contact request and a registration", async () => {
      const row = contactRow();
      await expect(submitToTable(CONTACT_TABLE, row, anon)).resolves.toEqual({ ok: true });
      expect(await storedContacts(row.message)).toHaveLength(1);
      await expect(submitToTable("event_registrations", registrationRow(), anon)).resolves.toEqual({ ok: true });
    });

    it("turns the database's refusals into the §8 texts", async () => {
      await expect(submitToTable(CONTACT_TABLE, contactRow({ email_address: "nope" }), anon)).resolves.toEqual({
        ok: false,
        message: expect.stringMatching(/^Database error: new row for relation "contact_etl" violates check constraint/),
      });
      await runSql(backend().databaseUrl, `revoke insert on table public.${CONTACT_TABLE} from anon`);
      try {
        await expect(submitToTable(CONTACT_TABLE, contactRow(), anon)).resolves.toEqual({
          ok: false,
          message: "Permission denied. The form cannot submit due to database permissions.",
        });
      } finally {
        await runSql(
          backend().databaseUrl,
          `grant insert (${ANON_CONTACT_COLUMNS}) on table public.${CONTACT_TABLE} to anon`,
        );
      }
      await expect(submitToTable("contact_missing", contactRow(), anon)).resolves.toEqual({
        ok: false,
        message: 'Table "contact_missing" does not exist. Please contact support.',
      });
    });

    it("reads the communities' live counts", async () => {
      const read = await readLiveCommunities(anon);
      expect(read.ok && [...read.communities].sort((a, b) => a.slug.localeCompare(b.slug))).toEqual([
        expect.objectContaining({ slug: "alpha-leaders", memberCount: 45, upcomingCount: 2 }),
        expect.objectContaining({ slug: "beta-builders", memberCount: 12, upcomingCount: 0 }),
      ]);
    });
  });

  it("can run the seed again without duplicating anything", async () => {
    const seed = execFileSync(
      process.execPath,
      [path.join(REPO_ROOT, "scripts", "db-seed-sql.ts"), `--data=${FIXTURE_DATA}`, "--out=-"],
      { encoding: "utf8" },
    );
    await runSql(backend().databaseUrl, seed);
    await runSql(backend().databaseUrl, seed);
    const { rows } = await runSql(
      backend().databaseUrl,
      `select (select count(*) from public.communities)::int as communities,
              (select count(*) from public.sponsors)::int as sponsors,
              (select count(*) from public.community_members)::int as members,
              (select count(*) from public.events)::int as events`,
    );
    expect(rows).toEqual([{ communities: 2, sponsors: 1, members: 2, events: 4 }]);
  });

  it("lets anon read but not change the community tables", async () => {
    const result = await anon().from("communities").update({ name: "Hijacked" }).eq("slug", "alpha-leaders");
    expect(result.error?.code).toBe("42501");
    const inserted = await post("events", { title: "Spam", event_key: "spam-9", slug: "9" });
    expect(inserted.status).toBe(401);
  });

  it("answers the browser's CORS preflight and exposes Content-Range", async () => {
    const origin = "http://localhost:8000";
    const preflight = await fetch(`${backend().url}/rest/v1/${CONTACT_TABLE}`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "apikey,authorization,content-type,content-profile,x-client-info,prefer",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toMatch(/\bPOST\b/);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/apikey.*authorization.*content-type/);

    const head = await fetch(`${backend().url}/rest/v1/${CONTACT_TABLE}?select=*`, {
      method: "HEAD",
      headers: { origin, apikey: backend().anonKey, prefer: "count=exact" },
    });
    expect(head.headers.get("access-control-allow-origin")).toBe("*");
    expect(head.headers.get("access-control-expose-headers")).toMatch(/Content-Range/);
    expect(head.headers.get("content-range")).toBe("*/0");
  });

  it("refuses requests without an API key, as Supabase's gateway does", async () => {
    const response = await fetch(`${backend().url}/rest/v1/communities`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: "No API key found in request" });
  });
});
