import fs from "fs";
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
  /**
   * The local backend the site was built against (scripts/build-with-local-backend.mjs). Only the forms'
   * tests run it, so a page that reads live data from it finds it down during a sweep.
   */
  localBackend?: string;
}

const localBackend = (): string | undefined => {
  const file = path.join(__dirname, "../../.local-backend/e2e/site-backend.json");
  if (!fs.existsSync(file)) return undefined;
  return new URL(JSON.parse(fs.readFileSync(file, "utf8")).url).origin;
};

export const siteIndex = (publicDir = PUBLIC_DIR): SiteIndex => {
  const pages = builtPages(publicDir);
  const served = new Set(servedRoutes(pages));
  return {
    pages,
    served,
    canonical: canonicalRoutes(pages),
    pending: new Set([...plannedRoutes].filter((route) => !served.has(route))),
    aliases,
    localBackend: localBackend(),
  };
};
