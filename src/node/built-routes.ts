// The routes of a finished build, read from Gatsby's own output (`public/page-data/**/page-data.json`),
// so every check that sweeps "all pages" picks new pages up without a hand-kept list. A plain
// module (PLAIN_MODULES in eslint.config.mjs) because node scripts (npm run bench) use it too, as Node runs it.
import fs from "node:fs";
import path from "node:path";
import { normaliseRoute as normalise } from "../lib/normalise-route.ts";

/** Pages Gatsby writes for its not-found screen; they are no routes of the site. */
const NOT_FOUND = /^\/(404|404\.html|dev-404-page)$/;

export interface BuiltPage {
  route: string;
  canonical: string;
  clientOnly: boolean;
  /** Gatsby's name for the page's component, e.g. component---src-templates-community-tsx. */
  component: string;
}

const pageDataFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageDataFiles(full);
    return entry.name === "page-data.json" ? [full] : [];
  });

/**
 * Every page of the build: its route, the route its canonical link names (the primary route for an
 * alias, from `pageContext.canonicalPath`), and whether it only answers client-side (`matchPath`).
 */
export function builtPages(publicDir: string): BuiltPage[] {
  const root = path.join(publicDir, "page-data");
  if (!fs.existsSync(root)) throw new Error(`${root} is missing: build the site first`);
  return pageDataFiles(root)
    .map((file) => JSON.parse(fs.readFileSync(file, "utf8")))
    .map((data) => {
      const route = normalise(String(data.path));
      const canonicalPath = data.result?.pageContext?.canonicalPath;
      return {
        route,
        canonical: canonicalPath ? normalise(String(canonicalPath)) : route,
        clientOnly: Boolean(data.matchPath) && normalise(String(data.matchPath)) !== route,
        component: String(data.componentChunkName),
      };
    })
    .filter((page) => !NOT_FOUND.test(page.route))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The routes a visitor can load: statically rendered pages, aliases included. */
export const servedRoutes = (pages: readonly BuiltPage[]): string[] =>
  pages.filter((page) => !page.clientOnly).map((page) => page.route);

/** The screens of the site: served routes that are their own canonical, so no alias. */
export const canonicalRoutes = (pages: readonly BuiltPage[]): string[] =>
  pages.filter((page) => !page.clientOnly && page.canonical === page.route).map((page) => page.route);

/** Where `gatsby build` wrote a route's HTML. */
export const htmlFile = (publicDir: string, route: string): string =>
  route === "/" ? path.join(publicDir, "index.html") : path.join(publicDir, route.slice(1), "index.html");
