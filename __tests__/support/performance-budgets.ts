/**
 * The performance gate's budgets and its pure arithmetic (docs/quality.md, "Performance budgets"): every figure is
 * a size, a count, a list or a byte count of executed code, so the same build gives the same figures on a quiet or
 * a busy machine. The browser says what a page loads and runs; the build's files say how big it is.
 */
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { PAGE_DATA_LIMIT_BYTES } from "../../scripts/lib/page-bounds.ts";
import { COMPRESSIBLE } from "../../src/node/hosting/precompress";

const KB = 1024;

/**
 * The limits, in bytes (gzip, as the build precompresses what nginx serves) or counts. Each was set from the figures
 * of the build of 27 November 2026 (the gate prints them; docs/quality.md has the spread), with the margin its
 * comment gives: room for ordinary growth, none for a change of kind.
 */
export const BUDGETS = {
  // Before any use a page loads the boot script at most (6.5 KB: webpack's runtime, the behaviours and the island
  // watcher) and its inline loader. 20 KB leaves room for behaviours to come; React alone is 45 KB.
  firstLoadJsBytes: 20 * KB,
  // Everything a page's islands can load once used. The heaviest is /communities (157 KB: React and the live
  // communities grid with the Supabase client); 200 KB leaves a quarter, not another framework.
  totalJsBytes: 200 * KB,
  // Every same-origin byte of a first load at the phone viewport, images near the first screen included. The
  // heaviest is /podcasts (72 KB, with the hero video's poster); 150 KB is twice that, a tenth of a second on 4G.
  transferBytes: 150 * KB,
  // The longest lists are paged (issue 17); the largest page is the home page (15 KB). Twice that.
  htmlBytes: 30 * KB,
  // The site's one stylesheet (11 KB, every component's Sass module). Twice that; it alone delays the first paint.
  cssBytes: 20 * KB,
  // No page loads its page data any more (no Gatsby runtime), but whole-page hydration would fetch it first; held
  // to issue 17's bound for every page-data.json of a build (raw bytes; the largest is 19 KB).
  pageDataBytes: PAGE_DATA_LIMIT_BYTES,
  // What the first paint waits for: the one stylesheet. A second (a split stylesheet, a script in the head) fails.
  renderBlockingRequests: 1,
  // JavaScript run before the first interaction, in bytes of source V8's precise coverage saw execute: at most
  // 5.9 KB today (a community page's boot, behaviours and live counts). 16 KB is under three times that; an island
  // hydrated before use runs React's hydration, some 60 KB.
  executedJsBytes: 16 * KB,
} as const;

export type Budget = keyof typeof BUDGETS;

/** What the gate measures of one route, all of it deterministic for a given build. */
export interface PageFigures {
  route: string;
  firstLoadJsBytes: number;
  totalJsBytes: number;
  transferBytes: number;
  htmlBytes: number;
  cssBytes: number;
  pageDataBytes: number;
  /** The requests the first paint waited for (Resource Timing's renderBlockingStatus), by path. */
  renderBlocking: string[];
  /** Scripts whose request started before the first contentful paint: none, the boot loader waits for the paint. */
  scriptsBeforeFcp: string[];
  /** The largest contentful paint's element, and when it is an image, how the HTML offers it. */
  lcp: LcpFigure;
  /** Images of the HTML without width and height attributes. */
  unsizedImages: string[];
  /** Elements script inserted or revealed in the first screen after the HTML was parsed. */
  lateAboveFold: string[];
  /** React roots after the load, by island name (`#id` for a root that is no island). */
  hydratedAtLoad: string[];
  /** Islands whose `data-when` allows them to hydrate at load at the gate's viewport. */
  dueAtLoad: string[];
  executedJsBytes: number;
}

export interface LcpFigure {
  /** `img`, `p`, …: the element's tag; `none` when no entry was reported. */
  element: string;
  /** The image's address (path), when the element is an image. */
  image?: string;
  /** Whether the image's address is in the HTML as delivered (an img's src or srcset, a source, a video's poster, a
   * preload). */
  inHtml?: boolean;
  loading?: string;
  fetchPriority?: string;
}

const kb = (bytes: number) => `${Math.round((bytes / KB) * 10) / 10} KB`;

const SIZE_FIGURES: Budget[] = [
  "firstLoadJsBytes",
  "totalJsBytes",
  "transferBytes",
  "htmlBytes",
  "cssBytes",
  "pageDataBytes",
  "executedJsBytes",
];

/**
 * One message per broken budget or rule, naming the route, the figure and the limit; empty when the page passes.
 * The figure's name leads each message (`firstLoadJsBytes: …`), so a test can say which figure broke.
 */
export function budgetFailures(figures: PageFigures): string[] {
  const failures: string[] = [];
  const fail = (figure: string, message: string) => failures.push(`${figure}: ${figures.route} ${message}`);
  for (const figure of SIZE_FIGURES) {
    const value = figures[figure as keyof PageFigures] as number;
    if (!Number.isFinite(value)) fail(figure, "was not measured");
    else if (value > BUDGETS[figure]) fail(figure, `is ${kb(value)}, budget ${kb(BUDGETS[figure])}`);
  }
  if (figures.renderBlocking.length > BUDGETS.renderBlockingRequests)
    fail(
      "renderBlocking",
      `waits for ${figures.renderBlocking.length} requests before its first paint (${figures.renderBlocking.join(", ")}), budget ${BUDGETS.renderBlockingRequests}`,
    );
  if (figures.scriptsBeforeFcp.length > 0)
    fail(
      "scriptsBeforeFcp",
      `requests script before its first contentful paint: ${figures.scriptsBeforeFcp.join(", ")}`,
    );
  const { lcp } = figures;
  if (lcp.element === "none") fail("lcp", "reported no largest contentful paint");
  if (lcp.image !== undefined) {
    if (!lcp.inHtml) fail("lcp", `image ${lcp.image} is not in the HTML, so the browser finds it late`);
    if (lcp.loading === "lazy") fail("lcp", `image ${lcp.image} is lazy-loaded`);
    if (lcp.fetchPriority === "low") fail("lcp", `image ${lcp.image} has fetchpriority=low`);
  }
  if (figures.unsizedImages.length > 0)
    fail("unsizedImages", `has images without width and height: ${figures.unsizedImages.join(", ")}`);
  if (figures.lateAboveFold.length > 0)
    fail("lateAboveFold", `inserts content into its first screen after the HTML: ${figures.lateAboveFold.join(", ")}`);
  const due = new Set(figures.dueAtLoad);
  const undue = figures.hydratedAtLoad.filter((root) => !due.has(root));
  if (undue.length > 0)
    fail(
      "hydratedAtLoad",
      `hydrates ${undue.join(", ")} at load; only islands due at load may (${figures.dueAtLoad.join(", ") || "none"})`,
    );
  return failures;
}

/** A file's bytes as served: gzip (level 9, as the build precompresses) for text, as it is for images and fonts. */
export const servedBytes = (file: string, content: Buffer | string): number => {
  const raw = Buffer.from(content);
  if (!COMPRESSIBLE.test(file)) return raw.length;
  return Math.min(raw.length, zlib.gzipSync(raw, { level: 9 }).length);
};

/** The built file behind a same-origin path (`/styles.css`, `/about/` → `about/index.html`), or undefined. */
export function builtFile(publicDir: string, pathname: string): string | undefined {
  const decoded = decodeURIComponent(pathname);
  const candidates = decoded.endsWith("/")
    ? [path.join(publicDir, decoded, "index.html")]
    : [path.join(publicDir, decoded), path.join(publicDir, decoded, "index.html")];
  return candidates.find((file) => file.startsWith(publicDir) && fs.existsSync(file) && fs.statSync(file).isFile());
}

interface CoverageRange {
  startOffset: number;
  endOffset: number;
  count: number;
}

/**
 * The bytes of a script's source that ran, from V8's precise block coverage (Playwright's `page.coverage`): each
 * character takes the count of the innermost range that holds it, and those with a count above 0 ran. Offsets are
 * UTF-16 units of the source, one byte each in the minified ASCII bundles.
 */
export function executedBytes(functions: readonly { ranges: readonly CoverageRange[] }[], length: number): number {
  const counts = new Uint32Array(length);
  const ranges = functions
    .flatMap((fn) => fn.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  // Outer ranges before the ranges they hold, so an inner range's count overwrites its parent's.
  for (const range of ranges) counts.fill(range.count, range.startOffset, Math.min(range.endOffset, length));
  return counts.reduce((sum, count) => sum + (count > 0 ? 1 : 0), 0);
}
