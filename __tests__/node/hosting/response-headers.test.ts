/** @jest-environment node */
import {
  CACHE_RULES,
  CALENDAR_CACHE,
  HEADER_RULES,
  IMMUTABLE,
  REVALIDATE,
  cacheRuleFor,
  gatsbyHeaders,
  pageCsp,
} from "../../../src/node/hosting/response-headers";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

const hashes = { scripts: ["sha256-s1", "sha256-s2"], styles: ["sha256-c1"], styleAttributes: ["sha256-a1"] };
const sources = { backendOrigin: "https://abc.supabase.co", frameOrigins: ["https://open.spotify.com"] };

describe("pageCsp", () => {
  const policy = directives(pageCsp(hashes, sources));

  it("allows the site's scripts and the page's hashed inline scripts, nothing unsafe", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-s1'", "'sha256-s2'"]);
    expect(pageCsp(hashes, sources)).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("allows hashed style elements, and exactly the hashed style attributes", () => {
    expect(policy.get("style-src")).toEqual(["'self'", "'sha256-c1'", "'unsafe-hashes'", "'sha256-a1'"]);
    const noAttributes = directives(pageCsp({ ...hashes, styleAttributes: [] }, sources));
    expect(noAttributes.get("style-src")).toEqual(["'self'", "'sha256-c1'"]);
  });

  it("connects to the site and the configured backend only, frames the podcast player only", () => {
    expect(policy.get("connect-src")).toEqual(["'self'", "https://abc.supabase.co"]);
    expect(directives(pageCsp(hashes, { frameOrigins: [] })).get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["https://open.spotify.com"]);
    expect(directives(pageCsp(hashes, { frameOrigins: [] })).get("frame-src")).toEqual(["'none'"]);
  });

  it("locks plugins, base and form targets, and leaves frame-ancestors to the header", () => {
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
    expect(policy.get("media-src")).toEqual(["'self'"]);
    expect(policy.has("frame-ancestors")).toBe(false);
  });
});

describe("caching rules", () => {
  it.each([
    ["/app-3a422ede58e9e3cb30ee.js", IMMUTABLE],
    ["/styles.f8c3f066c24102cd0ab3.css", IMMUTABLE],
    ["/static/0d2aa3fe/cover.webp", IMMUTABLE],
    ["/page-data/faq/page-data.json", REVALIDATE],
    ["/page-data/app-data.json", REVALIDATE],
    ["/sitemap.xml", REVALIDATE],
    ["/robots.txt", REVALIDATE],
    ["/communities/cloud-ops/events/1.ics", CALENDAR_CACHE],
  ])("%s: %s", (file, cacheControl) => {
    expect(cacheRuleFor(file)?.headers["Cache-Control"]).toBe(cacheControl);
  });

  it("leaves pages and other files to the default", () => {
    expect(cacheRuleFor("/faq/index.html")).toBeUndefined();
    expect(cacheRuleFor("/manifest.webmanifest")).toBeUndefined();
  });

  it("become Gatsby's headers config, one entry per path pattern", () => {
    const sources = gatsbyHeaders().map((entry) => entry.source);
    expect(sources).toEqual(HEADER_RULES.flatMap((rule) => rule.paths));
    expect(gatsbyHeaders().find((e) => e.source === CACHE_RULES[0].paths[0])?.headers).toEqual([
      { key: "Cache-Control", value: IMMUTABLE },
    ]);
  });
});
