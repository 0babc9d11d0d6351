import fs from "fs";
import type { NodePluginArgs } from "gatsby";
import path from "path";
import { builtPages, canonicalRoutes, htmlFile } from "./built-routes.ts";
import { UNLISTED_ROUTES } from "../routes";
import { siteUrl } from "./site-url";

const NOINDEX = /<meta[^>]*name="robots"[^>]*content="[^"]*noindex/i;

/** Canonical routes (no aliases, no 404) that are neither unlisted nor marked noindex in their HTML. */
export const sitemapRoutes = (publicDir: string): string[] =>
  canonicalRoutes(builtPages(publicDir)).filter(
    (route) => !UNLISTED_ROUTES.has(route) && !NOINDEX.test(fs.readFileSync(htmlFile(publicDir, route), "utf8")),
  );

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const sitemapXml = (origin: string, routes: readonly string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routes.map((route) => `  <url><loc>${escapeXml(`${origin}${route}`)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");

export const robotsTxt = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

/** Writes sitemap.xml and robots.txt from the finished build, with the site URL of this build. */
export const writeSeoFiles = ({ reporter }: Pick<NodePluginArgs, "reporter">): void => {
  const publicDir = path.resolve("public");
  const origin = siteUrl();
  const routes = sitemapRoutes(publicDir);
  fs.writeFileSync(path.join(publicDir, "sitemap.xml"), sitemapXml(origin, routes));
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(origin));
  reporter.info(`sitemap.xml lists ${routes.length} routes of ${origin}`);
};
