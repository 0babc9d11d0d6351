/**
 * @jest-environment node
 */
// The forms are read from their server render, made as Gatsby's build makes it: without a `window`.
import fs from "node:fs";
import path from "node:path";
import React from "react";
import type { AnySchema, ObjectSchema } from "yup";
import { ContactForm } from "../../src/components/contact-form/contact-form";
import { EventRegistrationForm } from "../../src/components/event-registration-form/event-registration-form";
import { CONTACT_FIELD_MESSAGES, CONTACT_TABLE, contactSchema } from "../../src/forms/contact-schema";
import { FORM_ACTIONS, REGISTERED_ANCHOR } from "../../src/forms/no-script";
import {
  REGISTRATION_FIELD_MESSAGES,
  REGISTRATION_TABLE,
  registrationSchema,
} from "../../src/forms/registration-schema";
import {
  CYRILLIC_OR_GREEK,
  EMAIL_INVALID_MESSAGE,
  EMAIL_INVISIBLE_MESSAGE,
  EMAIL_MIXED_SCRIPT_MESSAGE,
  EMAIL_PATTERN,
  EMAIL_REQUIRED_MESSAGE,
  HIDDEN,
  LATIN,
  LETTER_OR_DIGIT,
} from "../../src/forms/rules";
import {
  CLIENT_RATE_LIMIT_MESSAGE,
  ERROR_TEXTS,
  RATE_LIMIT_MESSAGE,
  REGISTRATION_REFUSALS,
  TIMEOUT_MESSAGE,
  UNREACHABLE_REASON,
} from "../../src/forms/submit";
import { THANK_YOU_ROUTE } from "../../src/routes";
import { serverHtml } from "../support/server-html";
import { SITE_CONTACT } from "../support/site-contact";
import { readData } from "../support/data";

const site = readData<typeof import("../../data/site.json")>("site.json");

/**
 * The Edge Function submit-form (forms posted without script) may import nothing outside supabase/functions, so
 * it reads the forms' fields, rules and words from texts.json, written here from the site's own forms: their
 * server HTML (labels, types, limits, options, buttons), their Yup schemas (which rule each field follows) and
 * src/forms' messages. This test fails when the file and the forms disagree;
 * `WRITE_SUBMIT_FORM_TEXTS=1 npx jest __tests__/forms/submit-form-texts.test.ts` writes it again.
 */

const TEXTS_FILE = path.join(__dirname, "../../supabase/functions/submit-form/texts.json");

type Rule = "text" | "name" | "email" | "choice" | "agree";

/** Which of src/forms/rules.ts's rules a schema field follows, from the tests Yup describes. */
const ruleOf = (schema: ObjectSchema<Record<string, unknown>>, name: string): Rule | undefined => {
  const field = schema.fields[name] as AnySchema | undefined;
  if (!field) return undefined;
  const description = field.describe() as { type: string; tests: { name?: string }[]; oneOf: unknown[] };
  const tests = description.tests.map((test) => test.name);
  if (description.type === "boolean") return "agree";
  if (tests.includes("visible")) return "email";
  if (description.oneOf.length > 0) return "choice";
  if (tests.includes("matches")) return "name";
  return "text";
};

const labelText = (label: Element | null) =>
  Array.from(label?.childNodes ?? [])
    .filter(
      (node) => !(node.nodeType === node.ELEMENT_NODE && (node as Element).getAttribute("aria-hidden") === "true"),
    )
    .map((node) => node.textContent)
    .join("")
    .trim();

/** A form's fields as its server HTML offers them, with the schema's rule and message for each. */
const formSpec = (
  element: React.ReactElement,
  schema: ObjectSchema<Record<string, unknown>>,
  messages: Readonly<Record<string, string>>,
) => {
  const host = serverHtml(element);
  const form = host.querySelector("form");
  if (!form) throw new Error("no form in the server HTML");
  const honeypot = form.querySelector<HTMLInputElement>('[aria-hidden="true"] input');
  const fields = Array.from(form.querySelectorAll<HTMLInputElement>("input, textarea, select"))
    .filter((control) => control.type !== "hidden" && control !== honeypot)
    .map((control) => {
      const label = form.querySelector(`label[for="${control.id}"]`);
      const tag = control.tagName.toLowerCase();
      const kind = control.type === "checkbox" ? "checkbox" : tag;
      const rule = ruleOf(schema, control.name);
      return {
        name: control.name,
        control: kind,
        ...(kind === "input" ? { type: control.type } : {}),
        label: labelText(label),
        ...(kind === "checkbox" ? { labelHtml: label?.innerHTML ?? "" } : {}),
        required: control.required,
        ...(control.getAttribute("autocomplete") ? { autocomplete: control.getAttribute("autocomplete") } : {}),
        ...(control.maxLength > 0 ? { maxLength: control.maxLength } : {}),
        ...(tag === "textarea" ? { rows: (control as unknown as HTMLTextAreaElement).rows } : {}),
        ...(tag === "select"
          ? {
              placeholder: (control as unknown as HTMLSelectElement).options[0].textContent,
              options: Array.from((control as unknown as HTMLSelectElement).options)
                .slice(1)
                .map((option) => ({ value: option.value, label: option.textContent })),
            }
          : {}),
        ...(rule ? { rule } : {}),
        ...(messages[control.name] && rule !== "email" ? { message: messages[control.name] } : {}),
      };
    });
  return {
    form,
    honeypot: { name: honeypot?.name ?? "", label: labelText(host.querySelector(`label[for="${honeypot?.id}"]`)) },
    spec: {
      action: form.getAttribute("action"),
      heading: form.getAttribute("aria-label"),
      submit: form.querySelector('button[type="submit"]')?.textContent,
      fields,
    },
  };
};

const expectedTexts = () => {
  const contact = formSpec(
    React.createElement(ContactForm, { contact: SITE_CONTACT }),
    contactSchema as unknown as ObjectSchema<Record<string, unknown>>,
    CONTACT_FIELD_MESSAGES,
  );
  const registration = formSpec(
    React.createElement(EventRegistrationForm, {
      formId: "registration",
      eventId: "",
      eventTitle: "{event}",
      returnTo: "",
      contact: SITE_CONTACT,
    }),
    registrationSchema as unknown as ObjectSchema<Record<string, unknown>>,
    REGISTRATION_FIELD_MESSAGES,
  );
  return {
    site: { brandName: site.brandName, contactEmail: site.contactEmail },
    thankYou: THANK_YOU_ROUTE,
    registeredAnchor: REGISTERED_ANCHOR,
    requiredNote: contact.form.querySelector("p")?.textContent,
    honeypot: contact.honeypot.name,
    honeypotLabel: contact.honeypot.label,
    email: {
      required: EMAIL_REQUIRED_MESSAGE,
      invalid: EMAIL_INVALID_MESSAGE,
      invisible: EMAIL_INVISIBLE_MESSAGE,
      mixedScript: EMAIL_MIXED_SCRIPT_MESSAGE,
    },
    rules: {
      email: EMAIL_PATTERN.source,
      letterOrDigit: LETTER_OR_DIGIT.source,
      hidden: HIDDEN.source,
      latin: LATIN.source,
      cyrillicOrGreek: CYRILLIC_OR_GREEK.source,
    },
    banners: {
      refusals: Object.fromEntries(Object.entries(REGISTRATION_REFUSALS).map(([code, { message }]) => [code, message])),
      rateLimit: RATE_LIMIT_MESSAGE,
      clientRateLimit: CLIENT_RATE_LIMIT_MESSAGE,
      timeout: TIMEOUT_MESSAGE,
      unreachable: UNREACHABLE_REASON,
      ...ERROR_TEXTS,
    },
    forms: {
      contact: { table: CONTACT_TABLE, page: "/contact", ...contact.spec },
      // A registration without its event page goes back to the events.
      registration: { table: REGISTRATION_TABLE, page: "/events", ...registration.spec },
    },
  };
};

describe("supabase/functions/submit-form/texts.json", () => {
  const saved = { ...process.env };
  beforeAll(() => {
    // Built with a backend, the forms post to their addresses.
    process.env.GATSBY_SUPABASE_URL = "http://127.0.0.1:54321";
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon";
  });
  afterAll(() => {
    process.env = saved;
  });

  it("holds the forms' fields, rules and words as the site's forms have them", () => {
    const expected = expectedTexts();
    expect(expected.forms.contact.action).toBe(FORM_ACTIONS.contact);
    expect(expected.forms.registration.action).toBe(FORM_ACTIONS.registration);
    if (process.env.WRITE_SUBMIT_FORM_TEXTS) fs.writeFileSync(TEXTS_FILE, `${JSON.stringify(expected, null, 2)}\n`);
    expect(JSON.parse(fs.readFileSync(TEXTS_FILE, "utf8"))).toEqual(expected);
  });
});
