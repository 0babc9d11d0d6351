import path from "path";
import { aliases } from "../../src/node/aliases";
import { builtPages, canonicalRoutes, servedRoutes, type BuiltPage } from "../../src/node/built-routes.mjs";
import { plannedRoutes } from "../../src/node/planned-routes";

export const PUBLIC_DIR = path.join(__dirname, "../../public");

/** What the last `gatsby build` produced: the route list every sweep runs over. */
export interface SiteIndex {
  pages: BuiltPage[];
  /** Routes that answer with a page, aliases included. */
  served: ReadonlySet<string>;
  /** Screens that are their own canonical (no aliases). */
  canonical: readonly string[];
  /** Spec routes whose page has not landed yet: links to them are noted, not failed. */
  pending: ReadonlySet<string>;
  /** Alias route -> primary route, as declared in src/node/aliases.ts. */
  aliases: Readonly<Record<string, string>>;
}

export const siteIndex = (publicDir = PUBLIC_DIR): SiteIndex => {
  const pages = builtPages(publicDir);
  const served = new Set(servedRoutes(pages));
  return {
    pages,
    served,
    canonical: canonicalRoutes(pages),
    pending: new Set([...plannedRoutes].filter((route) => !served.has(route))),
    aliases,
  };
};
