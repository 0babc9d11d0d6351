/** @jest-environment node */
import fs from "fs";
import path from "path";
import browserslist from "browserslist";
import { getBrowsersList } from "gatsby/dist/utils/browserslist";

/**
 * The support policy (issue 38; docs/architecture.md, "Browser support"): package.json's browserslist names the
 * browsers; caniuse's data (browserslist's `fully supports` query) says what each of them has. Firefox ESR 140 and
 * WebKitGTK 2.50 run the journeys themselves in __tests__/engines.
 */

const ROOT = path.resolve(__dirname, "../..");
const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  browserslist: string[];
};
const policy = browserslist(packageJson.browserslist);
const ARCHITECTURE = fs.readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");

/**
 * What the site needs with no fallback, by caniuse id, and where it needs it: each must be in every browser of
 * the policy.
 */
const NEEDED = {
  "es6-module": "Gatsby ships no legacy polyfills only when every browser of the list has ES modules",
  "css-has": "the mobile menu hides the page behind it; the pause switches",
  details: "accordions and the mobile menu's groups",
  "css-snappoints": "the carousels' scrolling lists",
  "flexbox-gap": "every row and grid of cards",
  "css-sticky": "the header",
  "css-focus-visible": "the focus ring",
  "prefers-reduced-motion": "motion held still for those who ask",
  "loading-lazy-attr": "images below the first screen",
  "css-content-visibility": "sponsor logo rows below the first screen",
};

/** The features of the docs' fallback table: the caniuse id in the table's first column. */
const withFallback = () => {
  const table = ARCHITECTURE.split("**Features with a fallback.**")[1]?.split("\n\n")[1] ?? "";
  return [...table.matchAll(/^\| `([a-z0-9-]+)` +\|/gm)].map((match) => match[1]);
};

/** The browsers of the policy without full support of `id` (browserslist's `fully supports`, caniuse's data). */
const lacking = (id: string) => {
  const full = new Set(browserslist(`fully supports ${id}`));
  return policy.filter((entry) => !full.has(entry));
};

describe("the browser support policy", () => {
  it("names every engine of the site's visitors: Chrome and Edge, Firefox and its ESR, Safari on Macs and iPhones", () => {
    const families = new Set(policy.map((entry) => entry.split(" ")[0]));
    for (const family of ["chrome", "edge", "firefox", "safari", "ios_saf", "and_chr"])
      expect(families).toContain(family);
    expect(policy).toEqual(expect.arrayContaining(browserslist("firefox esr")));
  });

  it("is what Gatsby compiles for (Babel's targets, Autoprefixer)", () => {
    expect(getBrowsersList(ROOT)).toEqual(packageJson.browserslist);
  });

  it.each(Object.entries(NEEDED))("%s (%s) is in every browser of the policy", (id) => {
    expect(lacking(id)).toEqual([]);
  });

  it("lists each fallback in the docs for a feature some browser of the policy lacks", () => {
    const listed = withFallback();
    expect(listed.length).toBeGreaterThan(0);
    for (const id of listed) expect({ id, lacking: lacking(id).length > 0 }).toEqual({ id, lacking: true });
  });

  it("finds a browser lacking a feature when there is one (the check can fail)", () => {
    // Anchor positioning came to Firefox after ESR 140, and the table lists it for that reason.
    expect(lacking("css-anchor-positioning").length).toBeGreaterThan(0);
    expect(withFallback()).toContain("css-anchor-positioning");
  });
});
