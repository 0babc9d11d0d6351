import path from "path";
import { loadDataFile, valueOf } from "./content-loader";

/**
 * The public origin used for canonical links, sitemap and Open Graph URLs. Read from data/site.json at run time
 * rather than imported, so gatsby-config does not depend on content (an import would make every edit of
 * site.json a configuration change that rebuilds the whole site).
 */
export const siteUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  (env.SITE_URL || siteJsonUrl()).replace(/\/+$/, "");

const siteJsonUrl = (): string => {
  const file = loadDataFile(path.resolve("data"), "site.json");
  if (!file) throw new Error("data/site.json is missing: it gives the site's address (siteUrl)");
  return valueOf<{ siteUrl: string }>(file).siteUrl;
};
