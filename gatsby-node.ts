import type { GatsbyNode } from "gatsby";
import { writeCalendarFiles } from "./src/node/calendar-files";
import { contentModules } from "./src/node/schema";
import { writeSeoFiles } from "./src/node/seo-files";
import { validateContent, type SourcedNode } from "./src/node/validate-content";

export { createSchemaCustomization } from "./src/node/schema";
export { onCreatePage } from "./src/node/aliases";
export { onCreateNode } from "./src/node/enrich/enrich-nodes";
export { createPages } from "./src/node/create-pages";

/** `gatsby develop` serves `public/` as it is, so the calendar files are written for it too. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => writeCalendarFiles(args);

/** Files written from the finished build: calendar files beside event pages, then sitemap.xml and robots.txt. */
export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => {
  writeCalendarFiles(args);
  writeSeoFiles(args);
};

/** Runs once every page exists, so link checks can see the whole site. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ getNodes, getNode, getNodesByType, reporter }) => {
  const routes = new Set(getNodesByType("SitePage").map((page) => String(page.path)));
  const problems = validateContent(
    contentModules,
    getNodes() as unknown as SourcedNode[],
    (node) => {
      const file = node.parent ? getNode(String(node.parent)) : undefined;
      return file?.internal.type === "File"
        ? { relativePath: String(file.relativePath), absolutePath: String(file.absolutePath) }
        : undefined;
    },
    { routes },
  );
  if (problems.length > 0) {
    reporter.panicOnBuild(`Invalid content in data/:\n  ${problems.join("\n  ")}`);
  }
};
