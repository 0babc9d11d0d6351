import type { GatsbyNode } from "gatsby";
import { createCommunityPages } from "./src/node/create-community-pages";
import { createEventLandingPages } from "./src/node/create-event-landing-pages";
import { createProgrammePages } from "./src/node/create-programme-pages";
import { writeHostingFiles } from "./src/node/hosting/write-hosting-files";
import { contentModules } from "./src/node/schema";
import { writeSeoFiles } from "./src/node/seo-files";
import { validateContent, type SourcedNode } from "./src/node/validate-content";

export { createSchemaCustomization } from "./src/node/schema";
export { onCreatePage } from "./src/node/aliases";
export { onCreateNode } from "./src/node/enrich/enrich-nodes";

export const createPages: GatsbyNode["createPages"] = async (args) => {
  createProgrammePages(args);
  await createCommunityPages(args);
  await createEventLandingPages(args);
};

/** Hosting files last: they hash the finished pages and compress every file the build wrote. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  writeSeoFiles(args);
  await writeHostingFiles(args);
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
