/** @jest-environment node */
import { randomUUID } from "node:crypto";
import contactTable from "../../src/forms/contact-table.json";
import { CONTACT_FIELD_MESSAGES } from "../../src/forms/contact-schema";
import { CLIENT_SUBMISSIONS_PER_HOUR, PROOFLESS_SUBMISSIONS_PER_HOUR } from "../../src/forms/limits";
import { FORM_ACTIONS, REGISTERED_ANCHOR } from "../../src/forms/no-script";
import { REGISTRATION_TABLE } from "../../src/forms/registration-schema";
import { EMAIL_INVALID_MESSAGE } from "../../src/forms/rules";
import { CLIENT_RATE_LIMIT_MESSAGE } from "../../src/forms/submit";
import { THANK_YOU_ROUTE } from "../../src/routes";
import { CONTACT_CONSENT, contactRow } from "../support/fixtures";
import { fetchFrom, newClientAddress, postAsVisitor } from "../support/visitors";
import { runSql, useBackend } from "./backend-process";

/**
 * Issue 31: the forms posted without JavaScript, through the local gateway to the Edge Function submit-form, as a
 * browser without script posts them (urlencoded, following no redirect), from client addresses of their own.
 */

/** The fixture event with room for everyone these tests register (data of __tests__/backend/fixtures). */
const ROOMY_EVENT = "alpha-leaders-2";
const EVENT_PAGE = "/communities/alpha-leaders/events/2";

const kindOf = (action: string) => action.split("/").pop() ?? "";

describe("forms posted without JavaScript (Edge Function submit-form)", () => {
  const backend = useBackend();

  const post = (action: string, fields: Record<string, string>, client = newClientAddress()) =>
    fetchFrom(client)(`${backend().url}/functions/v1/submit-form/${kindOf(action)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  const contactFields = (overrides: Record<string, string> = {}) => ({
    full_name: "  Ada Lovelace ",
    email_address: `ada.${randomUUID()}@example.com`,
    phone_number: "",
    company: "Analytical Engines",
    website: "",
    reason_for_contact: "general",
    message: `No script here ${randomUUID()}`,
    [CONTACT_CONSENT]: "on",
    nickname: "",
    ...overrides,
  });

  const registrationFields = (overrides: Record<string, string> = {}) => ({
    first_name: "Alan",
    last_name: `Turing ${randomUUID()}`,
    email: `alan.${randomUUID()}@example.com`,
    mobile: "",
    job_title: "",
    company: "",
    challenge: "",
    privacy_agreed: "on",
    nickname: "",
    event_id: ROOMY_EVENT,
    event_title: "Alpha forum",
    return_to: EVENT_PAGE,
    ...overrides,
  });

  const storedContacts = async (message: string) =>
    (await runSql(backend().databaseUrl, `select * from public.${contactTable.name} where message = $1`, [message]))
      .rows;

  it("stores a contact request once and sends the visitor to the thank-you page, a double post too", async () => {
    const fields = contactFields();
    const client = newClientAddress();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await post(FORM_ACTIONS.contact, fields, client);
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe(THANK_YOU_ROUTE);
    }
    expect(await storedContacts(fields.message)).toEqual([
      expect.objectContaining({
        full_name: fields.full_name.trim(),
        email_address: fields.email_address,
        phone_number: null,
        company: fields.company,
        reason_for_contact: fields.reason_for_contact,
        [CONTACT_CONSENT]: true,
      }),
    ]);
  });

  it("stores a registration and sends the visitor to the event page's confirmation", async () => {
    const fields = registrationFields();
    const answer = await post(FORM_ACTIONS.registration, fields);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`${EVENT_PAGE}#${REGISTERED_ANCHOR}`);
    const { rows } = await runSql(
      backend().databaseUrl,
      `select * from public.${REGISTRATION_TABLE} where last_name = $1`,
      [fields.last_name],
    );
    expect(rows).toEqual([expect.objectContaining({ event_id: ROOMY_EVENT, email: fields.email, mobile: null })]);

    // The same address again: the same confirmation (no oracle), and still one registration.
    const again = await post(FORM_ACTIONS.registration, { ...fields, last_name: "Again" });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(`${EVENT_PAGE}#${REGISTERED_ANCHOR}`);
    const { rows: after } = await runSql(
      backend().databaseUrl,
      `select count(*)::int as n from public.${REGISTRATION_TABLE} where email = $1`,
      [fields.email],
    );
    expect(after).toEqual([{ n: 1 }]);
  });

  it("answers a bad post with the spec's messages under the fields and every value typed, storing nothing", async () => {
    const fields = contactFields({ full_name: "   ", email_address: "ada@example", message: 'Kept <as typed> & "so"' });
    const answer = await post(FORM_ACTIONS.contact, fields);
    expect(answer.status).toBe(422);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await answer.text();
    expect(page).toContain(`>${CONTACT_FIELD_MESSAGES.full_name}</p>`);
    expect(page).toContain(`>${EMAIL_INVALID_MESSAGE}</p>`);
    expect(page).toContain(`value="${fields.email_address}"`);
    expect(page).toContain(`value="${fields.company}"`);
    expect(page).toContain("Kept &lt;as typed&gt; &amp; &quot;so&quot;</textarea>");
    expect(page).toMatch(/<option value="general" selected>/);
    expect(page).toMatch(new RegExp(`name="${CONTACT_CONSENT}"[^>]* checked`));
    expect(await storedContacts(fields.message)).toEqual([]);
  });

  it(`takes ${PROOFLESS_SUBMISSIONS_PER_HOUR} posts without a proof from one client an hour, beside its ${CLIENT_SUBMISSIONS_PER_HOUR} with one`, async () => {
    const client = newClientAddress();
    for (let i = 0; i < PROOFLESS_SUBMISSIONS_PER_HOUR; i += 1) {
      expect((await post(FORM_ACTIONS.contact, contactFields(), client)).status).toBe(303);
    }
    const refused = contactFields();
    const answer = await post(FORM_ACTIONS.contact, refused, client);
    expect(answer.status).toBe(429);
    const page = await answer.text();
    expect(page).toContain(CLIENT_RATE_LIMIT_MESSAGE);
    expect(page).toContain(`value="${refused.email_address}"`);
    expect(await storedContacts(refused.message)).toEqual([]);

    // The same client with a proof of work (the browser's road) still has the rest of its hour's submissions.
    expect((await postAsVisitor(backend(), contactTable.name, contactRow(), { client })).status).toBe(201);
    // Another client's posts without script are its own.
    expect((await post(FORM_ACTIONS.contact, contactFields())).status).toBe(303);
  });

  it("keeps the proof of work for every other caller: no relay key, no insert without a proof", async () => {
    const answer = await fetchFrom(newClientAddress())(`${backend().url}/rest/v1/${contactTable.name}`, {
      method: "POST",
      headers: {
        apikey: backend().anonKey,
        "content-type": "application/json",
        "x-forms-relay-key": "guessed",
        "x-forms-client": "192.0.2.1",
      },
      body: JSON.stringify(contactRow()),
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: "PT403" });
  });

  it("has the proof-less limit src/forms/limits.ts states", async () => {
    const { rows } = await runSql(
      backend().databaseUrl,
      `select column_default as value from information_schema.columns
       where table_schema = 'private' and table_name = 'submission_settings'
         and column_name = 'proofless_submissions_per_hour'`,
    );
    expect(Number(rows[0].value)).toBe(PROOFLESS_SUBMISSIONS_PER_HOUR);
  });
});
