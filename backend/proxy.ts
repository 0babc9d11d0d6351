/**
 * The front door of the local backend: serves PostgREST under /rest/v1 as a Supabase project's gateway does,
 * answers CORS for the site's origin (the browser must be allowed to read Content-Range for the forms'
 * head-only count) and turns the `apikey` header into the bearer token when no session token is sent. Like a
 * hosted project's edge it tells the database who the client is (CLIENT_ADDRESS_HEADER, from the socket), gives
 * up on a request after REQUEST_TIMEOUT_MS and never shows a client how to reach the database.
 */
import { type ClientRequest, createServer, type IncomingMessage, request, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "Content-Range, Content-Location, Location, Range-Unit, Preference-Applied",
};

const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  "access-control-allow-methods": "GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS",
  "access-control-max-age": "86400",
};

/**
 * The largest request body passed on (64 KB): a form's row is a few KB at most. Bigger bodies are refused here,
 * before PostgREST parses them or the database sees them. The database's own rules (one row per request,
 * column lengths) hold without this; on a hosted project the equivalent sits in front of the API (docs/backend.md).
 */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The client's address as the edge sees it, for the database's per-client limits
 * (supabase/migrations/20261124120000_submission_guard.sql reads it from PostgREST's `request.headers`). Hosted
 * Supabase runs behind Cloudflare, which sets this header to the connecting address and replaces any value a
 * client sends; this gateway does the same from the socket. backend/README.md, "Limits", says more.
 */
export const CLIENT_ADDRESS_HEADER = "cf-connecting-ip";

/** Forwarding headers a client may send: none of them reaches PostgREST, so nothing downstream can trust one. */
const CLIENT_SUPPLIED_FORWARDING = ["x-forwarded-for", "x-real-ip", "forwarded", "true-client-ip"];

/**
 * How long a request may take here before the gateway answers 504 and drops it. Above every API role's statement
 * timeout (20261124100000_bounded_reads.sql: 8 s at most) and the forms' own 10 s, so the database's refusal or the
 * form's gives up first; this bounds whatever they do not (a PGlite statement, which nothing can cancel, or a
 * queue of requests behind one).
 */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The largest query string passed on, in bytes. The site's longest is the seats read of an events page
 * (`rpc/event_seats?keys={…}`, at most 100 keys, src/lib/live-seats.ts), a few KB; PostgREST spends seconds
 * parsing a long `select` before any SQL runs, where no statement timeout can stop it (issue 40).
 */
export const MAX_QUERY_BYTES = 8 * 1024;

/** The most items a `select`, `order`, `columns` or `on_conflict` list may name; the site sends `select=*` only. */
export const MAX_LIST_ITEMS = 24;

/** The most query parameters (filters) a request may carry, and the most items any one of their values may list. */
export const MAX_PARAMETERS = 24;
export const MAX_VALUE_ITEMS = 100;

const LISTS = new Set(["select", "order", "columns", "on_conflict"]);

/**
 * Why a request's query string is refused before PostgREST parses it, or null when it is within the bounds
 * above. Items are counted by their commas, nested ones included.
 */
export const queryRefusal = (url: URL): string | null => {
  if (Buffer.byteLength(url.search) > MAX_QUERY_BYTES) return `query string longer than ${MAX_QUERY_BYTES} bytes`;
  const parameters = [...url.searchParams];
  if (parameters.length > MAX_PARAMETERS) return `more than ${MAX_PARAMETERS} query parameters`;
  for (const [name, value] of parameters) {
    const items = value.split(",").length;
    const bound = LISTS.has(name.replace(/^.*\./, "")) ? MAX_LIST_ITEMS : MAX_VALUE_ITEMS;
    if (items > bound) return `more than ${bound} items in "${name}"`;
  }
  return null;
};

/** The address of a socket's peer, IPv4-mapped IPv6 written as the IPv4 address it is. */
const clientAddress = (socket: Socket) => (socket.remoteAddress ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

const DEFAULT_ALLOWED_HEADERS =
  "authorization, apikey, content-type, content-profile, accept-profile, prefer, range, x-client-info";

const sendJson = (res: ServerResponse, status: number, body: Record<string, unknown>) => {
  res.writeHead(status, { ...CORS_HEADERS, "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
};

/**
 * The request's body, or null once it has grown past MAX_BODY_BYTES (announced or actual size).
 */
const readBody = (req: IncomingMessage): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) {
      resolve(null);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners("data");
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

/**
 * A server failure's JSON without `details` and `hint`: while the database is down PostgREST puts libpq's
 * message there ('connection to server at "127.0.0.1", port 5432 failed: …'), which tells a stranger where the
 * database listens. The code and the message stay; the operator finds the rest in PostgREST's own log.
 */
const withoutConnectionDetails = async (response: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    const error = JSON.parse(text);
    return JSON.stringify({ ...error, details: null, hint: null });
  } catch {
    return JSON.stringify({ message: "The database could not answer", details: null, hint: null });
  }
};

/**
 * The request's body, or null once it has answered 413: the connection is closed rather than the rest of an
 * oversized upload read.
 */
const bodyWithinLimit = async (req: IncomingMessage, res: ServerResponse) => {
  const body = await readBody(req).catch(() => null);
  if (body === null) {
    res.setHeader("connection", "close");
    sendJson(res, 413, { message: `Request body larger than ${MAX_BODY_BYTES} bytes`, code: "PAYLOAD_TOO_LARGE" });
    req.resume();
  }
  return body;
};

/**
 * Sends `body` upstream and holds the answer to REQUEST_TIMEOUT_MS (504) and to an unreachable upstream (502,
 * saying `unreachable`). Returns what the response handler calls once the upstream answers.
 */
const sendWithinLimit = (upstream: ClientRequest, res: ServerResponse, body: Buffer, unreachable: string) => {
  // The upstream answers once it has: until then nothing comes back, however long the query runs.
  const timer = setTimeout(() => {
    sendJson(res, 504, {
      message: `The request took longer than ${REQUEST_TIMEOUT_MS / 1000} s`,
      code: "GATEWAY_TIMEOUT",
    });
    upstream.destroy();
  }, REQUEST_TIMEOUT_MS);
  upstream.on("error", () => {
    clearTimeout(timer);
    if (!res.headersSent) sendJson(res, 502, { message: unreachable });
    else if (!res.writableEnded) res.destroy();
  });
  upstream.end(body);
  return () => clearTimeout(timer);
};

/** Where a hosted project serves its Edge Functions; the gateway serves the local ones there too. */
export const FUNCTIONS_PREFIX = "/functions/v1/";

/** The headers a relaying proxy vouches for a visitor with (supabase/functions/submit-form): never a client's own. */
const RELAY_KEY_HEADER = "x-forms-relay-key";
const RELAYED_CLIENT_HEADER = "x-forms-client";

/**
 * Passes a request to an Edge Function running locally on `port`, as a hosted project's edge does: the client's
 * address in CLIENT_ADDRESS_HEADER, no forwarding header of the client's, the same body limit and timeout. With
 * `relayKey` it also relays the address with that key, which the local function requires of every request.
 */
const toFunction = async (
  req: IncomingMessage,
  res: ServerResponse,
  { port, relayKey }: { port: number; relayKey?: string },
) => {
  const headers = { ...req.headers };
  delete headers.host;
  delete headers.connection;
  delete headers["transfer-encoding"];
  for (const name of [...CLIENT_SUPPLIED_FORWARDING, RELAY_KEY_HEADER, RELAYED_CLIENT_HEADER]) delete headers[name];
  headers[CLIENT_ADDRESS_HEADER] = clientAddress(req.socket);
  if (relayKey) {
    headers[RELAY_KEY_HEADER] = relayKey;
    headers[RELAYED_CLIENT_HEADER] = clientAddress(req.socket);
  }
  const body = await bodyWithinLimit(req, res);
  if (body === null) return;
  headers["content-length"] = String(body.length);
  const upstream = request({ host: "127.0.0.1", port, method: req.method, path: req.url, headers }, (answer) => {
    answered();
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  const answered = sendWithinLimit(upstream, res, body, "The function is not reachable");
};

export const startProxy = ({
  port,
  host = "127.0.0.1",
  postgrestSocket,
  healthy,
}: {
  port: number;
  host?: string;
  postgrestSocket: string;
  /** Whether PostgREST answers right now (it is restarted when it dies). */
  healthy: () => Promise<boolean>;
}): Promise<{
  port: number;
  stop: () => Promise<void>;
  /**
   * Serves an Edge Function running on that port at /functions/v1/{name}, relaying visitors' addresses with relayKey
   * when given.
   */
  serveFunction: (name: string, port: number, relayKey?: string) => void;
}> => {
  const functions = new Map<string, { port: number; relayKey?: string }>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname.startsWith(FUNCTIONS_PREFIX)) {
      const target = functions.get(url.pathname.slice(FUNCTIONS_PREFIX.length).split("/")[0]);
      if (target) await toFunction(req, res, target);
      else sendJson(res, 404, { message: "Not found: no such function runs locally" });
      return;
    }

    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        ...PREFLIGHT_HEADERS,
        "access-control-allow-headers": req.headers["access-control-request-headers"] ?? DEFAULT_ALLOWED_HEADERS,
      });
      res.end();
      return;
    }
    if (url.pathname === "/" || url.pathname === "/health") {
      if (await healthy()) sendJson(res, 200, { status: "ok", rest: "/rest/v1" });
      else sendJson(res, 503, { status: "unavailable", message: "PostgREST is not answering; it is being restarted" });
      return;
    }
    if (url.pathname !== "/rest/v1" && !url.pathname.startsWith("/rest/v1/")) {
      sendJson(res, 404, { message: "Not found: this local backend only serves /rest/v1" });
      return;
    }

    const refusal = queryRefusal(url);
    if (refusal) {
      res.setHeader("connection", "close");
      sendJson(res, 414, { message: `Request refused: ${refusal}`, code: "QUERY_TOO_LARGE" });
      req.resume();
      return;
    }

    const headers = { ...req.headers };
    delete headers.host;
    delete headers.connection;
    for (const name of CLIENT_SUPPLIED_FORWARDING) delete headers[name];
    headers[CLIENT_ADDRESS_HEADER] = clientAddress(req.socket);
    if (!headers.authorization) {
      const apikey = headers.apikey;
      if (typeof apikey !== "string" || !apikey) {
        sendJson(res, 401, {
          message: "No API key found in request",
          hint: "No `apikey` request header or url param was found.",
        });
        return;
      }
      headers.authorization = `Bearer ${apikey}`;
    }

    const body = await bodyWithinLimit(req, res);
    if (body === null) return;
    delete headers["transfer-encoding"];
    if (body.length > 0 || req.method === "POST" || req.method === "PATCH" || req.method === "PUT") {
      headers["content-length"] = String(body.length);
    }

    const upstream = request(
      {
        socketPath: postgrestSocket,
        method: req.method,
        path: `${url.pathname.slice("/rest/v1".length) || "/"}${url.search}`,
        headers,
      },
      (upstreamRes) => {
        answered();
        const status = upstreamRes.statusCode ?? 502;
        const responseHeaders = Object.fromEntries(
          Object.entries(upstreamRes.headers).filter(([name]) => !name.startsWith("access-control-")),
        );
        if (status >= 500 && /json/.test(String(upstreamRes.headers["content-type"]))) {
          void withoutConnectionDetails(upstreamRes).then((text) => {
            delete responseHeaders["content-length"];
            res.writeHead(status, { ...responseHeaders, ...CORS_HEADERS });
            res.end(text);
          });
          return;
        }
        res.writeHead(status, { ...responseHeaders, ...CORS_HEADERS });
        upstreamRes.pipe(res);
      },
    );
    const answered = sendWithinLimit(upstream, res, body, "The local PostgREST is not reachable");
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : port,
        serveFunction: (name, functionPort, relayKey) => functions.set(name, { port: functionPort, relayKey }),
        stop: () =>
          new Promise((done) => {
            server.close(() => done(undefined));
            server.closeAllConnections();
          }),
      });
    });
  });
};
