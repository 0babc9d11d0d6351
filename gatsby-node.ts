import type { GatsbyNode } from "gatsby";
import path from "path";
import { writeCalendarFiles } from "./src/node/calendar-files";
import { onCreateNode as enrichNode } from "./src/node/enrich/enrich-nodes";
import { onCreateNode as createJsonNodes, rememberDataFiles } from "./src/node/json-nodes";
import { checkContent, DATA_DIR } from "./src/node/check-content";
import { writeCmsAdmin } from "./src/node/cms-admin";
import { writeGeneratedFiles } from "./src/node/generated-files";
import { writePageScripts } from "./src/node/page-scripts";
import { writeReportIndex } from "./src/node/report-index-file";
import { writeHostingFiles } from "./src/node/hosting/write-hosting-files";
import { contentModules } from "./src/node/schema";
import { writeSeoFiles } from "./src/node/seo-files";
import { writeManifestTexts } from "./src/node/web-manifest";

export { createSchemaCustomization } from "./src/node/schema";
export { onCreatePage } from "./src/node/aliases";
export { createPages } from "./src/node/create-pages";
export { addBootEntry as onCreateWebpackConfig } from "./src/node/boot-entry";
/** A production build stops if its backend could not take a registration for an event it renders with a form. */
export { checkBackendEvents as onPreBuild } from "./src/node/backend-events";

/**
 * Before gatsby-transformer-json reads data/: JSON syntax and types, so a typo gets a line and column (and the files
 * as they parse now are what a broken save under develop falls back to); then the generated files are refreshed
 * (src/node/generated-files.ts: the editors' JSON Schemas, the Edge Functions' copies of site modules).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  checkContent(reporter);
  rememberDataFiles(DATA_DIR);
  const refreshed = writeGeneratedFiles(contentModules, process.cwd());
  if (refreshed.length > 0) reporter.info(`Refreshed generated files: ${refreshed.join(", ")}`);
};

/** `gatsby develop` serves `public/` as it is, so the calendar files and the report index are written for it too. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => {
  writeCalendarFiles(args);
  writeReportIndex(args);
};

/**
 * Files written from the finished build: calendar files beside event pages, the report index, sitemap.xml and
 * robots.txt, each page's script (the boot script where it has islands), then the hosting files last: they hash
 * the finished pages and compress every file the build wrote.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  writeCalendarFiles(args);
  writeReportIndex(args);
  writeSeoFiles(args);
  const scripted = writePageScripts(path.resolve("public"));
  args.reporter.info(`${scripted} pages load the boot script; the others load no script`);
  await writeHostingFiles(args);
};

/** Data files become nodes (src/node/json-nodes.ts), which reports and enrichment may then add to. */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args, options) => {
  await createJsonNodes?.(args, options, () => undefined);
  await enrichNode?.(args, options, () => undefined);
};

/** Runs once every page exists, so link checks can see the whole site. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async (args) => {
  checkContent(args.reporter, new Set(args.getNodesByType("SitePage").map((page) => String(page.path))));
  writeManifestTexts({ ...args.getNodesByType("SiteJson")[0] });
  await writeCmsAdmin(contentModules, process.cwd());
};
