import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { solveChallenge, type ProofChallenge } from "../../src/forms/proof-of-work";
import { withSubmissionRefusals } from "../../src/lib/submission-refusals";

/**
 * Requests to the local backend as visitors make them, for tests that send more than one visitor would.
 *
 * The database limits submissions per client address, which the local gateway takes from the socket (a client
 * cannot name its own), and wants a solved proof of work with each. A test that bursts requests therefore does
 * what a crowd of browsers would: each request comes from an address of its own on the loopback network
 * (Linux routes all of 127.0.0.0/8 to this machine, so 127.1.0.1, 127.1.0.2… are distinct clients to the
 * gateway) and carries a proof solved with the site's own solver. Nothing here can reach a hosted project: the
 * addresses exist only on this machine, and the proofs are real.
 */

let issued = 0;

/** A loopback address no earlier call returned: a client of its own. */
export const newClientAddress = (): string => {
  issued += 1;
  const host = issued - 1;
  return `127.${1 + Math.floor(host / (254 * 256))}.${Math.floor(host / 254) % 256}.${(host % 254) + 1}`;
};

/** fetch, sent from `localAddress` (Node's own fetch cannot choose the address it connects from). */
export const fetchFrom =
  (localAddress: string): typeof fetch =>
  async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init.method ?? "GET";
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === "string" ? init.body : undefined;
    return new Promise<Response>((resolve, reject) => {
      const sent = request(
        { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers, localAddress },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const status = answer.statusCode ?? 0;
            const empty = method === "HEAD" || [204, 205, 304].includes(status);
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(answer.headers)) {
              for (const one of Array.isArray(value) ? value : [value ?? ""]) responseHeaders.append(name, one);
            }
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), {
                status,
                statusText: answer.statusMessage,
                headers: responseHeaders,
              }),
            );
          });
          answer.on("error", reject);
        },
      );
      init.signal?.addEventListener("abort", () => sent.destroy(new Error("aborted")));
      sent.on("error", reject);
      sent.end(body);
    });
  };

export interface Api {
  url: string;
  anonKey: string;
}

const SUBMISSION_PATH = /\/rest\/v1\/(contact_\w+|event_registrations)$/;

/**
 * A proof of work for one submission: a fresh challenge from the backend, solved as the browser solves it. The
 * challenge comes from a client address of its own: challenges are limited per client (their own test proves
 * it), and tests of the submission limits send more submissions from one client than it may fetch challenges.
 */
export const proofFor = async (api: Api): Promise<string> => {
  // Asked again on the gateway's 504, as a crowd's challenges queue behind one embedded database (untilAnswered).
  const response = await untilAnswered(() =>
    fetchFrom(newClientAddress())(`${api.url}/rest/v1/rpc/altcha_challenge`, {
      method: "POST",
      headers: { apikey: api.anonKey, "content-type": "application/json" },
      body: "{}",
    }),
  );
  if (!response.ok) throw new Error(`no challenge: ${response.status} ${await response.text()}`);
  return solveChallenge((await response.json()) as ProofChallenge);
};

/** Each row of an insert into a submission table, as `change` makes it (a body of one row or an array of rows). */
const withRows = async (
  url: string,
  init: RequestInit,
  change: (row: Record<string, unknown>) => Promise<Record<string, unknown>> | Record<string, unknown>,
): Promise<RequestInit> => {
  const { body } = init;
  if (init.method !== "POST" || typeof body !== "string" || !SUBMISSION_PATH.test(new URL(url).pathname)) return init;
  const parsed = JSON.parse(body) as Record<string, unknown> | Record<string, unknown>[];
  const changed = Array.isArray(parsed) ? await Promise.all(parsed.map(change)) : await change(parsed);
  return { ...init, body: JSON.stringify(changed) };
};

/**
 * fetch as visitors: each request from a new client address (or always from `client`); an insert into a
 * submission table given, as the site's forms give it, an idempotency key unless the row brings its own
 * `submission_key`, and a solved proof of work unless it brings its own `altcha`. A refusal the database
 * answered without raising is made whole as the site's client makes it (src/lib/submission-refusals.ts). A request
 * the gateway timed out is sent again (untilAnswered).
 */
export const visitorFetch =
  (api: Api, { client }: { client?: string } = {}): typeof fetch =>
  async (input, init = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const keyed = await withRows(url, init, (row) => ({ submission_key: randomUUID(), ...row }));
    const send: typeof fetch = async (to, sent = {}) =>
      fetchFrom(client ?? newClientAddress())(
        String(to),
        await withRows(String(to), sent, async (row) =>
          "altcha" in row ? row : { ...row, altcha: await proofFor(api) },
        ),
      );
    // Sent again on the gateway's 504, with the same idempotency key and a new proof: the database may have spent
    // the first (untilAnswered).
    const withoutProof = (to: RequestInfo | URL, sent: RequestInit) =>
      withRows(String(to), sent, ({ altcha: _spent, ...row }) => row);
    return withSubmissionRefusals((to, sent = {}) =>
      untilAnswered(async (attempt) => send(to, attempt === 0 ? sent : await withoutProof(to, sent))),
    )(url, keyed);
  };

/** POSTs `body` to /rest/v1/{path} with the anon key, as a visitor (see visitorFetch). */
export const postAsVisitor = (
  api: Api,
  path: string,
  body: unknown,
  { client, headers = {} }: { client?: string; headers?: Record<string, string> } = {},
) =>
  visitorFetch(api, { client })(`${api.url}/rest/v1/${path}`, {
    method: "POST",
    headers: { apikey: api.anonKey, "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/**
 * Sends one submission until the gateway answers it within its time (backend/proxy.ts, REQUEST_TIMEOUT_MS), as a
 * person whose browser was told 504 sends it again: the same idempotency key, so the database stores it at most
 * once, and a new proof (`send` gets the attempt's number; the first may bring a proof solved beforehand). A crowd
 * of requests queued behind one embedded database reaches that time on a busy machine without any defect: what a
 * test of the crowd judges is what the database decides, not how fast this machine answered.
 */
export const untilAnswered = async <T extends { status: number }>(
  send: (attempt: number) => Promise<T>,
): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await send(attempt);
    if (answer.status !== 504) return answer;
  }
};
