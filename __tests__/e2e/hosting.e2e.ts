import { createHash } from "crypto";
import fs from "fs";
import http from "http";
import path from "path";
import zlib from "zlib";
import {
  CALENDAR_CACHE,
  CALENDAR_TYPE,
  IMMUTABLE,
  REVALIDATE,
  SECURITY_HEADERS,
} from "../../src/node/hosting/response-headers";
import { baseUrl, expect, SITE_BACKEND, test } from "./fixtures";
import { PUBLIC_DIR, siteIndex } from "./site-index";
import { filesUnder, urlPathOf } from "../../src/node/hosting/files-under";
import { readData } from "../support/data";

const podcasts = readData<typeof import("../../data/podcasts.json")>("podcasts.json");
const episodes = readData<typeof import("../../data/podcast-episodes.json")>("podcast-episodes.json");

/**
 * What nginx (`npm run serve:production`, which the whole e2e run goes through) sends: security headers
 * on everything, caching per kind of file, each page's Content-Security-Policy, 404s, redirects and
 * precompressed brotli and gzip.
 */

const index = siteIndex();

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain GET with exactly the headers given (fetch would add and undo its own Accept-Encoding). */
const get = (urlPath: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    http
      .get(`${baseUrl()}${urlPath}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });

const securityHeadersOf = (answer: Answer) =>
  Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, answer.headers[name.toLowerCase()]]));

const builtFiles = filesUnder(PUBLIC_DIR).map((file) => urlPathOf(PUBLIC_DIR, file));
const firstFile = (pattern: RegExp) => {
  const file = builtFiles.find((f) => pattern.test(f));
  if (!file) throw new Error(`the build has no file matching ${pattern}`);
  return file;
};

/** One file of each kind the caching rules name, with the Cache-Control it must get. */
const KINDS = [
  { kind: "hashed script", file: firstFile(/^\/app-[0-9a-f]+\.js$/), cache: IMMUTABLE, type: /javascript/ },
  { kind: "hashed stylesheet", file: firstFile(/^\/styles\.[0-9a-f]+\.css$/), cache: IMMUTABLE, type: /text\/css/ },
  {
    kind: "/static/ file",
    file: firstFile(/^\/static\/.+\.(png|jpe?g|webp|avif)$/),
    cache: IMMUTABLE,
    type: /image\//,
  },
  { kind: "page data", file: "/page-data/index/page-data.json", cache: REVALIDATE, type: /json/ },
  { kind: "app data", file: "/page-data/app-data.json", cache: REVALIDATE, type: /json/ },
  { kind: "sitemap", file: "/sitemap.xml", cache: REVALIDATE, type: /xml/ },
  { kind: "robots.txt", file: "/robots.txt", cache: REVALIDATE, type: /text\/plain/ },
  { kind: "calendar file", file: firstFile(/\.ics$/), cache: CALENDAR_CACHE, type: new RegExp(`^${CALENDAR_TYPE}$`) },
  { kind: "web manifest", file: "/manifest.webmanifest", cache: REVALIDATE, type: /manifest\+json/ },
];

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1].replace(/&quot;/g, '"');

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const backendOrigin = (): string | undefined =>
  process.env.GATSBY_SUPABASE_URL
    ? new URL(process.env.GATSBY_SUPABASE_URL).origin
    : fs.existsSync(SITE_BACKEND)
      ? new URL(JSON.parse(fs.readFileSync(SITE_BACKEND, "utf8")).url).origin
      : undefined;

const playerOrigins = [
  ...new Set([podcasts.latest.embedUrl, ...episodes.map((e) => e.spotify_embed_url)].map((u) => new URL(u).origin)),
];

test.describe("production server (nginx)", () => {
  const routes = [...index.served];

  for (const route of routes) {
    test(`${route}: 200 HTML, security headers, revalidated, with its own Content-Security-Policy`, async () => {
      const answer = await get(route);
      const html = answer.body.toString("utf8");
      expect({ route, status: answer.status, type: answer.headers["content-type"] }).toEqual({
        route,
        status: 200,
        type: "text/html; charset=utf-8",
      });
      expect(securityHeadersOf(answer)).toEqual(SECURITY_HEADERS);
      expect(answer.headers["cache-control"]).toBe(REVALIDATE);
      expect(answer.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);

      const policy = directives(metaPolicy(html) ?? "");
      const inlineScripts = Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g))
        // Data blocks (JSON-LD, an island's props) are never run, so no policy covers them.
        .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
        .map(([, , body]) => body);
      expect(inlineScripts.length).toBeGreaterThan(0);
      expect(policy.get("script-src")).toEqual(expect.arrayContaining(["'self'", ...inlineScripts.map(sha256)]));
      expect(policy.get("script-src")).not.toEqual(expect.arrayContaining(["'unsafe-inline'"]));
      expect(policy.get("script-src")).not.toEqual(expect.arrayContaining(["'unsafe-eval'"]));
      expect(policy.get("style-src")).not.toEqual(expect.arrayContaining(["'unsafe-inline'"]));
      const backend = backendOrigin();
      expect(policy.get("connect-src")).toEqual(["'self'", ...(backend ? [backend] : [])]);
      expect(policy.get("frame-src")).toEqual(playerOrigins);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(policy.get("form-action")).toEqual(["'self'"]);
      // A <meta> policy may not carry frame-ancestors (the browser would warn); the header does.
      expect(policy.has("frame-ancestors")).toBe(false);
    });
  }

  for (const row of KINDS) {
    const { file, cache, type } = row;
    test(`${row.kind} (${row.file}): security headers, ${row.cache}, right type`, async () => {
      const answer = await get(file);
      expect(answer.status).toBe(200);
      expect(securityHeadersOf(answer)).toEqual(SECURITY_HEADERS);
      expect(answer.headers["cache-control"]).toBe(cache);
      expect(answer.headers["content-type"]).toMatch(type);
    });
  }

  for (const unknown of ["/no-such-page", "/communities-of-nowhere", "/about/no-such-page", "/no-such-file.js"]) {
    test(`answers the unknown path ${unknown} with 404 and the site's 404 page`, async () => {
      const answer = await get(unknown);
      const notFoundPage = fs.readFileSync(path.join(PUBLIC_DIR, "404.html"), "utf8");
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(notFoundPage)?.[1];
      expect(heading).toBeTruthy();
      expect({ status: answer.status, type: answer.headers["content-type"] }).toEqual({
        status: 404,
        type: "text/html; charset=utf-8",
      });
      expect(answer.body.toString("utf8")).toContain(`${heading}</h1>`);
      expect(securityHeadersOf(answer)).toEqual(SECURITY_HEADERS);
      expect(metaPolicy(answer.body.toString("utf8"))).toBeTruthy();
    });
  }

  test("redirects a route with a trailing slash to the route without one, as `gatsby serve` does", async () => {
    const route = index.canonical.find((r) => r !== "/") as string;
    const answer = await get(`${route}/`);
    expect({ status: answer.status, location: answer.headers.location }).toEqual({ status: 301, location: route });
  });

  const encoded = [
    { kind: "page", file: "/index.html", request: "/" },
    ...KINDS.filter((k) => /script|stylesheet|data|sitemap|calendar/.test(k.kind)).map((k) => ({
      kind: k.kind,
      file: k.file,
      request: k.file,
    })),
  ].filter(({ file }) => fs.statSync(path.join(PUBLIC_DIR, file)).size > 1024);

  for (const row of encoded) {
    const { file, request } = row;
    test(`${row.kind}: brotli when asked for, else gzip, else as built`, async () => {
      const original = fs.readFileSync(path.join(PUBLIC_DIR, file));
      const br = await get(request, { "Accept-Encoding": "gzip, deflate, br" });
      expect({ encoding: br.headers["content-encoding"], vary: br.headers.vary }).toEqual({
        encoding: "br",
        vary: "Accept-Encoding",
      });
      expect(zlib.brotliDecompressSync(br.body).equals(original)).toBe(true);
      const gzip = await get(request, { "Accept-Encoding": "gzip" });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gzip.body).equals(original)).toBe(true);
      const plain = await get(request);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
    });
  }
});
