// The size bounds of a built page (issue 17, "Bounded pages"): what a first visit downloads must not grow with the
// content. Used by the e2e test over the real build, the 10× build test and `npm run bench -- --scale N`.
import fs from "node:fs";
import path from "node:path";

/** No HTML file of the build may exceed this, raw (uncompressed). */
export const HTML_LIMIT_BYTES = 150 * 1024;
/** No page-data.json may exceed this, raw: the browser fetches it for a client-side visit and on first load. */
export const PAGE_DATA_LIMIT_BYTES = 50 * 1024;

export type PageFileKind = "html" | "page-data";
export interface PageFile {
  /** Relative to the public folder, e.g. `podcasts/index.html`. */
  file: string;
  kind: PageFileKind;
  bytes: number;
  limit: number;
}

const filesBelow = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });

/**
 * Every HTML file and page-data.json of a build, with its size and bound; `file` is relative to `publicDir`.
 */
export function pageFiles(publicDir: string): PageFile[] {
  if (!fs.existsSync(path.join(publicDir, "page-data"))) throw new Error(`${publicDir} holds no build`);
  return filesBelow(publicDir).flatMap((full) => {
    const name = path.basename(full);
    const bound: [PageFileKind, number] | undefined = name.endsWith(".html")
      ? ["html", HTML_LIMIT_BYTES]
      : name === "page-data.json"
        ? ["page-data", PAGE_DATA_LIMIT_BYTES]
        : undefined;
    return bound
      ? [{ file: path.relative(publicDir, full), kind: bound[0], bytes: fs.statSync(full).size, limit: bound[1] }]
      : [];
  });
}

/** The HTML files and page-data.json files of a build over their bound, largest first. */
export const oversizedPages = (publicDir: string) =>
  pageFiles(publicDir)
    .filter((page) => page.bytes > page.limit)
    .sort((a, b) => b.bytes - a.bytes);

/** The largest HTML file and the largest page-data.json of a build. */
export const largestPages = (publicDir: string): Record<PageFileKind, PageFile> => {
  const files = pageFiles(publicDir);
  const largest = (kind: PageFileKind) =>
    files.filter((page) => page.kind === kind).reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return { html: largest("html"), "page-data": largest("page-data") };
};

/** `thought-leadership/index.html: 405.2 KB (bound 150 KB)` */
export const describePage = (page: PageFile) =>
  `${page.file}: ${Math.round((page.bytes / 1024) * 10) / 10} KB (bound ${page.limit / 1024} KB)`;

/** Where `gatsby build` wrote a route's page data. */
export const pageDataFile = (publicDir: string, route: string) =>
  path.join(publicDir, "page-data", route === "/" ? "index" : route.slice(1), "page-data.json");
