import path from "path";
import type { CreatePagesArgs } from "gatsby";
import { programmeRoute } from "../components/programme/programme-route";

/** Resolved from the site root: gatsby-node is compiled into `.cache`, so `__dirname` would point there. */
export const PROGRAMME_TEMPLATE = path.resolve("src/templates/programme.tsx");

/**
 * One page per `data/programmes/*.json`, so adding a programme is adding a file.
 * Reads the nodes rather than querying: a file without a slug is skipped here
 * and reported by the content validator with its file name, instead of failing
 * the whole query with a message that names no file.
 */
export function createProgrammePages({
  getNodesByType,
  actions,
}: Pick<CreatePagesArgs, "getNodesByType" | "actions">): void {
  for (const node of getNodesByType("ProgrammesJson")) {
    const slug = node.slug;
    if (typeof slug !== "string" || slug === "") continue;
    actions.createPage({ path: programmeRoute(slug), component: PROGRAMME_TEMPLATE, context: { slug } });
  }
}
