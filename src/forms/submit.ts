import type { PostgrestError, SupabaseClient } from "@supabase/supabase-js";
import type { ProofChallenge } from "./proof-of-work";

/** How long each call (loading the client, the connection check, the insert) may take before the form gives up. */
export const SUBMIT_TIMEOUT_MS = 10_000;

/**
 * Spec §8's texts, `{name}` filled in by errorText. The Edge Function submit-form (forms posted without script)
 * words its refusals with the same (supabase/functions/submit-form/texts.json is written from these).
 */
export const ERROR_TEXTS = {
  connection: "Connection error: {message}. Please check if the table exists and has proper permissions.",
  tableMissing: 'Table "{table}" does not exist. Please contact support.',
  rls: "Database security policy blocking submission. Please contact support.",
  permission: "Permission denied. The form cannot submit due to database permissions.",
  database: "Database error: {message}",
  unexpected: "Unexpected error: {message}. Please try again or contact us directly.",
} as const;

export const errorText = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export const TIMEOUT_MESSAGE =
  "Unexpected error: the server did not answer in time. Please try again or contact us directly.";

export const RATE_LIMIT_MESSAGE =
  "You have sent several messages in the last hour. Please try again later or email us directly.";

/** The database's limit per client address (issue 28's text). */
export const CLIENT_RATE_LIMIT_MESSAGE =
  "Too many requests from your network. Please try again later or email us directly.";

/**
 * A registration the database refuses for a reason the visitor can act on. Codes are raised by the submission
 * guard (supabase/migrations/20261127100000_refusals_answered.sql) and documented in backend/README.md; every
 * other failure keeps its §8 text. An address already registered is no refusal: it is answered as a new
 * registration, and its inbox is told (issue 40: no oracle).
 */
export const REGISTRATION_REFUSALS = {
  EVFUL: { refusal: "event-full", message: "This event is full. Contact us to join the waiting list." },
  EVPST: { refusal: "event-past", message: "This event has taken place." },
} as const;

export type Refusal = (typeof REGISTRATION_REFUSALS)[keyof typeof REGISTRATION_REFUSALS]["refusal"];

/**
 * A failure's banner text; `mailto` adds the site's address to write to instead (the form has it from its page's
 * data), as a link; `refusal` names a refusal.
 * `fieldErrors` (no banner then): the database refused a column's value, said under that field as the browser
 * would have said it.
 */
export type SubmitOutcome =
  | { ok: true }
  | { ok: false; message: string; mailto?: boolean; refusal?: Refusal }
  | { ok: false; fieldErrors: Record<string, string> };

const refusalOf = (code: string | undefined) =>
  code && Object.prototype.hasOwnProperty.call(REGISTRATION_REFUSALS, code)
    ? REGISTRATION_REFUSALS[code as keyof typeof REGISTRATION_REFUSALS]
    : undefined;

type Client = Pick<SupabaseClient, "from" | "rpc">;
export type Connect = () => Promise<Client> | Client;

/** Loads supabase-js on first submit only (see src/lib/supabase-client.ts). */
const loadClient: Connect = async () => (await import("../lib/supabase-client")).getSupabaseClient();

interface Answer {
  error: Partial<PostgrestError> | null;
  status: number;
  statusText: string;
}

/** The server's words, or the HTTP status when it sent none (answers to HEAD have no body). */
const detail = ({ error, status, statusText }: Answer): string =>
  error?.message || `${status || ""} ${statusText}`.trim() || "Unknown error";

const messageOf = (error: unknown): string => (error instanceof Error && error.message) || "Unknown error";

class SubmitTimeout extends Error {}

/** Runs one call, aborting it and rejecting with SubmitTimeout once SUBMIT_TIMEOUT_MS have passed. */
async function withTimeout<T>(call: (signal: AbortSignal) => PromiseLike<T> | T): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SubmitTimeout());
    }, SUBMIT_TIMEOUT_MS);
  });
  try {
    return await Promise.race([call(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** HTTP statuses a visitor may meet, in words: fetch leaves statusText empty over HTTP/2. */
const STATUS_WORDS: Record<number, string> = {
  408: "Request Timeout",
  413: "Payload Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

const HTML = /^\s*<(!doctype|html|head|body|title|h1|p)\b/i;

/**
 * A server failure (5xx) or an answer that is an HTML page (a proxy's or host's error page) rather than
 * PostgREST's JSON: the banner names the status in words instead of showing the body.
 */
const serverFailure = ({ error, status, statusText }: Answer): string | null => {
  if (status < 500 && !HTML.test(error?.message ?? "")) return null;
  const words = STATUS_WORDS[status] ?? (statusText || (status >= 500 ? "Server Error" : "Error"));
  return errorText(ERROR_TEXTS.unexpected, { message: `the server answered ${status} ${words}` });
};

/**
 * A retry of a submission the database already holds (its idempotency key is taken): the first attempt got
 * through even if its answer was lost, so the retry is a success (supabase/migrations, submission_key).
 */
const isRetryOfStoredSubmission = ({ error }: Answer): boolean =>
  error?.code === "23505" && /_submission_key_unique\b/.test(error.message ?? "");

/** The database's limits (PT429, answered as HTTP 429): per client address, or per e-mail address. */
const rateLimitFailure = ({ error }: Answer): SubmitOutcome | null =>
  error?.code === "PT429"
    ? {
        ok: false,
        message: error.details === "client" ? CLIENT_RATE_LIMIT_MESSAGE : RATE_LIMIT_MESSAGE,
        mailto: true,
      }
    : null;

/** A form's message for each column the database checks (the schemas' *_FIELD_MESSAGES). */
export type FieldMessages = Readonly<Record<string, string>>;

/**
 * A CHECK of the database on one of the form's columns (its constraint is named `{table}_{column}_check`): the
 * form's message for that field, as the browser would have said it. Null for any other refusal.
 */
const fieldRefusal = (table: string, { error }: Answer, messages: FieldMessages): Record<string, string> | null => {
  const constraint = error?.code === "23514" ? /violates check constraint "(\w+)"/.exec(error.message ?? "") : null;
  const column = constraint?.[1].match(new RegExp(`^${table}_(\\w+)_check$`))?.[1];
  return column && messages[column] ? { [column]: messages[column] } : null;
};

/** A fresh idempotency key (UUID v4) for a new submission; its retries send the same one. */
export const newSubmissionKey = (): string => {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // crypto.randomUUID exists only in secure contexts; the same 122 random bits by hand elsewhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const connectionFailure = (reason: string) => errorText(ERROR_TEXTS.connection, { message: reason });

/** The §8 `{message}` for a server the browser could not reach: words a visitor knows, not a JavaScript error. */
export const UNREACHABLE_REASON = "the server could not be reached";
/** How browsers and supabase-js word a request that never got an answer (Chromium, Firefox, Safari, Node). */
const NEVER_ANSWERED = /failed to fetch|networkerror|load failed|network request failed|fetch failed/i;

/**
 * The connection check's failure in a visitor's words; the raw detail goes to the console for whoever debugs it
 * (it names no visitor: the check sends nothing of theirs).
 */
const connectionReason = (answer: Answer): string => {
  console.error("Form submission: the connection check failed:", detail(answer));
  if (answer.status === 0 || NEVER_ANSWERED.test(detail(answer))) return UNREACHABLE_REASON;
  return `the server answered ${answer.status} ${STATUS_WORDS[answer.status] ?? answer.statusText}`.trim();
};

const insertFailure = (table: string, answer: Answer): string => {
  const { error, status } = answer;
  // PostgREST 12 passes the database's 42P01 on; newer releases say PGRST205; a POST to a table it has never
  // seen gets a bare 404.
  if (error?.code === "42P01" || error?.code === "PGRST205" || status === 404) {
    return errorText(ERROR_TEXTS.tableMissing, { table });
  }
  // Row-level security refusals are SQLSTATE 42501 as well; the more precise message wins.
  if (/row-level security|\bRLS\b/i.test(error?.message ?? "")) {
    return ERROR_TEXTS.rls;
  }
  if (error?.code === "42501") return ERROR_TEXTS.permission;
  return errorText(ERROR_TEXTS.database, { message: detail(answer) });
};

/**
 * The calls of spec §7 shared by both forms: a head-only count as a connection check, then a plain insert that
 * asks for nothing back (anon may add rows but never read them). Between the two the browser fetches a proof of
 * work challenge and solves it (src/forms/proof-of-work.ts); the insert carries the solution. Failures become the
 * §8 texts; each call gives up after SUBMIT_TIMEOUT_MS. `row` carries its idempotency key, so a retry is stored
 * once. Nothing about the visitor or their answers is logged.
 */
export async function submitToTable(
  table: string,
  row: Record<string, unknown>,
  connect: Connect = loadClient,
  fieldMessages: FieldMessages = {},
): Promise<SubmitOutcome> {
  try {
    let client: Client;
    try {
      client = await withTimeout(() => connect());
    } catch (error) {
      if (error instanceof SubmitTimeout) throw error;
      return { ok: false, message: connectionFailure(messageOf(error)) };
    }

    // No retries: supabase-js would retry an unreachable server for 7 s before the visitor hears about it,
    // and the form stays ready to be sent again.
    const check = await withTimeout((signal) =>
      client.from(table).select("*", { count: "exact", head: true }).retry(false).abortSignal(signal),
    );
    if (check.error) return { ok: false, message: serverFailure(check) ?? connectionFailure(connectionReason(check)) };

    const challenge = await withTimeout((signal) => client.rpc("altcha_challenge").abortSignal(signal));
    if (challenge.error) {
      return (
        rateLimitFailure(challenge) ?? {
          ok: false,
          message: serverFailure(challenge) ?? errorText(ERROR_TEXTS.database, { message: detail(challenge) }),
        }
      );
    }
    const { solveChallenge } = await import("./proof-of-work");
    const altcha = await withTimeout((signal) => solveChallenge(challenge.data as ProofChallenge, signal));

    const insert = await withTimeout((signal) =>
      client
        .from(table)
        .insert({ ...row, altcha })
        .abortSignal(signal),
    );
    if (insert.error) {
      if (isRetryOfStoredSubmission(insert)) return { ok: true };
      const refused = refusalOf(insert.error.code);
      if (refused) return { ok: false, ...refused };
      const fieldErrors = fieldRefusal(table, insert, fieldMessages);
      if (fieldErrors) return { ok: false, fieldErrors };
      return rateLimitFailure(insert) ?? { ok: false, message: serverFailure(insert) ?? insertFailure(table, insert) };
    }

    return { ok: true };
  } catch (error) {
    if (error instanceof SubmitTimeout) return { ok: false, message: TIMEOUT_MESSAGE };
    return {
      ok: false,
      message: errorText(ERROR_TEXTS.unexpected, { message: messageOf(error) }),
    };
  }
}
