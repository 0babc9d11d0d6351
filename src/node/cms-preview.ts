import { build, type Plugin } from "esbuild";
import fs from "fs";
import path from "path";
import * as sass from "sass";

/** The folders of the site's page components, which Gatsby names `component---src-pages-faq-tsx` in page data. */
const PAGE_FOLDERS = ["src/pages", "src/templates"];

/** Gatsby's name for a page component (a page data file's `componentChunkName`), from its path in the project. */
export const componentChunkName = (file: string): string =>
  `component---${file.replace(/[^a-zA-Z0-9]+/g, "-").toLowerCase()}`;

/** `site-pages`: every page component of the site, by the name page data gives it, with its exported query. */
const sitePages = (root: string): Plugin => ({
  name: "site-pages",
  setup(bundle) {
    bundle.onResolve({ filter: /^site-pages$/ }, () => ({ path: "site-pages", namespace: "site-pages" }));
    bundle.onLoad({ filter: /.*/, namespace: "site-pages" }, () => {
      const files = PAGE_FOLDERS.flatMap((folder) =>
        fs
          .readdirSync(path.join(root, folder))
          .filter((name) => name.endsWith(".tsx"))
          .map((name) => `${folder}/${name}`),
      );
      return {
        contents: [
          ...files.map((file, index) => `import * as page${index} from ${JSON.stringify(path.join(root, file))};`),
          `export const pageComponents = {`,
          ...files.map((file, index) => `  ${JSON.stringify(componentChunkName(file))}: page${index},`),
          `};`,
        ].join("\n"),
        resolveDir: root,
        loader: "ts",
      };
    });
  },
});

/** The site's Sass: `*.module.scss` as CSS modules (classes scoped as Gatsby scopes them), the rest as it is. */
const siteSass: Plugin = {
  name: "site-sass",
  setup(bundle) {
    bundle.onLoad({ filter: /\.scss$/ }, (args) => ({
      contents: sass.compile(args.path).css,
      loader: args.path.endsWith(".module.scss") ? "local-css" : "css",
    }));
  },
};

/**
 * Bundles the CMS preview (src/cms/preview.tsx) into `public/admin/preview.js` and `preview.css`: the site's pages,
 * layout, components and Sass, drawn by the site's React, for the collections `collections` (those some page shows).
 */
export const writeCmsPreview = async (root: string, collections: readonly string[]): Promise<void> => {
  const shims = path.join(root, "src", "cms");
  await build({
    absWorkingDir: root,
    entryPoints: { preview: path.join(shims, "preview.tsx") },
    outdir: path.join(root, "public", "admin"),
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    jsx: "automatic",
    alias: { gatsby: path.join(shims, "gatsby-shim.tsx"), "react-helmet": path.join(shims, "helmet-shim.tsx") },
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      // As Gatsby inlines them into the site's bundle, so the forms show as the site's do.
      "process.env.GATSBY_SUPABASE_URL": JSON.stringify(process.env.GATSBY_SUPABASE_URL ?? ""),
      "process.env.GATSBY_SUPABASE_ANON_KEY": JSON.stringify(process.env.GATSBY_SUPABASE_ANON_KEY ?? ""),
      PREVIEWED_COLLECTIONS: JSON.stringify(collections),
    },
    loader: { ".svg": "file", ".png": "file", ".jpg": "file", ".webp": "file", ".woff2": "file" },
    assetNames: "preview-assets/[name]-[hash]",
    publicPath: "/admin",
    plugins: [sitePages(root), siteSass],
    logLevel: "silent",
  });
};
