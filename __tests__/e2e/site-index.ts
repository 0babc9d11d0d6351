import fs from "fs";
import path from "path";
import { DomUtils, parseDocument } from "htmlparser2";
import { builtPages, canonicalRoutes, htmlFile, servedRoutes, type BuiltPage } from "../../src/node/built-routes.ts";
import { aliases } from "../../src/routes";

export const PUBLIC_DIR = path.join(__dirname, "../../public");

/** What the last `gatsby build` produced: the route list every sweep runs over. */
export interface SiteIndex {
  pages: BuiltPage[];
  /** Routes that answer with a page, aliases included. */
  served: ReadonlySet<string>;
  /** Screens that are their own canonical (no aliases). */
  canonical: readonly string[];
  /**
   * The fewest screens that show every kind of control each page component (a template, or a page of src/pages)
   * draws: the checks that judge a template's header, menus, forms, disclosures and focus rings run on these
   * (`controlKinds` says what a kind is; `template-structure.e2e.ts` holds every other route to them).
   */
  byTemplate: readonly string[];
  /** Alias route -> primary route, as declared in src/routes.ts. */
  aliases: Readonly<Record<string, string>>;
}

/** What a visitor can operate, or what draws a focus ring or a control's border. */
const CONTROLS = new Set(["a", "button", "input", "select", "textarea", "summary", "details", "form", "label"]);

/**
 * The kinds of control in a page's built HTML: each control's element, type, role and classes (CSS modules name
 * a component's parts, so one kind is one part of one component). Two routes of a template with the same kinds draw
 * the same controls with different content.
 */
export const controlKinds = (html: string): Set<string> =>
  new Set(
    DomUtils.findAll((element) => CONTROLS.has(element.name), parseDocument(html).children).map((element) =>
      [
        element.name,
        element.attribs.type ?? "",
        element.attribs.role ?? "",
        ...(element.attribs.class ?? "").split(/\s+/).filter(Boolean).sort(),
      ].join(" "),
    ),
  );

/**
 * Per page component, routes chosen greedily (the one showing most kinds not yet covered, first in route order on a
 * tie) until every kind of control its routes show is covered: usually one route, more where routes of one
 * template differ (an upcoming event's form, a past event without).
 */
const coverByTemplate = (publicDir: string, pages: BuiltPage[], canonical: readonly string[]): string[] => {
  const routesOf = new Map<string, string[]>();
  for (const page of pages.filter((page) => canonical.includes(page.route)))
    routesOf.set(page.component, [...(routesOf.get(page.component) ?? []), page.route]);
  return [...routesOf.values()]
    .flatMap((routes) => {
      const kinds = new Map(
        routes.map((route) => [route, controlKinds(fs.readFileSync(htmlFile(publicDir, route), "utf8"))]),
      );
      const covered = new Set<string>();
      const chosen: string[] = [];
      for (;;) {
        const gain = (route: string) => [...(kinds.get(route) ?? [])].filter((kind) => !covered.has(kind)).length;
        const best = routes.reduce((top, route) => (gain(route) > gain(top) ? route : top), routes[0]);
        if (chosen.length > 0 && gain(best) === 0) return chosen;
        chosen.push(best);
        kinds.get(best)?.forEach((kind) => covered.add(kind));
      }
    })
    .sort();
};

/** The index of a build is read once per process (a run's build does not change while it runs). */
const indexes = new Map<string, SiteIndex>();

export const siteIndex = (publicDir = PUBLIC_DIR): SiteIndex => {
  const known = indexes.get(publicDir);
  if (known) return known;
  const pages = builtPages(publicDir);
  const canonical = canonicalRoutes(pages);
  let byTemplate: string[] | undefined;
  const index: SiteIndex = {
    pages,
    served: new Set(servedRoutes(pages)),
    canonical,
    // Read on first use: it parses every screen's HTML, which most files never need.
    get byTemplate() {
      return (byTemplate ??= coverByTemplate(publicDir, pages, canonical));
    },
    aliases,
  };
  indexes.set(publicDir, index);
  return index;
};
