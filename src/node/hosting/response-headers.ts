/**
 * The one definition of the site's response headers. Gatsby's `headers` config (applied by adapters),
 * `public/_headers` (Netlify, Cloudflare Pages) and the nginx configuration are all written from it, and the
 * per-page Content-Security-Policy is built here from the hashes of each page's inline code.
 */

/** Hashed file names (Gatsby names every root script and stylesheet, and everything in /static/, by content). */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Files whose name stays the same when their content changes: the browser asks again every time (ETag). */
export const REVALIDATE = "public, max-age=0, must-revalidate";
/** Calendar files follow event changes, but a calendar app may keep one for an hour. */
export const CALENDAR_CACHE = "public, max-age=3600";
export const CALENDAR_TYPE = "text/calendar; charset=utf-8";

export interface HeaderRule {
  /** What the rule is for, written beside it in every generated file. */
  kind: string;
  /** Path patterns as Netlify and Cloudflare Pages read them: `*` matches any characters, slashes included. */
  paths: readonly string[];
  headers: Readonly<Record<string, string>>;
}

/**
 * Caching per kind of file. Patterns never overlap on a built file (the build checks it), because Netlify
 * and Cloudflare Pages join the values of every matching rule. HTML and every other file get
 * DEFAULT_CACHE_CONTROL, which is also what both CDNs send when no rule matches.
 */
export const CACHE_RULES: readonly HeaderRule[] = [
  {
    kind: "hashed scripts, stylesheets and /static/ files",
    // Gatsby also copies its unhashed Partytown worker to /~partytown/; the site loads no off-main-thread script.
    paths: ["/static/*", "/*.js", "/*.css"],
    headers: { "Cache-Control": IMMUTABLE },
  },
  {
    kind: "page data, sitemap and robots.txt",
    paths: ["/page-data/*", "/sitemap.xml", "/robots.txt"],
    headers: { "Cache-Control": REVALIDATE },
  },
  {
    kind: "calendar files",
    paths: ["/*.ics"],
    headers: { "Cache-Control": CALENDAR_CACHE, "Content-Type": CALENDAR_TYPE },
  },
];

export const DEFAULT_CACHE_CONTROL = REVALIDATE;

/** Browser features the site never uses. The podcast player's own features (autoplay, fullscreen…) stay allowed. */
const DENIED_FEATURES = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/**
 * The part of the policy that is the same on every page and that only a header can carry: a `<meta>`
 * policy may not set frame-ancestors. Browsers enforce it together with the page's own `<meta>` policy.
 */
export const SITE_WIDE_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** Headers every response carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": SITE_WIDE_CSP,
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": DENIED_FEATURES.map((feature) => `${feature}=()`).join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
};

export const SITE_WIDE_RULE: HeaderRule = { kind: "every response", paths: ["/*"], headers: SECURITY_HEADERS };

/** Every rule, site-wide first. */
export const HEADER_RULES: readonly HeaderRule[] = [SITE_WIDE_RULE, ...CACHE_RULES];

/** The `*` pattern of a rule as a regular expression over a URL path. */
export const pathPattern = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);

/** The caching rule a file's URL path falls under, or undefined for DEFAULT_CACHE_CONTROL. */
export const cacheRuleFor = (urlPath: string): HeaderRule | undefined =>
  CACHE_RULES.find((rule) => rule.paths.some((pattern) => pathPattern(pattern).test(urlPath)));

/** Gatsby's `headers` config: the same rules, applied by a deployment adapter. */
export const gatsbyHeaders = (): { source: string; headers: { key: string; value: string }[] }[] =>
  HEADER_RULES.flatMap((rule) =>
    rule.paths.map((source) => ({
      source,
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
  );

export interface PageHashes {
  /** sha256 sources ('sha256-…') of the page's inline scripts, JSON data blocks excepted. */
  scripts: readonly string[];
  /** Of its `<style>` elements. */
  styles: readonly string[];
  /** Of its `style="…"` attributes (allowed with 'unsafe-hashes', so only these exact declarations). */
  styleAttributes: readonly string[];
}

export interface PolicySources {
  /** Origin of the Supabase project the forms and live counts talk to; undefined when none is configured. */
  backendOrigin?: string;
  /** Origins of the embedded players (the podcast's). */
  frameOrigins: readonly string[];
}

const quoted = (hashes: readonly string[]) => [...new Set(hashes)].sort().map((hash) => `'${hash}'`);

/**
 * A page's own policy, delivered in a `<meta http-equiv>` as the first element of its `<head>`. No
 * 'unsafe-inline' or 'unsafe-eval': scripts are the site's files plus the hashed inline ones; styles are the
 * site's files, the hashed inline `<style>` elements and the hashed style attributes.
 */
export const pageCsp = (hashes: PageHashes, sources: PolicySources): string => {
  const styleAttributes =
    hashes.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...quoted(hashes.styleAttributes)] : [];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...quoted(hashes.scripts)]],
    ["style-src", ["'self'", ...quoted(hashes.styles), ...styleAttributes]],
    // Blurred image placeholders are data: URIs in a style attribute.
    ["img-src", ["'self'", "data:"]],
    ["media-src", ["'self'"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(sources.backendOrigin ? [sources.backendOrigin] : [])]],
    ["frame-src", sources.frameOrigins.length > 0 ? [...new Set(sources.frameOrigins)].sort() : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
};
