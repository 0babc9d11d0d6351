import { CONTACT_FIELD_MESSAGES, CONTACT_TABLE } from "../../src/forms/contact-schema";
import { CLIENT_RATE_LIMIT_MESSAGE, RATE_LIMIT_MESSAGE, submitToTable } from "../../src/forms/submit";
import {
  acceptingBackend,
  BACKEND_URL,
  breakClient,
  failingInsert,
  FAILURES,
  FAKE_CHALLENGE,
  FAKE_PROOF_NUMBER,
  insertsOf,
  installFakeBackend,
  reply,
  UNEXPECTED_BANNER,
} from "../support/fake-backend";

const row = { full_name: "Grace Hopper", email_address: "grace@example.com", message: "Hello" };

afterEach(() => jest.restoreAllMocks());

describe("submitToTable", () => {
  it("checks the connection with a head-only count, solves a proof of work, then inserts asking for nothing back", async () => {
    const requests = installFakeBackend(acceptingBackend);
    await expect(submitToTable(CONTACT_TABLE, row)).resolves.toEqual({ ok: true });

    expect(requests.map((request) => request.method)).toEqual(["HEAD", "POST", "POST"]);
    const [count, challenge, insert] = requests;
    expect(count.url.href).toBe(`${BACKEND_URL}/rest/v1/${CONTACT_TABLE}?select=*`);
    expect(count.headers.get("prefer")).toBe("count=exact");
    expect(challenge.url.href).toBe(`${BACKEND_URL}/rest/v1/rpc/altcha_challenge`);
    expect(insert.url.href).toBe(`${BACKEND_URL}/rest/v1/${CONTACT_TABLE}`);
    expect(insert.body).toEqual({ ...row, altcha: expect.any(String) });
    expect(JSON.parse(atob((insert.body as { altcha: string }).altcha))).toMatchObject({
      challenge: FAKE_CHALLENGE.challenge,
      number: FAKE_PROOF_NUMBER,
    });
    // return=representation would need a SELECT policy, which anon must never have.
    expect(insert.headers.get("prefer") ?? "").not.toMatch(/return=representation/);
    expect(insert.headers.get("apikey")).toBe("anon-key-for-tests");
  });

  it.each(FAILURES)("stops with the §8 text when %s", async (_case, handler, banner) => {
    const requests = installFakeBackend(handler);
    await expect(submitToTable("event_registrations", row)).resolves.toEqual({
      ok: false,
      message: banner.replace("{table}", "event_registrations"),
    });
    if (banner.startsWith("Connection error")) expect(requests.map((request) => request.method)).toEqual(["HEAD"]);
  });

  it("stops with the §8 'Database error' when no challenge can be had, and inserts nothing", async () => {
    const requests = installFakeBackend(acceptingBackend, {
      challenge: () =>
        reply.error(404, { code: "PGRST202", message: "Could not find the function public.altcha_challenge" }),
    });
    await expect(submitToTable(CONTACT_TABLE, row)).resolves.toEqual({
      ok: false,
      message: "Database error: Could not find the function public.altcha_challenge",
    });
    expect(insertsOf(requests)).toEqual([]);
  });

  it.each([
    ["client", CLIENT_RATE_LIMIT_MESSAGE],
    ["address", RATE_LIMIT_MESSAGE],
  ])(
    "answers the database's limit per %s with its own text and the address to write to (the form has it)",
    async (details, text) => {
      installFakeBackend(failingInsert(reply.error(429, { code: "PT429", message: "Too many", details })));
      await expect(submitToTable(CONTACT_TABLE, row)).resolves.toEqual({
        ok: false,
        message: text,
        mailto: true,
      });
    },
  );

  it("turns the database's CHECK on a form column into that field's message, and any other into the banner", async () => {
    const refusal = (constraint: string) =>
      failingInsert(
        reply.error(400, {
          code: "23514",
          message: `new row for relation "${CONTACT_TABLE}" violates check constraint "${constraint}"`,
        }),
      );
    installFakeBackend(refusal(`${CONTACT_TABLE}_full_name_check`));
    await expect(submitToTable(CONTACT_TABLE, row, undefined, CONTACT_FIELD_MESSAGES)).resolves.toEqual({
      ok: false,
      fieldErrors: { full_name: CONTACT_FIELD_MESSAGES.full_name },
    });
    installFakeBackend(refusal(`${CONTACT_TABLE}_honeypot_empty`));
    await expect(submitToTable(CONTACT_TABLE, row, undefined, CONTACT_FIELD_MESSAGES)).resolves.toEqual({
      ok: false,
      message: `Database error: new row for relation "${CONTACT_TABLE}" violates check constraint "${CONTACT_TABLE}_honeypot_empty"`,
    });
  });

  it("names the contact table when it is missing", async () => {
    installFakeBackend((request) =>
      request.method === "HEAD"
        ? { status: 404 } // PostgREST answers a HEAD for an unknown table with an empty 404
        : { status: 404, body: "{}", headers: { "content-type": "application/json" } },
    );
    await expect(submitToTable(CONTACT_TABLE, row)).resolves.toEqual({
      ok: false,
      message: 'Table "contact_etl" does not exist. Please contact support.',
    });
  });

  it("reports a connection error when the site was built without a backend", async () => {
    installFakeBackend(acceptingBackend);
    delete process.env.GATSBY_SUPABASE_URL;
    await expect(submitToTable(CONTACT_TABLE, row)).resolves.toEqual({
      ok: false,
      message:
        "Connection error: no backend is configured for this site. Please check if the table exists and has proper permissions.",
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reports an unexpected exception", async () => {
    installFakeBackend(acceptingBackend);
    breakClient();
    await expect(submitToTable(CONTACT_TABLE, row)).resolves.toEqual({ ok: false, message: UNEXPECTED_BANNER });
  });

  it("writes nothing about the submission to the console", async () => {
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((method) =>
      jest.spyOn(console, method).mockImplementation(() => {}),
    );
    for (const [, handler] of [["accepting", acceptingBackend] as const, ...FAILURES]) {
      installFakeBackend(handler);
      await submitToTable(CONTACT_TABLE, row);
    }
    const logged = JSON.stringify(spies.flatMap((spy) => spy.mock.calls));
    for (const value of Object.values(row)) expect(logged).not.toContain(value);
  });
});
