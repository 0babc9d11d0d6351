/**
 * Edge Function `submit-form`: the site's forms posted without JavaScript (issue 31). The host passes a same-origin
 * `POST /forms/contact` or `/forms/registration` here (nginx: the configuration the build writes; `npm start`:
 * gatsby develop; docs/going-live.md for other hosts), as `application/x-www-form-urlencoded`. The function checks
 * the form's rules, inserts the row as the anon role exactly as the browser would (so every rule of the database
 * applies: honeypot, CHECKs, limits, canonical addresses, the event's seats), relayed (below), and answers:
 *
 *   - stored: 303 to /thank-you, or to the event page's `#registered` confirmation;
 *   - refused: the form again with every value typed and the site's message (spec §5 under a field, §8 or the
 *     limits' text above the form).
 *
 * Relayed: a browser without script cannot solve the proof of work, and the database would see this function as
 * the client. With FORMS_RELAY_KEY (private.submission_settings.relay_key) the function names the visitor's address
 * (`x-forms-client`) and may insert without a proof, under the stricter limit for proof-less submissions
 * (supabase/migrations/20261126120000_forms_without_script.sql). The visitor's address is the one the edge in front
 * of the function saw: `cf-connecting-ip` (hosted Supabase's Cloudflare; the local gateway, backend/proxy.ts), or
 * `x-forms-client` from a proxy that proves itself with the same key (nginx: docs/going-live.md).
 *
 * Environment: SUPABASE_URL, SUPABASE_ANON_KEY (set by Supabase), FORMS_RELAY_KEY; SUBMIT_FORM_PORT locally.
 * Logs name the form and the outcome's status, never a value.
 */
import {
  type Answer,
  type FormKind,
  isBot,
  isFormKind,
  outcomeOf,
  parseForm,
  refusalPage,
  pageOf,
  styleHash,
  submissionKey,
  successLocation,
  tableOf,
  toRow,
  unreachable,
  validate,
  type Values,
} from "./form.ts";
import type { LinkKind } from "../_shared/registration-links.ts";
import {
  confirmPage,
  isLinkKind,
  isPersonOpening,
  LINK_FUNCTIONS,
  type LinkAnswer,
  linkLocation,
  outcomePage,
  tokenOf,
  unknownLinkPage,
} from "./links.ts";

/** How long the insert may take (the browser's forms give up after the same 10 s, src/forms/submit.ts). */
const INSERT_TIMEOUT_MS = 10_000;
/** A form's row is a few KB; the local gateway refuses more than 64 KB, and so does this function. */
const MAX_BODY_BYTES = 64 * 1024;

const required = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const supabaseUrl = required("SUPABASE_URL").replace(/\/+$/, "");
const anonKey = required("SUPABASE_ANON_KEY");
const relayKey = Deno.env.get("FORMS_RELAY_KEY") ?? "";
const pageCsp = `default-src 'none'; style-src 'sha256-${await styleHash()}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/**
 * Whether a proxy of the site's own sent the request: it carries the relay key, and names the visitor in
 * `x-forms-client`. With SUBMIT_FORM_RELAY_ONLY=true nothing else is served (the local backend: its gateway
 * relays, and a process posting straight to this port could otherwise choose its own cf-connecting-ip).
 */
const relayed = (request: Request): boolean => relayKey !== "" && request.headers.get("x-forms-relay-key") === relayKey;
const relayOnly = Deno.env.get("SUBMIT_FORM_RELAY_ONLY") === "true";

/** The visitor's address, as the edge in front of this function saw it. */
const clientAddress = (request: Request): string =>
  (relayed(request) ? request.headers.get("x-forms-client") : request.headers.get("cf-connecting-ip")) ?? "";

const post = (path: string, body: unknown, headers: Record<string, string>, signal: AbortSignal) =>
  fetch(`${supabaseUrl}/rest/v1/${path}`, {
    method: "POST",
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal,
  });

const insert = async (kind: FormKind, row: Record<string, unknown>, client: string): Promise<Answer> => {
  const signal = AbortSignal.timeout(INSERT_TIMEOUT_MS);
  let response = await post(
    tableOf(kind),
    row,
    { prefer: "return=minimal", ...(relayKey ? { "x-forms-relay-key": relayKey, "x-forms-client": client } : {}) },
    signal,
  );
  let text = await response.text();
  // A refusal the database answered without raising (its proof or quota stays spent): the error waits under the
  // submission's key (supabase/migrations/20261127100000_refusals_answered.sql).
  if (response.status >= 400 && response.status < 500 && text === "") {
    const refusal = await post("rpc/submission_refusal", { submission_key: row.submission_key }, {}, signal);
    const refusalText = await refusal.text();
    if (refusal.status >= 400) [response, text] = [refusal, refusalText];
  }
  try {
    return { status: response.status, error: text ? JSON.parse(text) : null };
  } catch {
    return { status: response.status, error: null };
  }
};

const html = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": pageCsp,
      "x-content-type-options": "nosniff",
    },
  });

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });

const log = (kind: string, outcome: string | number) => console.log(JSON.stringify({ form: kind, outcome }));

/** Reads at most MAX_BODY_BYTES of the body; null beyond. */
const readBody = async (request: Request): Promise<string | null> => {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return null;
  const bytes = new Uint8Array(await request.arrayBuffer());
  return bytes.length > MAX_BODY_BYTES ? null : new TextDecoder().decode(bytes);
};

/**
 * A registration's link (`?token=`: a confirmation's cancel link, a waiting list offer's claim link): opened by a
 * person's browser, or posted from the button of confirmPage, calls its database function as anon and sends the
 * visitor to the event's page, which says what happened. Anything else (a HEAD, a mail scanner's or a link
 * preview's GET) changes nothing.
 */
const followLink = async (kind: LinkKind, request: Request): Promise<Response> => {
  if (request.method === "HEAD") return new Response(null, { status: 200, headers: { "cache-control": "no-store" } });
  if (request.method !== "GET" && request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { allow: "GET, POST" } });
  }
  const token = tokenOf(new URL(request.url));
  if (token && request.method === "GET" && !isPersonOpening(request.headers)) {
    log(kind, "asked");
    return html(200, confirmPage(kind, token));
  }
  let answer: LinkAnswer = { status: "unknown" };
  if (token) {
    const response = await post(`rpc/${LINK_FUNCTIONS[kind]}`, { token }, {}, AbortSignal.timeout(INSERT_TIMEOUT_MS));
    if (!response.ok) throw new Error(`rpc/${LINK_FUNCTIONS[kind]} answered ${response.status}`);
    answer = (await response.json()) as LinkAnswer;
  }
  log(kind, answer.status);
  const location = linkLocation(kind, answer);
  if (location) return seeOther(location);
  return answer.status === "unknown" ? html(404, unknownLinkPage()) : html(200, outcomePage(kind, answer.status));
};

const handle = async (request: Request): Promise<Response> => {
  if (relayOnly && !relayed(request)) return new Response("Forbidden", { status: 403 });
  const kind = new URL(request.url).pathname.split("/").filter(Boolean).pop() ?? "";
  if (isLinkKind(kind)) {
    try {
      return await followLink(kind, request);
    } catch {
      // Nothing changed, or the change is stored and a second use will say so: the link may be tried again.
      log(kind, 502);
      return new Response("This link could not be followed just now. Please try it again shortly.", {
        status: 502,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      });
    }
  }
  if (!isFormKind(kind)) return new Response("Not found", { status: 404 });
  // Anything but a post (a bookmark, a reload after the redirect) goes to the page the form lives on.
  if (request.method !== "POST") return seeOther(pageOf(kind));
  // Only the site's own pages post here: a form on another site cannot send in a visitor's name.
  if (request.headers.get("sec-fetch-site") === "cross-site") return seeOther(pageOf(kind));
  const body = await readBody(request);
  if (body === null) return new Response("Payload Too Large", { status: 413 });
  const values: Values = parseForm(kind, body);
  if (isBot(values)) {
    log(kind, "dropped");
    return seeOther(successLocation(kind, values));
  }
  const fieldErrors = validate(kind, values);
  if (Object.keys(fieldErrors).length > 0) {
    log(kind, 422);
    return html(422, refusalPage(kind, values, { ok: false, status: 422, fieldErrors }));
  }
  let outcome;
  try {
    const row = toRow(kind, values, await submissionKey(kind, values, new Date()));
    outcome = outcomeOf(kind, await insert(kind, row, clientAddress(request)));
  } catch (error) {
    outcome = unreachable(error instanceof DOMException && error.name === "TimeoutError");
  }
  if (outcome.ok) {
    log(kind, 303);
    return seeOther(successLocation(kind, values));
  }
  log(kind, outcome.status);
  return html(outcome.status, refusalPage(kind, values, outcome));
};

// Locally the port is chosen by backend/submit-form.ts; the hosted runtime ignores it.
Deno.serve(
  {
    port: Number(Deno.env.get("SUBMIT_FORM_PORT") ?? 0),
    hostname: "127.0.0.1",
    onListen: ({ port }) => console.log(JSON.stringify({ listening: port })),
  },
  handle,
);
