/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import zlib from "zlib";
import {
  BUDGETS,
  budgetFailures,
  builtFile,
  executedBytes,
  servedBytes,
  type PageFigures,
} from "../support/performance-budgets";

/** A page within every budget: sizes at their limits, no rule broken. */
const passing: PageFigures = {
  route: "/sponsor",
  firstLoadJsBytes: BUDGETS.firstLoadJsBytes,
  totalJsBytes: BUDGETS.totalJsBytes,
  transferBytes: BUDGETS.transferBytes,
  htmlBytes: BUDGETS.htmlBytes,
  cssBytes: BUDGETS.cssBytes,
  pageDataBytes: BUDGETS.pageDataBytes,
  executedJsBytes: BUDGETS.executedJsBytes,
  renderBlocking: ["/styles.css"],
  scriptsBeforeFcp: [],
  lcp: { element: "img", image: "/static/hero.webp", inHtml: true, loading: "eager" },
  unsizedImages: [],
  lateAboveFold: [],
  hydratedAtLoad: ["not-found"],
  dueAtLoad: ["not-found"],
};

describe("the performance gate's budgets", () => {
  it("pass a page at every limit", () => {
    expect(budgetFailures(passing)).toEqual([]);
  });

  it("fail each size one byte over its budget, naming the figure, the route and the limit", () => {
    for (const figure of [
      "firstLoadJsBytes",
      "totalJsBytes",
      "transferBytes",
      "htmlBytes",
      "cssBytes",
      "pageDataBytes",
      "executedJsBytes",
    ] as const) {
      const failures = budgetFailures({ ...passing, [figure]: BUDGETS[figure] + 1 });
      expect(failures).toEqual([expect.stringMatching(new RegExp(`^${figure}: /sponsor is [\\d.]+ KB, budget `))]);
    }
  });

  it("fail a figure that was not measured instead of passing it", () => {
    expect(budgetFailures({ ...passing, cssBytes: Number.NaN })).toEqual(["cssBytes: /sponsor was not measured"]);
  });

  it("fail a second render-blocking request and any script requested before the first contentful paint", () => {
    const failures = budgetFailures({
      ...passing,
      renderBlocking: ["/styles.css", "/app.js"],
      scriptsBeforeFcp: ["/app.js"],
    });
    expect(failures).toEqual([
      "renderBlocking: /sponsor waits for 2 requests before its first paint (/styles.css, /app.js), budget 1",
      "scriptsBeforeFcp: /sponsor requests script before its first contentful paint: /app.js",
    ]);
  });

  it("fail an LCP image that is lazy, of low priority or not in the HTML; pass a text LCP", () => {
    const image = "/static/hero.webp";
    expect(budgetFailures({ ...passing, lcp: { element: "img", image, inHtml: false, fetchPriority: "low" } })).toEqual(
      [
        `lcp: /sponsor image ${image} is not in the HTML, so the browser finds it late`,
        `lcp: /sponsor image ${image} has fetchpriority=low`,
      ],
    );
    expect(budgetFailures({ ...passing, lcp: { element: "img", image, inHtml: true, loading: "lazy" } })).toEqual([
      `lcp: /sponsor image ${image} is lazy-loaded`,
    ]);
    expect(budgetFailures({ ...passing, lcp: { element: "h1" } })).toEqual([]);
    expect(budgetFailures({ ...passing, lcp: { element: "none" } })).toEqual([
      "lcp: /sponsor reported no largest contentful paint",
    ]);
  });

  it("fail images without dimensions and content inserted into the first screen", () => {
    expect(
      budgetFailures({ ...passing, unsizedImages: ["img.logo (/static/a.png)"], lateAboveFold: ["div.banner"] }),
    ).toEqual([
      "unsizedImages: /sponsor has images without width and height: img.logo (/static/a.png)",
      "lateAboveFold: /sponsor inserts content into its first screen after the HTML: div.banner",
    ]);
  });

  it("fail a React root that is not an island due at load: the whole page, or an island due on use", () => {
    expect(budgetFailures({ ...passing, hydratedAtLoad: ["#___gatsby", "contact-form"], dueAtLoad: [] })).toEqual([
      "hydratedAtLoad: /sponsor hydrates #___gatsby, contact-form at load; only islands due at load may (none)",
    ]);
  });
});

describe("sizes as served", () => {
  it("are gzip at level 9 for text, as the build precompresses it, and the file itself for images", () => {
    const text = "body { color: red; }\n".repeat(50);
    expect(servedBytes("/styles.css", text)).toBe(zlib.gzipSync(text, { level: 9 }).length);
    expect(servedBytes("/static/a.webp", Buffer.alloc(300))).toBe(300);
    // Never more than the file: the build keeps no compressed copy that is larger.
    expect(servedBytes("/tiny.js", "1")).toBe(1);
  });

  it("find the built file of a path, a page's index.html for its route, and nothing outside the build", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gate-build-"));
    fs.mkdirSync(path.join(dir, "about"));
    fs.writeFileSync(path.join(dir, "about/index.html"), "<p>");
    fs.writeFileSync(path.join(dir, "app.js"), "1");
    expect(builtFile(dir, "/about/")).toBe(path.join(dir, "about/index.html"));
    expect(builtFile(dir, "/about")).toBe(path.join(dir, "about/index.html"));
    expect(builtFile(dir, "/app.js")).toBe(path.join(dir, "app.js"));
    expect(builtFile(dir, "/missing.js")).toBeUndefined();
    expect(builtFile(dir, "/../etc/passwd")).toBeUndefined();
  });
});

describe("executed bytes from V8's block coverage", () => {
  it("count the characters whose innermost range ran", () => {
    // A 100-character script: its top level ran, a function at 10..60 ran, a branch in it at 20..30 did not, a
    // function at 70..90 never ran.
    const functions = [
      { ranges: [{ startOffset: 0, endOffset: 100, count: 1 }] },
      {
        ranges: [
          { startOffset: 10, endOffset: 60, count: 3 },
          { startOffset: 20, endOffset: 30, count: 0 },
        ],
      },
      { ranges: [{ startOffset: 70, endOffset: 90, count: 0 }] },
    ];
    expect(executedBytes(functions, 100)).toBe(100 - 10 - 20);
  });

  it("count nothing for a script that did not run", () => {
    expect(executedBytes([{ ranges: [{ startOffset: 0, endOffset: 50, count: 0 }] }], 50)).toBe(0);
  });
});
