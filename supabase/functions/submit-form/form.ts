/**
 * The forms without JavaScript, as pure functions: what a posted form holds, what the site's rules say of it,
 * the row the browser would have inserted, what the database's answer means, and the page that shows a refusal
 * with everything the visitor typed. The words, fields and rules come from texts.json, written from the site's own
 * forms (src/forms, the form components) and checked against them by __tests__/forms/submit-form-texts.test.ts.
 */
import { mixesScripts } from "../_shared/address-scripts.ts";
import { REGISTRATION_NOTICES, WAITING_LIST_FORM } from "../_shared/registration-links.ts";
import textsJson from "./texts.json" with { type: "json" };

export interface FieldSpec {
  name: string;
  control: "input" | "textarea" | "select" | "checkbox";
  type?: string;
  label: string;
  /** A checkbox's label, with its link (markup of the site's own form). */
  labelHtml?: string;
  required: boolean;
  autocomplete?: string;
  maxLength?: number;
  rows?: number;
  placeholder?: string;
  options?: { value: string; label: string }[];
  /** Which of the site's rules (src/forms/rules.ts) the field follows; none for an optional field. */
  rule?: "text" | "name" | "email" | "choice" | "agree";
  message?: string;
}

interface FormSpec {
  table: string;
  /** Where the visitor goes back to when the post names no page of its own. */
  page: string;
  action: string;
  /** The form's name; `{event}` is the event's title. */
  heading: string;
  submit: string;
  fields: FieldSpec[];
}

export type FormKind = "contact" | "registration";

const texts = textsJson as Omit<typeof textsJson, "forms"> & { forms: Record<FormKind, FormSpec> };

export const isFormKind = (kind: string): kind is FormKind => Object.prototype.hasOwnProperty.call(texts.forms, kind);

export const tableOf = (kind: FormKind): string => texts.forms[kind].table;
export const pageOf = (kind: FormKind): string => texts.forms[kind].page;

/** The link under the refused form, back to the page it was sent from. */
const BACK_LABEL = "Back to the page";

/** What the visitor sent, field by field: text as typed, a checkbox as whether it was ticked. */
export type Values = Record<string, string | boolean>;

/** The fields a page carries that the visitor does not type (the event a registration is for). */
const HIDDEN_FIELDS = ["event_id", "event_title", "return_to", WAITING_LIST_FORM.field] as const;

/**
 * A post's fields. A browser sends a textarea's line breaks as CRLF (HTML's form encoding) where the form's script
 * sends the LF of the textarea's value: both are stored alike.
 */
export const parseForm = (kind: FormKind, body: string): Values => {
  const params = new URLSearchParams(body.replace(/%0D%0A/gi, "%0A"));
  const values: Values = {};
  for (const field of texts.forms[kind].fields) {
    values[field.name] = field.control === "checkbox" ? params.has(field.name) : (params.get(field.name) ?? "");
  }
  values[texts.honeypot] = params.get(texts.honeypot) ?? "";
  if (kind === "registration") for (const name of HIDDEN_FIELDS) values[name] = params.get(name) ?? "";
  return values;
};

const EMAIL = new RegExp(texts.rules.email);
const LETTER_OR_DIGIT = new RegExp(texts.rules.letterOrDigit, "u");
const HIDDEN = new RegExp(texts.rules.hidden, "u");
const LATIN = new RegExp(texts.rules.latin, "u");
const CYRILLIC_OR_GREEK = new RegExp(texts.rules.cyrillicOrGreek, "u");

const text = (value: string | boolean | undefined): string => (typeof value === "string" ? value : "");

/** The site's rules (src/forms/*-schema.ts), field by field: each refused field's message. */
export const validate = (kind: FormKind, values: Values): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const field of texts.forms[kind].fields) {
    const value = values[field.name];
    const trimmed = text(value).trim();
    const message = field.message ?? "";
    switch (field.rule) {
      case "text":
        if (!trimmed) errors[field.name] = message;
        break;
      case "name":
        if (!trimmed || !LETTER_OR_DIGIT.test(trimmed)) errors[field.name] = message;
        break;
      case "email":
        if (!trimmed) errors[field.name] = texts.email.required;
        else if (HIDDEN.test(trimmed)) errors[field.name] = texts.email.invisible;
        else if (mixesScripts(trimmed, LATIN, CYRILLIC_OR_GREEK)) errors[field.name] = texts.email.mixedScript;
        else if (!EMAIL.test(trimmed)) errors[field.name] = texts.email.invalid;
        break;
      case "choice":
        if (!(field.options ?? []).some((option) => option.value === value)) errors[field.name] = message;
        break;
      case "agree":
        if (value !== true) errors[field.name] = message;
        break;
    }
  }
  return errors;
};

/** Whether the honeypot holds anything: a bot's post, told it succeeded and never stored. */
export const isBot = (values: Values): boolean => text(values[texts.honeypot]) !== "";

/** The row the browser would insert (src/forms: trimmed text, null for an optional field left blank). */
export const toRow = (kind: FormKind, values: Values, submissionKey: string): Record<string, unknown> => {
  const row: Record<string, unknown> = { submission_key: submissionKey, [texts.honeypot]: "" };
  for (const field of texts.forms[kind].fields) {
    const value = values[field.name];
    if (typeof value === "boolean") row[field.name] = value;
    else if (field.rule === "choice") row[field.name] = value;
    else row[field.name] = field.required ? value.trim() : value.trim() || null;
  }
  if (kind === "registration") {
    row.event_id = text(values.event_id).trim() || null;
    row.event_title = text(values.event_title).trim() || null;
    row[WAITING_LIST_FORM.field] = wantsWaitingList(values);
  }
  return row;
};

/**
 * A submission's idempotency key from what it holds and the ten minutes it was sent in: the same form posted twice
 * (a double click, a browser resending it) is stored once, as the browser's retries are.
 */
export const submissionKey = async (kind: FormKind, values: Values, now: Date): Promise<string> => {
  const window = Math.floor(now.getTime() / 600_000);
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify([kind, values, window]))),
  );
  digest[6] = (digest[6] & 0x0f) | 0x40;
  digest[8] = (digest[8] & 0x3f) | 0x80;
  const hex = Array.from(digest.slice(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The event page a registration came from (a path of the site), or null. */
export const returnPath = (values: Values): string | null => {
  const path = text(values.return_to);
  return /^\/(?!\/)[A-Za-z0-9\-/]*$/.test(path) ? path : null;
};

/** Whether a registration came from a full event's form, which puts the visitor on its waiting list. */
const wantsWaitingList = (values: Values): boolean => text(values[WAITING_LIST_FORM.field]) === "true";

/**
 * Where a stored submission sends the visitor: the thank-you page, or the event page's confirmation (its waiting
 * list notice for a full event's form).
 */
export const successLocation = (kind: FormKind, values: Values): string =>
  kind === "contact"
    ? texts.thankYou
    : `${returnPath(values) ?? texts.forms.registration.page}#${
        wantsWaitingList(values) ? REGISTRATION_NOTICES.waiting.anchor : texts.registeredAnchor
      }`;

/** PostgREST's answer to the insert. */
export interface Answer {
  status: number;
  error: { code?: string; message?: string; details?: string | null } | null;
}

export type Outcome =
  | { ok: true }
  | { ok: false; status: number; banner?: { message: string; mailto?: string }; fieldErrors?: Record<string, string> };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The answer in the form's words: the same texts src/forms/submit.ts shows (spec §8, issue 28's limits). */
export const outcomeOf = (kind: FormKind, { status, error }: Answer): Outcome => {
  if (status >= 200 && status < 300) return { ok: true };
  const { banners } = texts;
  const table = texts.forms[kind].table;
  const code = error?.code ?? "";
  const message = error?.message ?? "";
  // A retry of a stored submission: the first one got through.
  if (code === "23505" && /_submission_key_unique\b/.test(message)) return { ok: true };
  const refusal = (banners.refusals as Record<string, string>)[code];
  if (refusal) return { ok: false, status: 409, banner: { message: refusal } };
  const column = code === "23514" ? new RegExp(`"${table}_(\\w+)_check"`).exec(message)?.[1] : undefined;
  const field = texts.forms[kind].fields.find((one) => one.name === column);
  if (field?.message) return { ok: false, status: 422, fieldErrors: { [field.name]: field.message } };
  if (code === "PT429") {
    const limit = error?.details === "client" ? banners.clientRateLimit : banners.rateLimit;
    return { ok: false, status: 429, banner: { message: limit, mailto: texts.site.contactEmail } };
  }
  if (status >= 500)
    return {
      ok: false,
      status: 502,
      banner: { message: fill(banners.unexpected, { message: `the server answered ${status}` }) },
    };
  if (code === "42P01" || code === "PGRST205" || status === 404) {
    return { ok: false, status: 502, banner: { message: fill(banners.tableMissing, { table }) } };
  }
  if (/row-level security|\bRLS\b/i.test(message)) return { ok: false, status: 403, banner: { message: banners.rls } };
  if (code === "42501") return { ok: false, status: 403, banner: { message: banners.permission } };
  return { ok: false, status: 400, banner: { message: fill(banners.database, { message: message || `${status}` }) } };
};

/** The server could not be reached, or did not answer in time. */
export const unreachable = (timedOut: boolean): Outcome => ({
  ok: false,
  status: timedOut ? 504 : 502,
  banner: {
    message: timedOut ? texts.banners.timeout : fill(texts.banners.connection, { message: texts.banners.unreachable }),
  },
});

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

const attributes = (pairs: Record<string, string | number | boolean | undefined>) =>
  Object.entries(pairs)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join("");

const control = (field: FieldSpec, id: string, value: string | boolean, error: string | undefined, focus: boolean) => {
  const common = {
    id,
    name: field.name,
    required: field.required,
    autofocus: focus,
    "aria-invalid": error ? "true" : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  const shown = typeof value === "string" ? value : "";
  switch (field.control) {
    case "textarea":
      // The parser drops a newline right after <textarea>: one is written, so a value starting with one keeps it.
      return `<textarea${attributes({ ...common, rows: field.rows, maxlength: field.maxLength })}>\n${escapeHtml(shown)}</textarea>`;
    case "select":
      return `<select${attributes(common)}><option value="">${escapeHtml(field.placeholder ?? "")}</option>${(
        field.options ?? []
      )
        .map(
          (option) =>
            `<option${attributes({ value: option.value, selected: option.value === shown })}>${escapeHtml(option.label)}</option>`,
        )
        .join("")}</select>`;
    case "checkbox":
      return `<input${attributes({ ...common, type: "checkbox", checked: value === true })}>`;
    default:
      return `<input${attributes({ ...common, type: field.type, value: shown, autocomplete: field.autocomplete, maxlength: field.maxLength })}>`;
  }
};

const fieldHtml = (
  kind: FormKind,
  field: FieldSpec,
  values: Values,
  errors: Record<string, string>,
  focus: boolean,
) => {
  const id = `${kind}-${field.name}`;
  const error = errors[field.name];
  const mark = field.required ? ' <span aria-hidden="true">*</span>' : "";
  const message = error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : "";
  const input = control(field, id, values[field.name] ?? "", error, focus);
  // The checkbox's label holds the privacy policy's link: trusted markup from texts.json, never from the post.
  return field.control === "checkbox"
    ? `<div class="field check">${input}<label for="${id}">${field.labelHtml}</label>${message}</div>`
    : `<div class="field"><label for="${id}">${escapeHtml(field.label)}${mark}</label>${input}${message}</div>`;
};

/** The site's look in brief (colours of src/styles/_tokens.scss): this page carries no stylesheet of the build. */
const STYLE = `body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#334155;background:#f1f5f9}
header{background:#0f172a;padding:1rem}header a{color:#fff;font-weight:700;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}h1{font-size:1.75rem;line-height:1.2}
form{background:#fff;border:1px solid #dbe2ea;border-radius:.5rem;padding:1.25rem}
.field{margin:0 0 1rem}label{display:block;font-weight:600;margin-bottom:.25rem}
input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.5rem .75rem;border:1px solid #7c8799;border-radius:.375rem}
.check{display:grid;grid-template-columns:auto 1fr;gap:.5rem;align-items:start}.check input{width:1.25rem;height:1.25rem;margin:.15rem 0}
.check label{font-weight:400}.check .error{grid-column:1/-1}
[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;margin:.25rem 0 0;font-weight:600}
.banner{background:#fee2e2;border:1px solid #b91c1c;color:#7f1d1d;border-radius:.375rem;padding:.75rem 1rem}
button{font:inherit;font-weight:700;color:#fff;background:#1d4ed8;border:0;border-radius:.375rem;padding:.75rem 1.5rem;cursor:pointer}
a{color:#1d4ed8}:focus-visible{outline:3px solid #b45309;outline-offset:2px}.hp{position:absolute;left:-10000px}`;

/** The stylesheet's hash, for the page's Content-Security-Policy (no inline style beyond it). */
export const styleHash = async (): Promise<string> =>
  btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(STYLE)))));

/**
 * A page of this function in the site's look (STYLE, allowed by the page's CSP), not listed by search engines: the
 * site's brand above `main`.
 */
export const functionPage = (title: string, main: string): string => `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(texts.site.brandName)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">${escapeHtml(texts.site.brandName)}</a></header>
<main>
${main}
</main>
</body>
</html>
`;

/**
 * The form again, as the visitor sent it: every value kept, each refused field's message under it (and the first
 * such field focused), the banner above. It posts to the same address, so the visitor corrects and sends again.
 */
export const refusalPage = (kind: FormKind, values: Values, outcome: Exclude<Outcome, { ok: true }>): string => {
  const form = texts.forms[kind];
  const errors = outcome.fieldErrors ?? {};
  const firstInvalid = form.fields.find((field) => errors[field.name])?.name;
  const waiting = kind === "registration" && wantsWaitingList(values);
  const heading = fill(waiting ? WAITING_LIST_FORM.label : form.heading, { event: text(values.event_title) });
  const { contactEmail } = texts.site;
  const banner = outcome.banner
    ? `<p class="banner" role="alert">${escapeHtml(outcome.banner.message)} ${
        outcome.banner.mailto
          ? `<a href="mailto:${escapeHtml(outcome.banner.mailto)}">${escapeHtml(outcome.banner.mailto)}</a>`
          : `You can also email us at <a href="mailto:${escapeHtml(contactEmail)}">${escapeHtml(contactEmail)}</a>.`
      }</p>`
    : "";
  const hidden =
    kind === "registration"
      ? HIDDEN_FIELDS.map((name) => `<input${attributes({ type: "hidden", name, value: text(values[name]) })}>`).join(
          "",
        )
      : "";
  const back = returnPath(values) ?? form.page;
  return functionPage(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
${banner}
<form method="post" action="${escapeHtml(form.action)}" novalidate aria-label="${escapeHtml(heading)}">
<p>${escapeHtml(texts.requiredNote)}</p>
${form.fields.map((field) => fieldHtml(kind, field, values, errors, field.name === firstInvalid)).join("\n")}
<div class="hp" aria-hidden="true"><label for="${kind}-${texts.honeypot}">${escapeHtml(texts.honeypotLabel)}</label><input id="${kind}-${texts.honeypot}" name="${texts.honeypot}" type="text" tabindex="-1" autocomplete="off"></div>
${hidden}
<button type="submit">${escapeHtml(waiting ? WAITING_LIST_FORM.button : form.submit)}</button>
</form>
<p><a href="${escapeHtml(back)}">${escapeHtml(BACK_LABEL)}</a></p>`,
  );
};
