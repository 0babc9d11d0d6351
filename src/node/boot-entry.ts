import path from "path";
import type { GatsbyNode } from "gatsby";

/** The webpack entry of the one script pages load, beside Gatsby's own `app` entry (which pages no longer load). */
export const BOOT_ENTRY = "islands";
const BOOT_SOURCE = path.join(__dirname, "..", "components", "island", "boot.ts");

/**
 * Adds the boot script to the production bundle. It shares webpack's runtime and chunks with Gatsby's
 * bundle, so an island's chunk and React's `framework` chunk are the same files Gatsby would have used.
 * (`setWebpackConfig` drops `entry`: only a replaced configuration can add one.)
 */
export const addBootEntry: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  actions.replaceWebpackConfig({ ...config, entry: { ...config.entry, [BOOT_ENTRY]: BOOT_SOURCE } });
};
