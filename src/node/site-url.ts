import site from "../../data/site.json";

/** The public origin used for canonical links, sitemap and Open Graph URLs. */
export const siteUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  (env.SITE_URL || site.siteUrl).replace(/\/+$/, "");
