import { markdownLiteLinks } from "../lib/markdown-lite";
import { plannedRoutes } from "./planned-routes";

/** Strips the hash and query so `/services#content-services` checks `/services`. */
export const routeOf = (href: string): string => {
  const path = href.split(/[?#]/)[0];
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
};

export interface FoundLink {
  field: string;
  href: string;
}

/**
 * Every link anywhere in a content value, with its field path: `href` fields
 * and `[label](href)` links inside texts (markdown-lite, e.g. FAQ answers).
 */
export const linksIn = (value: unknown, prefix = ""): FoundLink[] => {
  if (typeof value === "string") return markdownLiteLinks(value).map((href) => ({ field: prefix, href }));
  if (Array.isArray(value)) return value.flatMap((item, i) => linksIn(item, `${prefix}[${i}]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const field = prefix ? `${prefix}.${key}` : key;
    return key === "href" && typeof child === "string" ? [{ field, href: child }] : linksIn(child, field);
  });
};

/**
 * An internal link is broken unless it names a page the build creates, or a
 * route from the spec's route table whose page has not been built yet.
 */
export const brokenLinkMessages = (links: FoundLink[], routes: ReadonlySet<string>): string[] =>
  links
    .filter(({ href }) => href.startsWith("/") && !href.startsWith("//"))
    .filter(({ href }) => !routes.has(routeOf(href)) && !plannedRoutes.has(routeOf(href)))
    .map(({ field, href }) => `field "${field}" links to "${href}", which is not a page of this site`);
