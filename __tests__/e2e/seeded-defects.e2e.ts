import fs from "fs";
import path from "path";
import type { Browser, Page } from "@playwright/test";
import { baseUrl, expect, test } from "./fixtures";
import {
  axeProblems,
  createLinkChecker,
  indicatorSamples,
  lowContrast,
  pageFindings,
  reflowProblems,
  watchPage,
} from "./page-checks";
import { siteIndex } from "./site-index";

const FIXTURE = fs.readFileSync(path.join(__dirname, "fixtures/seeded-defects.html"), "utf8");
const ROUTE = "/__seeded-defects";
const index = siteIndex();

interface Seeds {
  alt: string;
  link: string;
}

/** Serves `html` on the site's own origin, so the checks treat it like any built page. */
async function openHtml(browser: Browser, html: string, width = 360): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 740 } });
  const page = await context.newPage();
  await page.route(`${baseUrl()}${ROUTE}`, (route) => route.fulfill({ contentType: "text/html", body: html }));
  await page.goto(`${baseUrl()}${ROUTE}`, { waitUntil: "networkidle" });
  return page;
}

/** The fixture page with its alt text and link as `seeds` says. */
const openFixture = (browser: Browser, seeds: Seeds, width?: number): Promise<Page> =>
  openHtml(browser, FIXTURE.replace("SEEDED-ALT", seeds.alt).replace("SEEDED-LINK", seeds.link), width);

/** The same functions the route sweep and the axe sweep run on every page. */
async function check(page: Page) {
  const watcher = await watchPage(page, baseUrl());
  const findings = await pageFindings(page, { links: createLinkChecker(index, baseUrl()) });
  return { problems: [...findings.problems, ...watcher.take().problems], axe: await axeProblems(page) };
}

test.describe("the quality gates catch seeded defects", () => {
  test("fails a page with a missing alt text and a broken internal link", async ({ browser }) => {
    const page = await openFixture(browser, { alt: "", link: "/no-such-route" });
    const { problems, axe } = await check(page);
    expect(problems).toEqual([`link "/no-such-route" goes to /no-such-route, which is not a page of this site`]);
    expect(axe).toEqual([expect.stringMatching(/^critical image-alt: /)]);
  });

  test("fails a link to an anchor the target page does not have", async ({ browser }) => {
    const page = await openFixture(browser, { alt: 'alt="Brand icon"', link: "/#no-such-anchor" }, 1280);
    const { problems } = await check(page);
    expect(problems).toEqual([`link "/#no-such-anchor" names #no-such-anchor, which / does not have`]);
  });

  test("passes the same page once the defects are taken out", async ({ browser }) => {
    const page = await openFixture(browser, { alt: 'alt="Brand icon"', link: "/#main" });
    await expect(check(page)).resolves.toEqual({ problems: [], axe: [] });
  });
});

/** The home page as nginx sends it (with its own policy), served again with `extra` before `</body>`. */
async function openHomeWith(browser: Browser, extra: string) {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  const context = await browser.newContext();
  const page = await context.newPage();
  const watcher = await watchPage(page, baseUrl());
  await page.route(`${baseUrl()}/`, (route) =>
    route.fulfill({ contentType: "text/html", body: html.replace("</body>", `${extra}</body>`) }),
  );
  await page.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
  const ran = await page.evaluate(() => document.documentElement.dataset.seeded ?? "blocked");
  const problems = watcher.take().problems;
  await context.close();
  return { ran, problems };
}

test.describe("the Content-Security-Policy check catches a seeded inline script", () => {
  const SEEDED = '<script>document.documentElement.dataset.seeded = "ran"</script>';

  test("reports a page given an extra inline script without its hash, which the browser blocks", async ({
    browser,
  }) => {
    const { ran, problems } = await openHomeWith(browser, SEEDED);
    expect(ran).toBe("blocked");
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^CSP violation: script-src-elem blocked inline/),
        expect.stringMatching(/^CSP console report: Executing inline script violates/),
      ]),
    );
  });

  test("passes the same page without it", async ({ browser }) => {
    await expect(openHomeWith(browser, "")).resolves.toEqual({ ran: "blocked", problems: [] });
  });
});

/** A page with a call to action that may not wrap, a text field and a link, styled as `seeds` says. */
const indicatorPage = (seeds: { label: string; border: string; ring: string }) => `<!doctype html>
<html lang="en"><head><meta name="viewport" content="width=device-width"><title>Seeded</title><style>
  body { margin: 0; font: 16px sans-serif; background: #fff; }
  .cta { display: inline-block; white-space: nowrap; padding: 12px; }
  input { border: 1px solid ${seeds.border}; }
  a:focus-visible, input:focus-visible { outline: ${seeds.ring}; outline-offset: 2px; }
</style></head><body><main>
  <p><a class="cta" href="#main">${seeds.label}</a></p>
  <label>Name <input name="name"></label>
</main></body></html>`;

test.describe("the checks beyond axe catch seeded defects (reflow, non-text contrast)", () => {
  async function findings(browser: Browser, seeds: Parameters<typeof indicatorPage>[0]) {
    const page = await openHtml(browser, indicatorPage(seeds), 320);
    return { reflow: await reflowProblems(page), contrast: lowContrast(await indicatorSamples(page)) };
  }

  test("reports an unwrapped label past the edge at 320 px, a faint border and a missing focus ring", async ({
    browser,
  }) => {
    const { reflow, contrast } = await findings(browser, {
      label: "Explore every interview programme of the year",
      border: "#d1d5db",
      ring: "none",
    });
    expect(reflow).toEqual([expect.stringMatching(/^a "Explore every [^"]*" spans 0\.\.\d+ px of 320$/)]);
    expect(contrast).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^focus ring of a "Explore every.*: none drawn$/),
        expect.stringMatching(/^border of input "": rgb\(209, 213, 219\) on rgb\(255, 255, 255\) is 1\.\d+:1$/),
      ]),
    );
  });

  test("passes the same page with a short label, a dark border and a drawn ring", async ({ browser }) => {
    await expect(
      findings(browser, { label: "Explore", border: "#6b7280", ring: "2px solid #1d4ed8" }),
    ).resolves.toEqual({
      reflow: [],
      contrast: [],
    });
  });
});
