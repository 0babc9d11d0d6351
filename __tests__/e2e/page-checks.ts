/**
 * The checks every page must pass, shared by the route sweep, the accessibility sweep and the
 * seeded-defect test (which proves these very functions catch a broken page).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { normaliseRoute } from "../../src/routes";
import type { SiteIndex } from "./site-index";

export interface Findings {
  /** Defects: the page fails. */
  problems: string[];
}

export interface PageWatcher {
  /** Returns what happened since the last call and starts afresh. */
  take(): Findings;
}

/** Records console errors, uncaught exceptions and failed same-origin requests. */
export function watchPage(page: Page, origin: string): PageWatcher {
  let findings: Findings = { problems: [] };
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    findings.problems.push(`console error: ${message.text()}${url ? ` (${url})` : ""}`);
  });
  page.on("pageerror", (error) => findings.problems.push(`uncaught exception: ${error.message}`));
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "failed";
    // Leaving a page aborts what it still loads; a real failure shows as an error status instead.
    if (new URL(request.url()).origin === origin && failure !== "net::ERR_ABORTED") {
      findings.problems.push(`request failed: ${request.url()} (${failure})`);
    }
  });
  page.on("response", (response) => {
    if (new URL(response.url()).origin !== origin || response.status() < 400) return;
    findings.problems.push(`request ${response.url()} answered ${response.status()}`);
  });
  return {
    take() {
      const taken = findings;
      findings = { problems: [] };
      return taken;
    },
  };
}

interface PageFacts {
  h1: number;
  title: string;
  description: string;
  canonicals: string[];
  overflow: number;
  hrefs: string[];
  ids: string[];
}

const factsOf = (page: Page): Promise<PageFacts> =>
  page.evaluate(() => ({
    h1: document.querySelectorAll("h1").length,
    title: document.title.trim(),
    description: document.querySelector('meta[name="description"]')?.getAttribute("content")?.trim() ?? "",
    canonicals: Array.from(
      document.querySelectorAll('link[rel="canonical"]'),
      (link) => link.getAttribute("href") ?? "",
    ),
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    hrefs: Array.from(document.querySelectorAll("a[href], area[href]"), (link) => link.getAttribute("href") ?? ""),
    ids: Array.from(document.querySelectorAll("[id]"), (element) => element.id),
  }));

/**
 * Resolves internal links against the build: the route must be a built page, a linked file must
 * answer 200, and a `#anchor` must exist on the target page. Remembers the anchors of pages it fetched.
 */
export function createLinkChecker(index: Pick<SiteIndex, "served">, origin: string) {
  const anchorsOf = new Map<string, Promise<Set<string>>>();
  const statusOf = new Map<string, Promise<number>>();
  const fetchAnchors = (route: string) => {
    if (!anchorsOf.has(route)) {
      anchorsOf.set(
        route,
        fetch(`${origin}${route}`)
          .then((response) => response.text())
          .then((html) => new Set(Array.from(html.matchAll(/\sid="([^"]+)"/g), (match) => match[1]))),
      );
    }
    return anchorsOf.get(route) as Promise<Set<string>>;
  };
  const fetchStatus = (pathname: string) => {
    if (!statusOf.has(pathname))
      statusOf.set(
        pathname,
        fetch(`${origin}${pathname}`).then((r) => r.status),
      );
    return statusOf.get(pathname) as Promise<number>;
  };

  return async (pageUrl: string, hrefs: readonly string[], idsOnPage: readonly string[]): Promise<Findings> => {
    const findings: Findings = { problems: [] };
    const here = normaliseRoute(new URL(pageUrl).pathname);
    for (const href of new Set(hrefs)) {
      if (/^(mailto|tel|sms):/i.test(href)) continue;
      const url = new URL(href, pageUrl);
      if (url.origin !== origin) continue;
      const route = normaliseRoute(decodeURI(url.pathname));
      const anchor = url.hash ? decodeURIComponent(url.hash.slice(1)) : "";
      if (route === here) {
        if (anchor && !idsOnPage.includes(anchor))
          findings.problems.push(`link "${href}" names #${anchor}, which this page does not have`);
        continue;
      }
      if (!index.served.has(route)) {
        const isFile = /\.[a-z0-9]+$/i.test(route);
        if (!isFile || (await fetchStatus(route)) !== 200) {
          findings.problems.push(`link "${href}" goes to ${route}, which is not a page of this site`);
        }
        continue;
      }
      if (!anchor) continue;
      if (!(await fetchAnchors(route)).has(anchor))
        findings.problems.push(`link "${href}" names #${anchor}, which ${route} does not have`);
    }
    return findings;
  };
}

export type LinkChecker = ReturnType<typeof createLinkChecker>;

export interface PageExpectations {
  /** Absolute canonical URL the page must name. */
  canonical?: string;
  links: LinkChecker;
}

/**
 * Structure and SEO basics of the loaded page: one h1, a title, a meta description, one absolute
 * canonical link, no horizontal scroll at the current width, and internal links that resolve.
 */
export async function pageFindings(page: Page, expect: PageExpectations): Promise<Findings> {
  const facts = await factsOf(page);
  const problems: string[] = [];
  if (facts.h1 !== 1) problems.push(`has ${facts.h1} h1 elements, wants exactly 1`);
  if (!facts.title) problems.push("has no <title>");
  if (!facts.description) problems.push("has no meta description");
  if (facts.canonicals.length !== 1) problems.push(`has ${facts.canonicals.length} canonical links, wants 1`);
  else if (!/^https?:\/\//.test(facts.canonicals[0]))
    problems.push(`canonical "${facts.canonicals[0]}" is not absolute`);
  else if (expect.canonical && facts.canonicals[0] !== expect.canonical) {
    problems.push(`canonical is ${facts.canonicals[0]}, wants ${expect.canonical}`);
  }
  if (facts.overflow > 0) {
    const width = page.viewportSize()?.width;
    problems.push(`scrolls horizontally by ${facts.overflow} px at ${width} px wide`);
  }
  const links = await expect.links(page.url(), facts.hrefs, facts.ids);
  return { problems: [...problems, ...links.problems] };
}

const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/** axe-core on the loaded page: every violation of impact serious or critical, with where it is. */
export async function axeProblems(page: Page): Promise<string[]> {
  // Legacy mode runs axe inside the page in one pass instead of opening a page per run to merge
  // per-frame results; the site embeds no same-origin frames, so nothing is lost and it is much faster.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""))
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join("; ");
      return `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length}x, e.g. ${where})`;
    });
}
