import { expect, test } from "@playwright/test";
import { baseUrl } from "../e2e/fixtures";
import { siteIndex } from "../e2e/site-index";
import { startEngine } from "./engine-pages";

/**
 * Issue 38: Firefox ESR prefetches a paged list's `rel=next` and reports what the Content-Security-Policy blocks.
 * Every canonical route of the build, served by nginx on 127.0.0.1 (not the production host), must load without a
 * console error, and without a CSP violation from its load on (engine-pages.ts says why not before; Chromium's tests
 * watch every page from its first byte, __tests__/e2e/page-checks.ts). Every route at a phone's width; at a desktop's,
 * the screens that show every kind of control of each template (what a page requests and runs is the same markup
 * at both widths, but for its images' sizes, and a page costs Firefox two core-seconds). WebDriver gives no console
 * of WebKit's.
 */

const index = siteIndex();
const routes = index.canonical;
const SWEEP = [
  { width: 375, routes },
  { width: 1280, routes: index.byTemplate },
];

test("every route loads in Firefox ESR without a CSP violation or a console error, at 375 px and each template at 1280 px", async () => {
  const firefox = await startEngine("firefox");
  try {
    const problems: string[] = [];
    for (const { width, routes } of SWEEP) {
      // A page a route: after some forty loads in one tab, Firefox ESR 140 stops reporting navigations over BiDi.
      for (const route of routes) {
        const page = await firefox.open({ width, height: 800 });
        try {
          await page.goto(`${baseUrl()}${route}`);
          // A prefetch (rel=next) and a lazy image are requested once the page is idle: give them the same wait.
          await page.read("return new Promise((done) => requestIdleCallback(() => done(true)))");
          problems.push(...page.problems().map((problem) => `${route} at ${width} px: ${problem}`));
        } finally {
          await page.close();
        }
      }
    }
    expect(routes.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  } finally {
    await firefox.stop();
  }
});

test("the sweep sees a request the policy blocks after the load, and a page's error", async () => {
  const firefox = await startEngine("firefox");
  try {
    const page = await firefox.open({ width: 375, height: 800 });
    await page.goto(`${baseUrl()}${routes[0]}`);
    await page.read(`const image = document.createElement("img");
      image.src = "https://blocked.invalid/pixel.png";
      document.body.append(image);
      setTimeout(() => { throw new Error("seeded"); });
      return new Promise((done) => setTimeout(() => done(true), 500));`);
    // Firefox also reports the blocked request as an error of the page.
    expect(page.problems()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^console: CSP violation: img-src https:\/\/blocked\.invalid/),
        expect.stringMatching(/seeded/),
      ]),
    );
    await page.close();
  } finally {
    await firefox.stop();
  }
});
