import type { GatsbyNode } from "gatsby";
import path from "path";

/**
 * Browser bundles get the small stand-in for react-dom/server (see src/browser/render-to-static-markup.ts).
 * A replacement rather than a resolve alias: Gatsby aliases `react-dom` to its package folder first, so
 * an alias for `react-dom/server` never sees the original request.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, store }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const { program } = store.getState() as { program: { directory: string } };
  const standIn = path.join(program.directory, "src/browser/render-to-static-markup.ts");
  actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(/^react-dom\/server$/, standIn)] });
};
