import { createHash } from "crypto";
import * as supabaseClient from "../../src/lib/supabase-client";
import { UNREACHABLE_REASON } from "../../src/forms/submit";

/**
 * A fake of the network under supabase-js: tests install `fetch` answers the way PostgREST gives them
 * (see /rest/v1 notes) and read back the requests the site made.
 */

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface FakeReply {
  status: number;
  statusText?: string;
  body?: string;
  headers?: Record<string, string>;
}

type Answer = FakeReply | Error | Promise<FakeReply | Error>;
export type FakeHandler = (request: RecordedRequest) => Answer;

export const BACKEND_URL = "http://backend.test";

/** A version 4 UUID, the shape of every submission's idempotency key. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Answers PostgREST gives, by name. */
export const reply = {
  count: (n: number): FakeReply => ({ status: 200, headers: { "content-range": `*/${n}` } }),
  created: (): FakeReply => ({ status: 201, headers: { "content-range": "*/*" } }),
  headError: (status: number, statusText: string): FakeReply => ({ status, statusText }),
  error: (status: number, error: Record<string, unknown>): FakeReply => ({
    status,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ details: null, hint: null, ...error }),
  }),
  networkDown: (): Error => new TypeError("Failed to fetch"),
  /** A hosting proxy's error page, as nginx or a CDN sends it when the API behind it is down. */
  htmlPage: (status: number, statusText = ""): FakeReply => ({
    status,
    statusText,
    headers: { "content-type": "text/html" },
    body: `<!DOCTYPE html>\n<html>\n<head><title>${status} ${statusText}</title></head>\n<body>\n<center><h1>${status} ${statusText}</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>\n`,
  }),
  /** Never answers. */
  silence: (): Promise<FakeReply> => new Promise<FakeReply>(() => {}),
  json: (body: unknown): FakeReply => ({
    status: 200,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }),
};

const toResponse = ({ status, statusText = "", body = "", headers = {} }: FakeReply) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText,
  headers: new Headers(headers),
  text: async () => body,
  json: async () => JSON.parse(body),
});

/**
 * The proof of work challenge the fake issues (POST /rest/v1/rpc/altcha_challenge): solved at FAKE_PROOF_NUMBER,
 * so the site's solver finds it at once.
 */
const FAKE_SALT = "0123456789abcdef01234567?expires=9999999999&";
export const FAKE_PROOF_NUMBER = 7;
export const FAKE_CHALLENGE = {
  algorithm: "SHA-256",
  challenge: createHash("sha256").update(`${FAKE_SALT}${FAKE_PROOF_NUMBER}`).digest("hex"),
  maxnumber: 50,
  salt: FAKE_SALT,
  signature: "f".repeat(64),
};

export const isChallengeRequest = (request: RecordedRequest) =>
  request.method === "POST" && request.url.pathname === "/rest/v1/rpc/altcha_challenge";

/** The inserts among the requests (POSTs to a table, not the challenge). */
export const insertsOf = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === "POST" && !isChallengeRequest(request));

/**
 * Installs `fetch` for the site's Supabase client; returns the requests it receives. `challenge` answers the
 * proof of work challenge (by default FAKE_CHALLENGE), `handler` everything else.
 */
export function installFakeBackend(
  handler: FakeHandler,
  { challenge = () => reply.json(FAKE_CHALLENGE) }: { challenge?: FakeHandler } = {},
): RecordedRequest[] {
  process.env.GATSBY_SUPABASE_URL = BACKEND_URL;
  process.env.GATSBY_SUPABASE_ANON_KEY = "anon-key-for-tests";
  const requests: RecordedRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      method: init.method ?? "GET",
      url: new URL(String(input)),
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
    };
    requests.push(request);
    const answer = await (isChallengeRequest(request) ? challenge : handler)(request);
    if (answer instanceof Error) throw answer;
    return toResponse(answer) as unknown as Response;
  }) as typeof fetch;
  return requests;
}

/** A backend that accepts everything: the count check, then the insert. */
export const acceptingBackend: FakeHandler = (request) =>
  request.method === "HEAD" ? reply.count(0) : reply.created();

/** Answers the count check, then fails the insert with `insertReply`. */
export const failingInsert =
  (insertReply: FakeReply | Error): FakeHandler =>
  (request) =>
    request.method === "HEAD" ? reply.count(0) : insertReply;

/**
 * Every failure of spec §8 the network can cause, with the banner it must produce (`{table}` stands for the
 * form's table). The last one, an unexpected exception, cannot come from supabase-js (it turns every network
 * problem into an error value): `breakClient` makes it happen.
 */
export const FAILURES: [string, FakeHandler, string][] = [
  [
    "the connection check cannot reach the server",
    () => reply.networkDown(),
    `Connection error: ${UNREACHABLE_REASON}. Please check if the table exists and has proper permissions.`,
  ],
  [
    "the connection check is refused",
    (request) => (request.method === "HEAD" ? reply.headError(401, "Unauthorized") : reply.created()),
    "Connection error: the server answered 401 Unauthorized. Please check if the table exists and has proper permissions.",
  ],
  [
    "the table is missing (42P01)",
    failingInsert(reply.error(404, { code: "42P01", message: 'relation "public.x" does not exist' })),
    'Table "{table}" does not exist. Please contact support.',
  ],
  [
    "the insert is not permitted (42501)",
    failingInsert(reply.error(401, { code: "42501", message: "permission denied for table x" })),
    "Permission denied. The form cannot submit due to database permissions.",
  ],
  [
    "row-level security refuses the row",
    failingInsert(
      reply.error(401, { code: "42501", message: 'new row violates row-level security policy for table "x"' }),
    ),
    "Database security policy blocking submission. Please contact support.",
  ],
  [
    "the database refuses the row for another reason",
    failingInsert(
      reply.error(400, { code: "23514", message: 'new row for relation "x" violates check constraint "x_check"' }),
    ),
    'Database error: new row for relation "x" violates check constraint "x_check"',
  ],
  [
    "the connection check meets a 503",
    (request) => (request.method === "HEAD" ? reply.headError(503, "") : reply.created()),
    "Unexpected error: the server answered 503 Service Unavailable. Please try again or contact us directly.",
  ],
  [
    "the insert meets a 503 HTML page",
    failingInsert(reply.htmlPage(503, "Service Temporarily Unavailable")),
    "Unexpected error: the server answered 503 Service Unavailable. Please try again or contact us directly.",
  ],
  [
    "the insert meets a 500 from the database",
    failingInsert(reply.error(500, { code: "XX000", message: "internal error" })),
    "Unexpected error: the server answered 500 Internal Server Error. Please try again or contact us directly.",
  ],
  [
    "the insert meets a proxy's 413 HTML page",
    failingInsert(reply.htmlPage(413, "Request Entity Too Large")),
    "Unexpected error: the server answered 413 Payload Too Large. Please try again or contact us directly.",
  ],
];

export const UNEXPECTED_BANNER = "Unexpected error: Boom. Please try again or contact us directly.";

/** Makes the site's Supabase client throw, as only a bug could. */
export const breakClient = () =>
  jest.spyOn(supabaseClient, "getSupabaseClient").mockReturnValue({
    from: () => {
      throw new Error("Boom");
    },
  } as unknown as ReturnType<typeof supabaseClient.getSupabaseClient>);
