import path from "path";
import type { CreatePagesArgs, GatsbyNode, Node } from "gatsby";
import { dataPages, listPages, listPageTypes, pageTypes, type ListPageType, type PageType } from "../routes";
import { contentModules } from "./schema";
import { resolvedNodesOf } from "./validate-content";

/** The JSON file a node came from, for messages that name it. */
const fileOf = (node: Node, getNode: CreatePagesArgs["getNode"]): string => {
  const file = node.parent ? getNode(node.parent) : undefined;
  return file?.internal.type === "File" ? `data/${String(file.relativePath)}` : node.internal.type;
};

/**
 * One page per node of each page type in `src/routes.ts`, so adding a programme, community or event is adding a
 * file, and the pages of each paged list. Reads the nodes rather than querying: a file without a slug makes no page here and is reported by the
 * content validator with its file name, instead of failing a query with a message that names no file.
 * Templates resolve from the site root: gatsby-node is compiled into `.cache`, so `__dirname` would point there.
 */
export const createPagesOf =
  (types: readonly PageType[], lists: readonly ListPageType[] = listPageTypes) =>
  ({
    getNodesByType,
    getNode,
    actions,
    reporter,
  }: Pick<CreatePagesArgs, "getNodesByType" | "getNode" | "actions" | "reporter">): void => {
    const made = new Set<string>();
    for (const page of dataPages(resolvedNodesOf(contentModules, getNodesByType, getNode), types)) {
      if (made.has(page.path)) {
        reporter.panicOnBuild(`${fileOf(page.node, getNode)}: a second entry makes the page ${page.path}`);
        continue;
      }
      made.add(page.path);
      actions.createPage({ path: page.path, component: path.resolve(page.template), context: page.context });
    }
    // Long lists get a real page per page of entries, so each page's data carries only its own.
    for (const page of listPages((type) => getNodesByType(type).length, lists)) {
      actions.createPage({ path: page.path, component: path.resolve(page.template), context: page.context });
    }
  };

export const createPages: GatsbyNode["createPages"] = createPagesOf(pageTypes);
