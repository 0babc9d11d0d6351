/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import {
  describePage,
  HTML_LIMIT_BYTES,
  largestPages,
  oversizedPages,
  PAGE_DATA_LIMIT_BYTES,
  pageDataFile,
} from "../../scripts/lib/page-bounds.ts";

/** A build output with files of the given sizes, relative to public/. */
const publicWith = (sizes: Record<string, number>): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  fs.mkdirSync(path.join(dir, "page-data"));
  for (const [file, bytes] of Object.entries(sizes)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), "x".repeat(bytes));
  }
  return dir;
};

describe("page bounds", () => {
  const dir = publicWith({
    "index.html": HTML_LIMIT_BYTES,
    "podcasts/index.html": HTML_LIMIT_BYTES + 1,
    "404.html": HTML_LIMIT_BYTES + 2,
    "page-data/index/page-data.json": PAGE_DATA_LIMIT_BYTES,
    "page-data/podcasts/page-data.json": PAGE_DATA_LIMIT_BYTES + 1,
    // Only HTML and page data are bounded: a script or an image may be larger.
    "app-1234.js": HTML_LIMIT_BYTES * 2,
    "page-data/app-data.json": PAGE_DATA_LIMIT_BYTES * 2,
  });

  it("names every HTML file and page-data.json over its bound, largest first, and nothing at its bound", () => {
    expect(oversizedPages(dir).map((page) => page.file)).toEqual([
      "404.html",
      "podcasts/index.html",
      path.join("page-data/podcasts/page-data.json"),
    ]);
  });

  it("finds the largest HTML and page data", () => {
    const largest = largestPages(dir);
    expect([largest.html.file, largest["page-data"].file]).toEqual(["404.html", "page-data/podcasts/page-data.json"]);
  });

  it("says how large a page is against its bound", () => {
    expect(describePage({ file: "faq/index.html", kind: "html", bytes: 1536, limit: HTML_LIMIT_BYTES })).toBe(
      `faq/index.html: 1.5 KB (bound ${HTML_LIMIT_BYTES / 1024} KB)`,
    );
  });

  it("finds a route's page data where Gatsby writes it", () => {
    expect([pageDataFile(dir, "/"), pageDataFile(dir, "/podcasts")]).toEqual([
      path.join(dir, "page-data/index/page-data.json"),
      path.join(dir, "page-data/podcasts/page-data.json"),
    ]);
  });

  it("refuses a folder that holds no build", () => {
    expect(() => oversizedPages(fs.mkdtempSync(path.join(os.tmpdir(), "empty-")))).toThrow("holds no build");
  });
});
