import fs from "fs";
import path from "path";

/**
 * Gatsby 5 renders a page's HTML again only when that page's data or code changed. A change to styles alone
 * renames the one site-wide stylesheet, yet untouched pages keep linking the previous build's file, which is
 * still in public/ (nothing deletes it) and shows them the old styles. These find such pages so the build can
 * stop instead of shipping them.
 */

/** The stylesheets of this build, by file name, from webpack's stats in public/. */
export const currentStylesheets = (publicDir: string): Set<string> => {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[]>;
  };
  return new Set(
    Object.values(stats.assetsByChunkName)
      .flat()
      .filter((file) => file.endsWith(".css")),
  );
};

/** The site stylesheets a page links (or inlines with data-href) that this build did not produce. */
export const staleStylesheets = (html: string, current: ReadonlySet<string>): string[] =>
  [...new Set(Array.from(html.matchAll(/(?:href|data-href)="\/([^"/]+\.css)"/g), (match) => match[1]))].filter(
    (file) => !current.has(file),
  );
