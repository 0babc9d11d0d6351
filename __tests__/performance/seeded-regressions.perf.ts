import { expect, test } from "@playwright/test";
import fs from "fs";
import path from "path";
import { htmlFile } from "../../src/node/built-routes.ts";
import { chunkNameOf } from "../../scripts/lib/lighthouse-settings.ts";
import { baseUrl } from "../e2e/fixtures";
import { PUBLIC_DIR, siteIndex } from "../e2e/site-index";
import { budgetFailures } from "../support/performance-budgets";
import { measurePage, type PageOverrides } from "./measure-page";

/**
 * The gate's sensitivity (docs/quality.md, "Performance budgets"): copies of one built page, each with one
 * regression seeded into its HTML, served in its place (no extra build), each fail the gate on the figure that
 * regression breaks; the unchanged copy passes. The page is the event landing page: its hero image is its largest
 * content, it has islands and the boot script.
 */
const index = siteIndex();
const [route] = index.canonical.filter(
  (screen) =>
    index.pages.find((page) => page.route === screen)?.component === chunkNameOf("src/templates/event-landing.tsx"),
);
const built = () => fs.readFileSync(htmlFile(PUBLIC_DIR, route), "utf8");

/**
 * The copy as served: its Content-Security-Policy <meta> taken out, since its hashes allow only the page's own
 * inline scripts, and a seed may add or change one (what is measured is the same with or without it).
 */
const servedCopy = (html: string) => html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");

/** 100 KB of script that runs (an array of numbers summed), as random as gzip finds a real bundle: no shortcut. */
const HUNDRED_KB_OF_SCRIPT = (() => {
  let seed = 39;
  const numbers: number[] = [];
  let length = 0;
  while (length < 100 * 1024) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    numbers.push(seed);
    length += String(seed).length + 1;
  }
  return `window.__seeded=[${numbers.join(",")}].reduce(function(a,b){return a+b},0);`;
})();

/** Gatsby's own runtime as a stock Gatsby page loads it, which hydrates the whole page (`#___gatsby`). */
const gatsbyRuntime = () =>
  `<script>window.pagePath=${JSON.stringify(route)};</script>` +
  fs.readFileSync(path.join(PUBLIC_DIR, "_gatsby/slices/_gatsby-scripts-1.html"), "utf8");

const SEEDS: { regression: string; figure: string; seed: (html: string) => PageOverrides }[] = [
  {
    regression: "whole-page hydration (Gatsby's runtime back on the page)",
    figure: "hydratedAtLoad",
    seed: (html) => ({ html: html.replace("</body>", `${gatsbyRuntime()}</body>`) }),
  },
  {
    regression: "100 KB more script in the boot",
    figure: "firstLoadJsBytes",
    seed: (html) => ({
      html: html.replace(/"\]\.forEach\(/, '","/__seeded-boot.js"].forEach('),
      files: { "/__seeded-boot.js": HUNDRED_KB_OF_SCRIPT },
    }),
  },
  {
    regression: "a render-blocking script in the head",
    figure: "renderBlocking",
    seed: (html) => ({
      html: html.replace("</head>", '<script src="/__seeded-head.js"></script></head>'),
      files: { "/__seeded-head.js": "window.__seededHead=true;" },
    }),
  },
  {
    regression: "the LCP image lazy-loaded",
    figure: "lcp",
    // Every image the page fetches at once (the unchanged copy's test shows the LCP image is one) lazy instead.
    seed: (html) => ({ html: html.replaceAll('loading="eager"', 'loading="lazy"') }),
  },
  {
    regression: "an image without dimensions",
    figure: "unsizedImages",
    seed: (html) => ({ html: html.replace(/(<img\b[^>]*?) width="\d+" height="\d+"/, "$1") }),
  },
];

test.describe("the performance gate fails each seeded regression, naming its figure", () => {
  test.describe.configure({ mode: "parallel" });

  const measure = (browser: Parameters<typeof measurePage>[0], overrides: PageOverrides) =>
    measurePage(browser, baseUrl(), PUBLIC_DIR, route, overrides);

  test(`the unchanged copy of ${route} passes, and its LCP is an image fetched at once`, async ({ browser }) => {
    const figures = await measure(browser, { html: servedCopy(built()) });
    expect(figures.lcp).toMatchObject({ element: expect.stringMatching(/^img\b/), inHtml: true, loading: "eager" });
    expect(budgetFailures(figures)).toEqual([]);
  });

  for (const { regression, figure, seed } of SEEDS) {
    test(`${regression}: fails on ${figure}`, async ({ browser }) => {
      const seeded = seed(servedCopy(built()));
      expect(seeded.html).not.toBe(servedCopy(built()));
      const failures = budgetFailures(await measure(browser, seeded));
      console.log(`${regression}:\n  ${failures.join("\n  ")}`);
      expect(failures.map((failure) => failure.slice(0, failure.indexOf(":")))).toContain(figure);
    });
  }
});
