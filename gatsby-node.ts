import type { GatsbyNode } from "gatsby";
import { checkContent } from "./src/node/check-content";
import { writeCmsAdmin } from "./src/node/cms-admin";
import { createCommunityPages } from "./src/node/create-community-pages";
import { createEventLandingPages } from "./src/node/create-event-landing-pages";
import { createProgrammePages } from "./src/node/create-programme-pages";
import { writeGeneratedFiles } from "./src/node/generated-files";
import { writeHostingFiles } from "./src/node/hosting/write-hosting-files";
import { contentModules } from "./src/node/schema";
import { writeSeoFiles } from "./src/node/seo-files";
import { writeManifestTexts } from "./src/node/web-manifest";

export { createSchemaCustomization } from "./src/node/schema";
export { onCreatePage } from "./src/node/aliases";
export { onCreateNode } from "./src/node/enrich/enrich-nodes";

/**
 * Before gatsby-transformer-json reads data/: JSON syntax and types, so a typo gets a line and column; then the
 * editors' JSON Schemas are refreshed from the content schema.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  checkContent(reporter);
  const refreshed = writeGeneratedFiles(contentModules, process.cwd());
  if (refreshed.length > 0) reporter.info(`Refreshed from the content schema: ${refreshed.join(", ")}`);
};

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
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = (args) => {
  checkContent(args.reporter, new Set(args.getNodesByType("SitePage").map((page) => String(page.path))));
  writeManifestTexts({ ...args.getNodesByType("SiteJson")[0] });
  writeCmsAdmin(contentModules, process.cwd());
};
