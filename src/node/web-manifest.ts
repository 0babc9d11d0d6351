import fs from "fs";
import path from "path";

const MANIFEST = path.resolve("public/manifest.webmanifest");

/**
 * Puts the brand into the manifest gatsby-plugin-manifest has just written (its onPostBootstrap runs before the
 * site's). The texts are content of data/site.json; as plugin options they would make a tagline edit a
 * configuration change, which empties Gatsby's cache and rebuilds every page.
 */
export const writeManifestTexts = (site: Record<string, unknown>): void => {
  if (!fs.existsSync(MANIFEST)) return;
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, "utf8"));
  const texts = { name: site.brandName, short_name: site.shortName, description: site.tagline };
  fs.writeFileSync(MANIFEST, JSON.stringify({ ...texts, ...manifest, ...texts }));
};
