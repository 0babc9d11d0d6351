import fs from "fs";
import type { GatsbyNode } from "gatsby";
import path from "path";
import { backendConfig } from "../../lib/backend-config";
import { siteUrl } from "../site-url";
import { headersFile, nginxSiteConfig } from "./host-configs";
import { inlineHashes, withCspMeta, withoutCspMeta } from "./inline-hashes";
import { precompress } from "./precompress";
import { CACHE_RULES, pageCsp, pathPattern, type PolicySources } from "./response-headers";
import { filesUnder, urlPathOf } from "./files-under";
import { currentStylesheets, staleStylesheets } from "./stale-stylesheets";

/** Where the build writes the nginx configuration (outside public/, which is served). */
export const NGINX_CONFIG = path.join("hosting", "nginx", "site.conf");

/** Gatsby's pages carry its root element; other HTML copied from static/ keeps only the site-wide header. */
const GATSBY_PAGE = /<div id="___gatsby">/;

interface FrameSourcesQuery {
  podcastsJson: { latest: { embedUrl: string } } | null;
  allPodcastEpisodesJson: { nodes: { spotify_embed_url: string }[] };
}

/** The podcast players the pages embed, from the content. */
const frameOrigins = async (graphql: Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]["graphql"]) => {
  const { data, errors } = await graphql<FrameSourcesQuery>(`
    query HostingFrameSources {
      podcastsJson {
        latest {
          embedUrl
        }
      }
      allPodcastEpisodesJson {
        nodes {
          spotify_embed_url
        }
      }
    }
  `);
  if (errors || !data) throw new Error(`could not read the podcast players: ${JSON.stringify(errors)}`);
  const urls = [
    ...(data.podcastsJson ? [data.podcastsJson.latest.embedUrl] : []),
    ...data.allPodcastEpisodesJson.nodes.map((node) => node.spotify_embed_url),
  ];
  return [...new Set(urls.map((url) => new URL(url).origin))];
};

/** The backend origin from GATSBY_SUPABASE_URL, with a message when the variable is missing. */
export const backendOrigin = (env: NodeJS.ProcessEnv = process.env): { origin?: string; warning?: string } => {
  const url = env.GATSBY_SUPABASE_URL;
  if (!url) {
    return {
      warning:
        "GATSBY_SUPABASE_URL is not set: the Content-Security-Policy lets pages connect to no backend, so the forms and live seat counts cannot work. Set it (and GATSBY_SUPABASE_ANON_KEY) to the Supabase project and build again.",
    };
  }
  return { origin: new URL(url).origin };
};

export const siteUrlWarning = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.SITE_URL
    ? undefined
    : `SITE_URL is not set: canonical links, the sitemap and robots.txt use ${siteUrl(env)} (siteUrl in data/site.json). Set SITE_URL to the address the site is served at.`;

/** Every built file that two caching patterns match: CDNs would join both values. */
export const overlappingCacheRules = (urlPaths: readonly string[]): string[] =>
  urlPaths.flatMap((urlPath) => {
    const patterns = CACHE_RULES.flatMap((rule) => rule.paths).filter((p) => pathPattern(p).test(urlPath));
    return patterns.length > 1 ? [`${urlPath} matches ${patterns.join(" and ")}`] : [];
  });

/**
 * The last step of the build: each page gets its Content-Security-Policy, the host configurations are
 * written from the one header definition, then every text file is precompressed (after everything else has
 * written its files).
 */
export const writeHostingFiles = async ({
  graphql,
  reporter,
}: Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]): Promise<void> => {
  const publicDir = path.resolve("public");
  const backend = backendOrigin();
  for (const warning of [siteUrlWarning(), backend.warning]) if (warning) reporter.warn(warning);
  const sources: PolicySources = { backendOrigin: backend.origin, frameOrigins: await frameOrigins(graphql) };

  const files = filesUnder(publicDir);
  const stylesheets = currentStylesheets(publicDir);
  const stale: string[] = [];
  let pages = 0;
  for (const file of files.filter((f) => f.endsWith(".html"))) {
    const html = fs.readFileSync(file, "utf8");
    if (!GATSBY_PAGE.test(html)) continue;
    const old = staleStylesheets(html, stylesheets);
    if (old.length > 0) stale.push(`${urlPathOf(publicDir, file)} links ${old.join(", ")}`);
    fs.writeFileSync(file, withCspMeta(html, pageCsp(inlineHashes(withoutCspMeta(html)), sources)));
    pages += 1;
  }
  if (stale.length > 0)
    reporter.panicOnBuild(
      `${stale.length} pages kept an earlier build's stylesheet (Gatsby does not render a page again when only styles changed). Run npm run clean, then build again:\n  ${stale.slice(0, 5).join("\n  ")}`,
    );

  const overlaps = overlappingCacheRules(files.map((file) => urlPathOf(publicDir, file)));
  if (overlaps.length > 0) reporter.panicOnBuild(`Caching rules overlap:\n  ${overlaps.join("\n  ")}`);

  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile());
  fs.mkdirSync(path.dirname(path.resolve(NGINX_CONFIG)), { recursive: true });
  fs.writeFileSync(path.resolve(NGINX_CONFIG), nginxSiteConfig(backendConfig()));

  const started = Date.now();
  const compressed = await precompress(publicDir);
  reporter.info(
    `Hosting: a Content-Security-Policy in ${pages} pages (connect-src ${sources.backendOrigin ?? "'self' only"}, frame-src ${sources.frameOrigins.join(" ") || "'none'"}); public/_headers and ${NGINX_CONFIG} written; ${compressed.files} files precompressed (brotli ${(compressed.brotliBytes / 1024).toFixed(0)} of ${(compressed.bytes / 1024).toFixed(0)} KB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
};
