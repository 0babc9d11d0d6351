/** @jest-environment node */
import fs from "fs";
import path from "path";
import { KNOWN_WARNINGS, startNodeVersion, warningReport, warningsIn } from "../../scripts/lib/known-warnings.ts";

const QUALITY = fs.readFileSync(path.join(__dirname, "../../docs/quality.md"), "utf8");

describe("the warnings install, start and build may print", () => {
  it("are the table of docs/quality.md, row for row", () => {
    const table = QUALITY.slice(QUALITY.indexOf("| Warning"), QUALITY.indexOf("## Gates"));
    const rows = table.split("\n").filter((line) => /^\| `/.test(line));
    expect(rows.map((row) => /^\| `([^`:]+)/.exec(row)?.[1].split(" ")[0])).toEqual(KNOWN_WARNINGS.map((w) => w.id));
  });

  it("counts npm's multi-line EBADENGINE once per package and knows it, but only for the install", () => {
    const install = [
      "npm warn EBADENGINE Unsupported engine {",
      "npm warn EBADENGINE   package: 'lighthouse@13.5.0',",
      "npm warn EBADENGINE   required: { node: '>=22.19' },",
      "npm warn EBADENGINE   current: { node: 'v20.20.2', npm: '11.19.1' }",
      "npm warn EBADENGINE }",
      "added 2515 packages in 4m",
    ].join("\n");
    expect(warningsIn(install, "install")).toEqual([
      { line: "npm warn EBADENGINE Unsupported engine {", known: expect.objectContaining({ id: "EBADENGINE" }) },
    ]);
    expect(warningsIn(install, "build")).toEqual([
      { line: "npm warn EBADENGINE Unsupported engine {", known: undefined },
    ]);
  });

  it("finds the warnings this issue removed, none of them listed", () => {
    const build = [
      "\u001b[33mwarn\u001b[39m chunk styles [mini-css-extract-plugin]",
      "Conflicting order. Following module has been added:",
      "DEPRECATION WARNING [legacy-js-api]: The legacy JS API is deprecated and will be removed in Dart Sass 2.0.0.",
      "(node:10664) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
      "npm warn install-scripts 12 packages have install scripts not yet covered by allowScripts:",
      'warn Report enrichment: ReportsJson "A" keeps its stored cover and description (network error EAI_AGAIN): https://a',
      "success Building static HTML for pages - 2.858s",
      "warn gatsby-plugin-react-helmet: Gatsby now has built-in support for modifying",
      // Gatsby's reporter in CI (no terminal) says `warning`.
      "warning SITE_URL is not set: canonical links, the sitemap and robots.txt use https://example.org",
    ].join("\n");
    const found = warningsIn(build, "build");
    expect(found.filter((w) => !w.known).map((w) => w.line.slice(0, 24))).toEqual([
      "warn chunk styles [mini-",
      "DEPRECATION WARNING [leg",
      "(node:10664) [DEP0040] D",
      "npm warn install-scripts",
      "warn Report enrichment: ",
    ]);
    expect(found.filter((w) => w.known).map((w) => w.known?.id)).toEqual(["gatsby-plugin-react-helmet", "SITE_URL"]);
  });

  it("sums a log up: each listed warning counted by its id, the lines of the others kept", () => {
    const [listed] = KNOWN_WARNINGS;
    const found = [
      { line: "warn one the list names", known: listed },
      { line: "warn something nobody listed", known: undefined },
    ];
    expect(warningReport(found)).toEqual({
      summary: `2 warning(s), listed in docs/quality.md: ${listed.id} ×1`,
      unknown: ["warn something nobody listed"],
    });
    expect(warningReport([])).toEqual({ summary: "0 warning(s)", unknown: [] });
  });

  it("reads the major version of Node npm start says it runs on", () => {
    expect(startNodeVersion("> npm start\nNode v22.22.0\nLocal backend…")).toBe("v22");
    expect(startNodeVersion("no version here")).toBeUndefined();
  });
});
