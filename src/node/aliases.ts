import type { GatsbyNode } from "gatsby";

/**
 * Routes that show the same screen as a primary route. The alias is a copy of
 * the primary page whose canonical link points back at the primary route.
 */
export const aliases: Record<string, string> = {
  "/home": "/",
  "/virtual-experiences": "/events",
  "/get-started": "/contact",
  "/privacy": "/privacy-notice",
};

const aliasesOf = (primary: string): string[] =>
  Object.entries(aliases)
    .filter(([, target]) => target === primary)
    .map(([alias]) => alias);

/** Alias targets are all `src/pages` files, so page-creator's pages pass through here. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  for (const alias of aliasesOf(page.path)) {
    actions.createPage({ ...page, path: alias, context: { ...page.context, canonicalPath: page.path } });
  }
};
