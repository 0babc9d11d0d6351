import { routeOf } from "../routes";
import { markdownLiteLinks } from "../lib/markdown-lite";

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

/** An internal link is broken unless it names a page the build creates. */
export const brokenLinkMessages = (links: FoundLink[], routes: ReadonlySet<string>): string[] =>
  links
    .filter(({ href }) => href.startsWith("/") && !href.startsWith("//"))
    .filter(({ href }) => !routes.has(routeOf(href)))
    .map(({ field, href }) => `field "${field}" links to "${href}", which is not a page of this site`);
