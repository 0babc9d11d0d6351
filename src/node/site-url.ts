import path from "path";
import { dataFileValue } from "./content-loader";

/**
 * The public origin used for canonical links, sitemap and Open Graph URLs. Read from data/site.json at run time
 * rather than imported, so gatsby-config does not depend on content (an import would make every edit of
 * site.json a configuration change that rebuilds the whole site).
 */
export const siteUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  (
    env.SITE_URL ||
    dataFileValue<{ siteUrl: string }>(path.resolve("data"), "site.json", "it gives the site's address (siteUrl)")
      .siteUrl
  ).replace(/\/+$/, "");
