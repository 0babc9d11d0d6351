import type { GatsbyNode } from "gatsby";
import { aliasesOf } from "../routes";

/** Alias targets are all `src/pages` files, so page-creator's pages pass through here. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  for (const alias of aliasesOf(page.path)) {
    actions.createPage({ ...page, path: alias, context: { ...page.context, canonicalPath: page.path } });
  }
};
