/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import type { Challenge } from "altcha-lib/v1/types";
import classes from "../../src/forms/character-classes.json";
import { CONTACT_FIELD_MESSAGES, contactSchema } from "../../src/forms/contact-schema";
import contactTable from "../../src/forms/contact-table.json";
import {
  CLIENT_SUBMISSIONS_PER_HOUR,
  CONTACT_RATE_LIMIT_PER_HOUR,
  PROOF_MAX_NUMBER,
  VISITOR_MAILS_PER_HOUR,
} from "../../src/forms/limits";
import { solveChallenge, type ProofChallenge } from "../../src/forms/proof-of-work";
import { REGISTRATION_FIELD_MESSAGES } from "../../src/forms/registration-schema";
import { CYRILLIC_OR_GREEK, LATIN, requiredEmail } from "../../src/forms/rules";
import { CLIENT_RATE_LIMIT_MESSAGE, submitToTable } from "../../src/forms/submit";
import { codePoints, CONTACT_CONSENT, contactRow, INVISIBLE_NAMES, registrationRow } from "../support/fixtures";
import { fetchFrom, newClientAddress, postAsVisitor, proofFor } from "../support/visitors";
import { backendTargets, clientFor, runSql, useBackend } from "./backend-process";

/**
 * Issue 28's acceptance, for what a stranger can do with the anon key: limits per client (the client as the
 * gateway sees it), one identity per inbox, no oracle, names that name someone, and the proof of work.
 */

const CONTACT_TABLE = contactTable.name;
const REGISTRATIONS = "event_registrations";
/** The fixture event with room for everyone these tests register (data of __tests__/backend/fixtures). */
const ROOMY_EVENT = "alpha-leaders-2";

/**
 * Seventeen spellings of one inbox: each either is that inbox to the database, or is refused outright. `inbox` is
 * the canonical form (lower case, no tag, no trailing dot).
 */
const spellings = (local: string, domain = "example.com") => {
  const inbox = `${local}@${domain}`;
  const same = [
    `${local.toUpperCase()}@${domain.toUpperCase()}`,
    `${local}+news@${domain}`,
    `${local.toUpperCase()}+Promo@${domain}`,
    `${inbox}.`,
    `${local}@${domain.toUpperCase()}.`,
    `\uff41${local.slice(1)}@${domain}`, // a fullwidth first letter ("a")
    `${local}@\uff45${domain.slice(1)}`, // a fullwidth first letter of the domain ("e")
  ];
  const refused = [
    ` ${inbox} `,
    `${local.slice(0, 1)}\u200b${local.slice(1)}@${domain}`, // zero-width space
    `${local}\u200c@${domain}`, // zero-width non-joiner
    `${local}@exa\u200dmple.com`, // zero-width joiner
    `${local}@exam\u00adple.com`, // soft hyphen
    `${local.slice(0, 2)}\u2060${local.slice(2)}@${domain}`, // word joiner
    `"${local}"@${domain}`, // a quoted local part
    `${local}@[192.0.2.1]`, // an address literal
    `${local}@[${domain}]`,
    `\u0430${local.slice(1)}@${domain}`, // a Cyrillic first letter ("а"), which looks like the Latin one
  ];
  return { inbox, same, refused };
};

/**
 * Four spellings of one inbox at an internationalised domain (issue 40): in Unicode, in its IDNA ASCII form, in
 * capitals, and ending in an ideographic full stop (U+3002), which IDNA reads as the root's dot.
 */
const idnSpellings = (local: string) => [
  `${local}@bücher.de`,
  `${local}@xn--bcher-kva.de`,
  `${local.toUpperCase()}@BÜCHER.DE`,
  `${local}@bücher.de\u3002`,
];

/** RFC 3492's sample strings (section 7.1): long labels, whose encoding adapts as it goes. */
const RFC_3492_SAMPLES = [
  "他们为什么不说中文",
  "他們爲什麽不說中文",
  "Pročprostěnemluvíčesky",
  "למההםפשוטלאמדבריםעברית",
  "यहलोगहिंदीक्योंनहींबोलसकतेहैं",
  "なぜみんな日本語を話してくれないのか",
  "세계의모든사람들이한국어를이해한다면얼마나좋을까",
  "почемужеонинеговорятпорусски",
  "PorquénopuedensimplementehablarenEspañol",
  "TạisaohọkhôngthểchỉnóitiếngViệt",
  "3年B組金八先生",
  "安室奈美恵-with-SUPER-MONKEYS",
  "Hello-Another-Way-それぞれの場所",
  "ひとつ屋根の下2",
  "MajiでKoiする5秒前",
  "パフィーdeルンバ",
];

/** A challenge altcha-lib made, solved by the site's solver (altcha-lib's type leaves maxnumber optional). */
const solveTheirs = (challenge: Challenge) => solveChallenge({ ...challenge, maxnumber: Number(challenge.maxnumber) });

describe.each(backendTargets())("the submission guard on %s", (_label, serverUrl) => {
  const backend = useBackend({ serverUrl });
  const anonFrom = (client: string) => () => clientFor(backend(), backend().anonKey, { client });

  const post = (table: string, body: unknown, client?: string, headers?: Record<string, string>) =>
    postAsVisitor(backend(), table, body, { client, headers });

  const answer = async (response: Response) => ({ status: response.status, body: await response.text() });

  const count = async (sql: string, values: unknown[] = []) =>
    Number((await runSql(backend().databaseUrl, sql, values)).rows[0].n);

  const storedContacts = (...addresses: string[]) =>
    count(`select count(*) as n from public.${CONTACT_TABLE} where email_address = any($1)`, [addresses]);

  describe("a limit per client", () => {
    it(`stores ${CLIENT_SUBMISSIONS_PER_HOUR} of 300 contact requests from one client within its hour; another client is unaffected`, async () => {
      const client = newClientAddress();
      const rows = Array.from({ length: 300 }, () => contactRow());
      const answers: { status: number; body: string }[] = [];
      for (let start = 0; start < rows.length; start += 50) {
        answers.push(
          ...(await Promise.all(
            rows.slice(start, start + 50).map(async (row) => answer(await post(CONTACT_TABLE, row, client))),
          )),
        );
      }
      expect(answers.filter((one) => one.status === 201)).toHaveLength(CLIENT_SUBMISSIONS_PER_HOUR);
      const refused = answers.filter((one) => one.status !== 201);
      expect(new Set(refused.map((one) => one.status))).toEqual(new Set([429]));
      expect(new Set(refused.map((one) => JSON.parse(one.body).details))).toEqual(new Set(["client"]));
      expect(await storedContacts(...rows.map((row) => row.email_address))).toBe(CLIENT_SUBMISSIONS_PER_HOUR);

      // The same client's registrations count with them; the form says so in issue 28's words.
      expect((await post(REGISTRATIONS, registrationRow({ event_id: ROOMY_EVENT }), client)).status).toBe(429);
      await expect(submitToTable(CONTACT_TABLE, contactRow(), anonFrom(client))).resolves.toEqual({
        ok: false,
        message: CLIENT_RATE_LIMIT_MESSAGE,
        mailto: true,
      });
      // A client cannot claim to be another: the gateway replaces whatever address the request names.
      for (const header of ["cf-connecting-ip", "x-forwarded-for", "x-real-ip", "forwarded", "true-client-ip"]) {
        const spoofed = await post(CONTACT_TABLE, contactRow(), client, { [header]: newClientAddress() });
        expect({ header, status: spoofed.status }).toEqual({ header, status: 429 });
      }

      const other = newClientAddress();
      expect((await post(CONTACT_TABLE, contactRow(), other)).status).toBe(201);
      expect((await post(REGISTRATIONS, registrationRow({ event_id: ROOMY_EVENT }), other)).status).toBe(201);
    });

    it("keys a client by its IPv4 address or its IPv6 /64, never by the address itself", async () => {
      const keyOf = async (headers: Record<string, string> | null) =>
        (
          await runSql(
            backend().databaseUrl,
            "select set_config('request.headers', $1, false), private.client_key() as key",
            [headers ? JSON.stringify(headers) : ""],
          )
        ).rows[0].key as string;
      const ip = (address: string) => keyOf({ "cf-connecting-ip": address });
      expect(await ip("2001:db8:1:2::1")).toBe(await ip("2001:db8:1:2:ffff:ffff:ffff:ffff"));
      expect(await ip("2001:db8:1:3::1")).not.toBe(await ip("2001:db8:1:2::1"));
      expect(await ip("::ffff:192.0.2.7")).toBe(await ip("192.0.2.7"));
      expect(await ip("192.0.2.8")).not.toBe(await ip("192.0.2.7"));
      // No usable address: all such requests share one client.
      expect(await ip("not an address")).toBe(await keyOf(null));
      expect(await ip("192.0.2.7")).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe("one inbox, one identity", () => {
    it("counts each of 17 spellings of an address as that address, or refuses it: past the limit none is stored", async () => {
      const { inbox, same, refused } = spellings(`ada.${randomUUID().slice(0, 8)}`);
      expect(same.length + refused.length).toBe(17);
      const client = newClientAddress();
      for (let i = 0; i < CONTACT_RATE_LIMIT_PER_HOUR; i += 1) {
        expect((await post(CONTACT_TABLE, contactRow({ email_address: inbox }), client)).status).toBe(201);
      }
      for (const email_address of same) {
        const refusal = await post(CONTACT_TABLE, contactRow({ email_address }), client);
        expect({ email_address, status: refusal.status }).toEqual({ email_address, status: 429 });
      }
      for (const email_address of refused) {
        const refusal = await post(CONTACT_TABLE, contactRow({ email_address }), client);
        expect({ email_address, status: refusal.status }).toEqual({ email_address, status: 400 });
        expect(await refusal.json()).toMatchObject({ code: "23514", message: expect.stringContaining("email") });
      }
      expect(await storedContacts(inbox, ...same, ...refused)).toBe(CONTACT_RATE_LIMIT_PER_HOUR);
    });

    it("stores no second registration for one event in any of the 17 spellings", async () => {
      const { inbox, same, refused } = spellings(`alan.${randomUUID().slice(0, 8)}`);
      expect((await post(REGISTRATIONS, registrationRow({ email: inbox, event_id: ROOMY_EVENT }))).status).toBe(201);
      for (const email of [...same, ...refused]) {
        // The same inbox: answered as a new registration would be (no oracle), and not stored.
        const again = await post(REGISTRATIONS, registrationRow({ email, event_id: ROOMY_EVENT }));
        const code = again.status === 201 ? "stored once" : (await again.json()).code;
        expect({ email, code }).toEqual({ email, code: same.includes(email) ? "stored once" : "23514" });
      }
      const stored = await runSql(
        backend().databaseUrl,
        "select email from public.event_registrations where event_id = $1 and email = any($2)",
        [ROOMY_EVENT, [inbox, ...same, ...refused]],
      );
      // The address as typed is what is kept.
      expect(stored.rows).toEqual([{ email: inbox }]);
    });

    it("judges addresses as the browser does", async () => {
      const { inbox, same, refused } = spellings("grace");
      const addresses = [
        ...[inbox, ...same, ...refused, "grace@example", "grace hopper@example.com", "@example.com"],
        // Letters of one script each, or Latin beside Cyrillic or Greek ones (a Greek alpha; a mathematical
        // alpha, which is Greek once compatibility forms are folded).
        ...["иван@example.com", "ελένη@example.com", "ivan@пример.рф", "gr\u03b1ce@example.com", "gr\u{1d6c2}ce@x.org"],
        ...idnSpellings("jose"),
      ];
      const { rows } = await runSql(
        backend().databaseUrl,
        "select value, private.is_email_address(value) as valid from unnest($1::text[]) as value",
        // What the browser sends: the trimmed value.
        [addresses.map((address) => address.trim())],
      );
      const browser = addresses.map((address) => ({
        value: address.trim(),
        valid: requiredEmail().isValidSync(address),
      }));
      expect(rows).toEqual(browser);
    });

    it("counts the four spellings of an internationalised address as one address for the per-address limit", async () => {
      const addresses = idnSpellings(`jose.${randomUUID().slice(0, 8)}`);
      const client = newClientAddress();
      for (let i = 0; i < CONTACT_RATE_LIMIT_PER_HOUR; i += 1) {
        const email_address = addresses[i % addresses.length];
        const stored = await post(CONTACT_TABLE, contactRow({ email_address }), client);
        expect({ email_address, status: stored.status }).toEqual({ email_address, status: 201 });
      }
      for (const email_address of addresses) {
        const refusal = await post(CONTACT_TABLE, contactRow({ email_address }), client);
        expect({ email_address, status: refusal.status }).toEqual({ email_address, status: 429 });
      }
      expect(await storedContacts(...addresses)).toBe(CONTACT_RATE_LIMIT_PER_HOUR);
    });

    it("stores one registration for an event whichever of the four spellings comes first or after", async () => {
      const [first, ...others] = idnSpellings(`jose.${randomUUID().slice(0, 8)}`).reverse();
      expect((await post(REGISTRATIONS, registrationRow({ email: first, event_id: ROOMY_EVENT }))).status).toBe(201);
      for (const email of others) {
        // Answered as a new registration would be (no oracle), and not stored.
        const again = await post(REGISTRATIONS, registrationRow({ email, event_id: ROOMY_EVENT }));
        expect({ email, status: again.status }).toEqual({ email, status: 201 });
      }
      const stored = await runSql(
        backend().databaseUrl,
        "select email from public.event_registrations where event_id = $1 and email = any($2)",
        [ROOMY_EVENT, [first, ...others]],
      );
      expect(stored.rows).toEqual([{ email: first }]);
    });

    it("compares a domain in the IDNA ASCII form the browser's URL parser gives it", async () => {
      const domains = [
        ...["bücher.de", "BÜCHER.DE", "bücher.de\u3002", "bücher\uff0ede\uff61", "XN--BCHER-KVA.DE", "\uff42ücher.de"],
        ...["straße.de", "ÉCOLE.fr", "bü-cher-2.de", "пример.рф", "παράδειγμα.δοκιμή", "例え.テスト", "مثال.إختبار"],
        ...["☕.example", "example.com"],
        ...RFC_3492_SAMPLES.map((label) => `${label}.example`),
      ];
      const { rows } = await runSql(
        backend().databaseUrl,
        "select split_part(private.canonical_email('jose@' || value), '@', 2) as domain from unnest($1::text[]) as value",
        [domains],
      );
      // The browser's UTS 46 processing, less the root's dot at the end.
      const browser = domains.map((domain) => ({ domain: new URL(`http://${domain}`).hostname.replace(/\.$/, "") }));
      expect(rows).toEqual(browser);
    });
  });

  describe("no oracle", () => {
    /** Two requests that differ only in the address they name answer alike. */
    const expectSameAnswer = async (send: (address: string) => Promise<Response>, known: string, fresh: string) => {
      const [a, b] = [await answer(await send(known)), await answer(await send(fresh))];
      expect(a).toEqual(b);
      return a;
    };

    it("answers malformed registrations alike whether or not the address is registered", async () => {
      const registered = `reg.${randomUUID()}@example.com`;
      const fresh = () => `new.${randomUUID()}@example.com`;
      expect((await post(REGISTRATIONS, registrationRow({ email: registered, event_id: ROOMY_EVENT }))).status).toBe(
        201,
      );
      const malformed: [string, Record<string, unknown>, number][] = [
        ["privacy box unticked", { privacy_agreed: false }, 400],
        ["honeypot filled", { nickname: "bot" }, 201],
        ["a name of the wrong JSON type", { first_name: 42 }, 400],
        ["a name of invisible characters", { last_name: "\u200b" }, 400],
        ["no proof of work", { altcha: null }, 403],
      ];
      for (const [, overrides, status] of malformed) {
        const send = (email: string) =>
          post(REGISTRATIONS, registrationRow({ email, event_id: ROOMY_EVENT, ...overrides }));
        expect((await expectSameAnswer(send, registered, fresh())).status).toBe(status);
      }
      // Well-formed, alike too: its inbox is told instead (no-oracle.test.ts).
      const wellFormed = (email: string) => post(REGISTRATIONS, registrationRow({ email, event_id: ROOMY_EVENT }));
      expect(await expectSameAnswer(wellFormed, registered, fresh())).toEqual({ status: 201, body: "" });
    });

    it("answers malformed contact requests alike whether or not the address has reached its limit", async () => {
      const client = newClientAddress();
      const limited = `limited.${randomUUID()}@example.com`;
      for (let i = 0; i < CONTACT_RATE_LIMIT_PER_HOUR; i += 1) {
        expect((await post(CONTACT_TABLE, contactRow({ email_address: limited }), client)).status).toBe(201);
      }
      const malformed: [string, Record<string, unknown>, number][] = [
        ["honeypot filled", { nickname: "bot" }, 201],
        ["privacy box unticked", { [CONTACT_CONSENT]: false }, 400],
        ["an unknown reason", { reason_for_contact: "spam" }, 400],
        ["no proof of work", { altcha: null }, 403],
      ];
      for (const [, overrides, status] of malformed) {
        const send = (email_address: string) =>
          post(CONTACT_TABLE, contactRow({ email_address, ...overrides }), client);
        expect((await expectSameAnswer(send, limited, `fresh.${randomUUID()}@example.com`)).status).toBe(status);
      }
      expect((await post(CONTACT_TABLE, contactRow({ email_address: limited }), client)).status).toBe(429);
    });
  });

  describe("names that name someone", () => {
    it.each(INVISIBLE_NAMES.map((name) => [codePoints(name), name]))(
      "refuses the name %s with the field's 'required' message, as the browser does",
      async (_shown, name) => {
        const contact = await post(CONTACT_TABLE, contactRow({ full_name: name }));
        expect(await contact.json()).toMatchObject({
          code: "23514",
          message: `new row for relation "${CONTACT_TABLE}" violates check constraint "${CONTACT_TABLE}_full_name_check"`,
        });
        for (const column of ["first_name", "last_name"]) {
          const registration = await post(REGISTRATIONS, registrationRow({ [column]: name }));
          expect(await registration.json()).toMatchObject({
            code: "23514",
            message: expect.stringContaining(`"${REGISTRATIONS}_${column}_check"`),
          });
        }
        // Through the site's own code (as if the browser had let it pass), the form gets the field's message...
        const anon = () => clientFor(backend(), backend().anonKey);
        await expect(
          submitToTable(CONTACT_TABLE, contactRow({ full_name: name }), anon, CONTACT_FIELD_MESSAGES),
        ).resolves.toEqual({ ok: false, fieldErrors: { full_name: CONTACT_FIELD_MESSAGES.full_name } });
        await expect(
          submitToTable(REGISTRATIONS, registrationRow({ last_name: name }), anon, REGISTRATION_FIELD_MESSAGES),
        ).resolves.toEqual({ ok: false, fieldErrors: { last_name: REGISTRATION_FIELD_MESSAGES.last_name } });
        // ...which is what the browser's own rule says.
        await expect(contactSchema.validateAt("full_name", { full_name: name })).rejects.toMatchObject({
          errors: [CONTACT_FIELD_MESSAGES.full_name],
        });
      },
    );

    it("stores names with a letter or digit in any script", async () => {
      for (const full_name of ["李", "Ólafur Ragnar", "٣", "O'Neil-Smith", "X Æ A-12"]) {
        expect((await post(CONTACT_TABLE, contactRow({ full_name }))).status).toBe(201);
      }
    });

    it("defines invisible characters, letters or digits, and the scripts an address may not mix as the browser does, for every code point", async () => {
      /** The code points a class holds, as [first, last] ranges, by the database's regular expressions. */
      const databaseRanges = async (fn: string) =>
        (
          await runSql(
            backend().databaseUrl,
            `select min(n)::int as first, max(n)::int as last from (
               select n, n - row_number() over (order by n) as island from generate_series(1, 1114111) as n
               where (n < 55296 or n > 57343) and chr(n) ~ ('[' || private.${fn}() || ']')
             ) as inside group by island order by 1`,
          )
        ).rows.map((row) => [row.first, row.last]);
      const browserRanges = (test: (char: string) => boolean) => {
        const ranges: number[][] = [];
        for (let code = 1; code <= 0x10ffff; code += 1) {
          if ((code >= 0xd800 && code <= 0xdfff) || !test(String.fromCodePoint(code))) continue;
          const last = ranges.at(-1);
          if (last && last[1] === code - 1) last[1] = code;
          else ranges.push([code, code]);
        }
        return ranges;
      };
      const invisible = new RegExp(`[${classes.invisible}]`, "u");
      const letterOrDigit = new RegExp(`[${classes.letterOrDigit}]`, "u");
      expect(await databaseRanges("invisible_class")).toEqual(browserRanges((char) => invisible.test(char)));
      expect(await databaseRanges("letter_or_digit_class")).toEqual(
        browserRanges((char) => letterOrDigit.test(char) && !invisible.test(char)),
      );
      expect(await databaseRanges("latin_class")).toEqual(browserRanges((char) => LATIN.test(char)));
      expect(await databaseRanges("cyrillic_or_greek_class")).toEqual(
        browserRanges((char) => CYRILLIC_OR_GREEK.test(char)),
      );
    });
  });

  describe("the proof of work", () => {
    const settings = async () =>
      (await runSql(backend().databaseUrl, "select proof_hmac_key from private.submission_settings")).rows[0]
        .proof_hmac_key as string;
    /** A POST as a script sends it: no proof unless given one. */
    const raw = (table: string, body: Record<string, unknown>) =>
      fetchFrom(newClientAddress())(`${backend().url}/rest/v1/${table}`, {
        method: "POST",
        headers: { apikey: backend().anonKey, "content-type": "application/json" },
        body: JSON.stringify(body),
      });

    it("refuses an insert without one, or with one that is not a solved challenge of this database", async () => {
      const row = contactRow();
      const missing = await raw(CONTACT_TABLE, row);
      expect(missing.status).toBe(403);
      expect(await missing.json()).toMatchObject({ code: "PT403", message: "A proof of work is required" });

      const challenge = (await (
        await fetch(`${backend().url}/rest/v1/rpc/altcha_challenge`, {
          method: "POST",
          headers: { apikey: backend().anonKey, "content-type": "application/json" },
          body: "{}",
        })
      ).json()) as ProofChallenge;
      const solved = JSON.parse(atob(await solveChallenge(challenge)));
      const forged = async (payload: Record<string, unknown>) =>
        raw(CONTACT_TABLE, { ...contactRow(), altcha: btoa(JSON.stringify(payload)) });
      for (const wrong of [
        { ...solved, number: solved.number + 1 }, // a guess
        { ...solved, signature: "0".repeat(64) }, // signed by nobody
        { ...solved, salt: solved.salt.replace(/expires=\d+/, "expires=9999999999") }, // a later expiry
      ]) {
        expect(await (await forged(wrong)).json()).toMatchObject({ code: "PT403" });
      }
      // A challenge signed with another key, solved.
      const stranger = await createChallenge({
        hmacKey: "not this database's key",
        maxnumber: 50,
        expires: new Date(Date.now() + 60_000),
      });
      const number = JSON.parse(atob(await solveTheirs(stranger))).number;
      expect(await (await forged({ ...stranger, number })).json()).toMatchObject({ code: "PT403" });
      expect(await (await raw(CONTACT_TABLE, { ...contactRow(), altcha: "not base64 json" })).json()).toMatchObject({
        code: "PT403",
      });
      expect(await storedContacts(row.email_address)).toBe(0);

      // The real solution works once.
      const altcha = btoa(JSON.stringify(solved));
      const good = contactRow({ altcha });
      expect((await raw(CONTACT_TABLE, good)).status).toBe(201);
      expect(await (await raw(CONTACT_TABLE, { ...contactRow(), altcha })).json()).toMatchObject({
        code: "PT403",
        message: "The proof of work was already used",
      });
      // Verified, it is not kept.
      expect(
        (
          await runSql(backend().databaseUrl, `select altcha from public.${CONTACT_TABLE} where message = $1`, [
            good.message,
          ])
        ).rows,
      ).toEqual([{ altcha: null }]);
    });

    it("refuses an expired challenge", async () => {
      const expired = await createChallenge({
        hmacKey: await settings(),
        maxnumber: 50,
        expires: new Date(Date.now() - 1000),
      });
      const altcha = await solveTheirs(expired);
      expect(await (await raw(REGISTRATIONS, registrationRow({ altcha }))).json()).toMatchObject({
        code: "PT403",
        message: "The proof of work has expired",
      });
    });

    it("speaks ALTCHA: altcha-lib verifies the database's challenges as the browser solves them, and the database takes altcha-lib's", async () => {
      const key = await settings();
      const solution = await proofFor(backend());
      await expect(verifySolution(solution, key)).resolves.toBe(true);
      await expect(verifySolution(solution, "another key")).resolves.toBe(false);

      const theirs = await createChallenge({ hmacKey: key, maxnumber: 50, expires: new Date(Date.now() + 60_000) });
      expect((await raw(REGISTRATIONS, registrationRow({ altcha: await solveTheirs(theirs) }))).status).toBe(201);
    });

    it("is as hard as src/forms/limits.ts says where it is deployed, and so are the limits", async () => {
      const { rows } = await runSql(
        backend().databaseUrl,
        `select column_name as name, column_default as value from information_schema.columns
         where table_schema = 'private' and table_name = 'submission_settings'
           and column_name in ('proof_max_number', 'client_submissions_per_hour', 'address_contacts_per_hour',
                               'visitor_mails_per_hour')
         order by column_name`,
      );
      expect(Object.fromEntries(rows.map((row) => [row.name, Number(row.value)]))).toEqual({
        address_contacts_per_hour: CONTACT_RATE_LIMIT_PER_HOUR,
        client_submissions_per_hour: CLIENT_SUBMISSIONS_PER_HOUR,
        proof_max_number: PROOF_MAX_NUMBER,
        visitor_mails_per_hour: VISITOR_MAILS_PER_HOUR,
      });
    });
  });
});
