import path from "path";
import { builtPages, canonicalRoutes, servedRoutes, type BuiltPage } from "../../src/node/built-routes.mjs";
import { aliases } from "../../src/routes";

export const PUBLIC_DIR = path.join(__dirname, "../../public");

/** What the last `gatsby build` produced: the route list every sweep runs over. */
export interface SiteIndex {
  pages: BuiltPage[];
  /** Routes that answer with a page, aliases included. */
  served: ReadonlySet<string>;
  /** Screens that are their own canonical (no aliases). */
  canonical: readonly string[];
  /** Alias route -> primary route, as declared in src/routes.ts. */
  aliases: Readonly<Record<string, string>>;
}

export const siteIndex = (publicDir = PUBLIC_DIR): SiteIndex => {
  const pages = builtPages(publicDir);
  return { pages, served: new Set(servedRoutes(pages)), canonical: canonicalRoutes(pages), aliases };
};
