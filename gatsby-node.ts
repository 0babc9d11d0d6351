import type { GatsbyNode } from "gatsby";
import { checkContent } from "./src/node/check-content";
import { createCommunityPages } from "./src/node/create-community-pages";
import { createEventLandingPages } from "./src/node/create-event-landing-pages";
import { createProgrammePages } from "./src/node/create-programme-pages";

export { createSchemaCustomization } from "./src/node/schema";
export { onCreatePage } from "./src/node/aliases";
export { onPostBuild } from "./src/node/seo-files";
export { onCreateNode } from "./src/node/enrich/enrich-nodes";

/** Before gatsby-transformer-json reads data/: JSON syntax and types, so a typo gets a line and column. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => checkContent(reporter);

export const createPages: GatsbyNode["createPages"] = async (args) => {
  createProgrammePages(args);
  await createCommunityPages(args);
  await createEventLandingPages(args);
};

/** Runs once every page exists, so link checks can see the whole site. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ getNodesByType, reporter }) =>
  checkContent(reporter, new Set(getNodesByType("SitePage").map((page) => String(page.path))));
