/**
 * The pure part of submit-form under `deno test` (scripts/test.ts, "test submit-form"): parsing a post, the
 * site's rules, the row, the database's answers in the form's words, and the page that keeps what was typed.
 * The texts are texts.json's, which __tests__/forms/submit-form-texts.test.ts keeps equal to the site's forms.
 */
import texts from "./texts.json" with { type: "json" };
import {
  escapeHtml,
  outcomeOf,
  parseForm,
  refusalPage,
  returnPath,
  submissionKey,
  successLocation,
  toRow,
  validate,
} from "./form.ts";

const assertEquals = (actual: unknown, expected: unknown) => {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
};
const assert = (condition: boolean, message: string) => {
  if (!condition) throw new Error(message);
};

const messageOf = (kind: "contact" | "registration", name: string) =>
  texts.forms[kind].fields.find((field) => field.name === name)?.message;

const contactBody = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    full_name: " Ada Lovelace ",
    email_address: "ada@example.com",
    phone_number: "",
    company: "",
    website: "",
    reason_for_contact: texts.forms.contact.fields.find((field) => field.rule === "choice")?.options?.[0].value ?? "",
    message: "Hello",
    privacy_policy_agreed: "on",
    nickname: "",
    ...overrides,
  }).toString();

Deno.test("a complete contact post passes the rules and becomes the browser's row", () => {
  const values = parseForm("contact", contactBody());
  assertEquals(validate("contact", values), {});
  const row = toRow("contact", values, "key");
  assertEquals(row.full_name, "Ada Lovelace");
  assertEquals(row.phone_number, null);
  assertEquals(row.privacy_policy_agreed, true);
  assertEquals(row.nickname, "");
  assertEquals(successLocation("contact", values), texts.thankYou);
});

Deno.test("each rule refuses with the spec's message", () => {
  const unticked = contactBody({
    full_name: "\u200b",
    email_address: "ada@example",
    reason_for_contact: "spam",
    message: " ",
  }).replace("&privacy_policy_agreed=on", "");
  const errors = validate("contact", parseForm("contact", unticked));
  assertEquals(errors, {
    full_name: messageOf("contact", "full_name"),
    email_address: texts.email.invalid,
    reason_for_contact: messageOf("contact", "reason_for_contact"),
    message: messageOf("contact", "message"),
    privacy_policy_agreed: messageOf("contact", "privacy_policy_agreed"),
  });
  assertEquals(
    validate("contact", parseForm("contact", contactBody({ email_address: " " }))).email_address,
    texts.email.required,
  );
  assertEquals(
    validate("contact", parseForm("contact", contactBody({ email_address: "a\u200b@example.com" }))).email_address,
    texts.email.invisible,
  );
  // A Cyrillic а among Latin letters; Cyrillic alone is an address like any other.
  assertEquals(
    validate("contact", parseForm("contact", contactBody({ email_address: "p\u0430ypal@example.com" }))).email_address,
    texts.email.mixedScript,
  );
  assertEquals(
    validate("contact", parseForm("contact", contactBody({ email_address: "иван@example.com" }))).email_address,
    undefined,
  );
});

Deno.test("a registration returns to its event page's confirmation, never to another site", () => {
  const values = parseForm("registration", "return_to=%2Fcommunities%2Fhr%2Fevents%2F1&event_id=hr-1");
  assertEquals(successLocation("registration", values), `/communities/hr/events/1#${texts.registeredAnchor}`);
  for (const away of ["//evil.example/x", "https://evil.example", "/a?b", "javascript:alert(1)"]) {
    assertEquals(returnPath(parseForm("registration", `return_to=${encodeURIComponent(away)}`)), null);
  }
  assertEquals(
    successLocation("registration", parseForm("registration", "return_to=%2F%2Fevil.example")),
    `${texts.forms.registration.page}#${texts.registeredAnchor}`,
  );
});

Deno.test("the database's answers in the form's words", () => {
  assertEquals(outcomeOf("contact", { status: 201, error: null }), { ok: true });
  assertEquals(
    outcomeOf("contact", {
      status: 409,
      error: {
        code: "23505",
        message: 'duplicate key value violates unique constraint "contact_etl_submission_key_unique"',
      },
    }),
    { ok: true },
  );
  const full = outcomeOf("registration", { status: 400, error: { code: "EVFUL" } });
  assertEquals(!full.ok && full.banner?.message, texts.banners.refusals.EVFUL);
  const limited = outcomeOf("contact", { status: 429, error: { code: "PT429", details: "client" } });
  assertEquals(!limited.ok && limited.banner, {
    message: texts.banners.clientRateLimit,
    mailto: texts.site.contactEmail,
  });
  const address = outcomeOf("contact", { status: 429, error: { code: "PT429", details: "address" } });
  assertEquals(!address.ok && address.banner?.message, texts.banners.rateLimit);
  const check = outcomeOf("contact", {
    status: 400,
    error: {
      code: "23514",
      message: `new row for relation "${texts.forms.contact.table}" violates check constraint "${texts.forms.contact.table}_message_check"`,
    },
  });
  assertEquals(!check.ok && check.fieldErrors, { message: messageOf("contact", "message") });
  const missing = outcomeOf("contact", { status: 404, error: { code: "42P01" } });
  assertEquals(
    !missing.ok && missing.banner?.message,
    texts.banners.tableMissing.replace("{table}", texts.forms.contact.table),
  );
  const other = outcomeOf("contact", { status: 400, error: { code: "XX000", message: "boom" } });
  assertEquals(!other.ok && other.banner?.message, texts.banners.database.replace("{message}", "boom"));
});

Deno.test("the refusal page keeps every value, escaped, and names each refused field", () => {
  const typed = `<b>"Ada" & co</b>`;
  const values = parseForm(
    "contact",
    contactBody({ company: typed, message: `\nline one\n${typed}`, email_address: "bad" }),
  );
  const page = refusalPage("contact", values, { ok: false, status: 422, fieldErrors: validate("contact", values) });
  assert(page.includes(`value="${escapeHtml(typed)}"`), "the company as typed");
  assert(
    page.includes(`>\n\nline one\n${escapeHtml(typed)}</textarea>`),
    "the message as typed, its first newline too",
  );
  assert(!page.includes(typed), "nothing typed unescaped");
  assert(page.includes(`<p class="error" id="contact-email_address-error">${texts.email.invalid}</p>`), "the message");
  assert(/id="contact-email_address"[^>]* autofocus/.test(page), "the refused field takes focus");
  assert(page.includes(`action="${texts.forms.contact.action}"`), "posts again to the same address");
});

Deno.test("the same post in the same ten minutes has the same idempotency key", async () => {
  const values = parseForm("contact", contactBody());
  const now = new Date("2026-11-26T10:00:00Z");
  assertEquals(
    await submissionKey("contact", values, now),
    await submissionKey("contact", values, new Date(now.getTime() + 60_000)),
  );
  assert(
    (await submissionKey("contact", values, now)) !==
      (await submissionKey("contact", parseForm("contact", contactBody({ message: "Other" })), now)),
    "another post, another key",
  );
  assert(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(
      await submissionKey("contact", values, now),
    ),
    "a UUID v4",
  );
});
