import fs from "fs";
import path from "path";
import type { Browser, Page } from "playwright-core";
import { baseUrl, useBrowser } from "./harness";
import { axeProblems, createLinkChecker, pageFindings, watchPage } from "./page-checks";
import { siteIndex } from "./site-index";

const FIXTURE = fs.readFileSync(path.join(__dirname, "fixtures/seeded-defects.html"), "utf8");
const ROUTE = "/__seeded-defects";
const index = siteIndex();

interface Seeds {
  alt: string;
  link: string;
}

/** Serves the fixture on the site's own origin, so the checks treat it like any built page. */
async function openFixture(browser: Browser, seeds: Seeds, width = 360): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 740 } });
  const page = await context.newPage();
  const html = FIXTURE.replace("SEEDED-ALT", seeds.alt).replace("SEEDED-LINK", seeds.link);
  await page.route(`${baseUrl()}${ROUTE}`, (route) => route.fulfill({ contentType: "text/html", body: html }));
  await page.goto(`${baseUrl()}${ROUTE}`, { waitUntil: "networkidle" });
  return page;
}

/** The same functions the route sweep and the axe sweep run on every page. */
async function check(page: Page) {
  const watcher = await watchPage(page, baseUrl());
  const findings = await pageFindings(page, { links: createLinkChecker(index, baseUrl()) });
  return { problems: [...findings.problems, ...watcher.take().problems], axe: await axeProblems(page) };
}

describe("the quality gates catch seeded defects", () => {
  const browser = useBrowser();

  it("fails a page with a missing alt text and a broken internal link", async () => {
    const page = await openFixture(browser(), { alt: "", link: "/no-such-route" });
    const { problems, axe } = await check(page);
    expect(problems).toEqual([`link "/no-such-route" goes to /no-such-route, which is not a page of this site`]);
    expect(axe).toEqual([expect.stringMatching(/^critical image-alt: /)]);
  });

  it("fails a link to an anchor the target page does not have", async () => {
    const page = await openFixture(browser(), { alt: 'alt="Brand icon"', link: "/#no-such-anchor" }, 1280);
    const { problems } = await check(page);
    expect(problems).toEqual([`link "/#no-such-anchor" names #no-such-anchor, which / does not have`]);
  });

  it("passes the same page once the defects are taken out", async () => {
    const page = await openFixture(browser(), { alt: 'alt="Brand icon"', link: "/#main" });
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

describe("the Content-Security-Policy check catches a seeded inline script", () => {
  const browser = useBrowser();
  const SEEDED = '<script>document.documentElement.dataset.seeded = "ran"</script>';

  it("reports a page given an extra inline script without its hash, which the browser blocks", async () => {
    const { ran, problems } = await openHomeWith(browser(), SEEDED);
    expect(ran).toBe("blocked");
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^CSP violation: script-src-elem blocked inline/),
        expect.stringMatching(/^CSP console report: Executing inline script violates/),
      ]),
    );
  });

  it("passes the same page without it", async () => {
    await expect(openHomeWith(browser(), "")).resolves.toEqual({ ran: "blocked", problems: [] });
  });
});
