/**
 * The checks every page must pass, shared by the route sweep, the accessibility sweep and the
 * seeded-defect test (which proves these very functions catch a broken page).
 */
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
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

let bindings = 0;

/**
 * Reports every Content-Security-Policy violation (`securitypolicyviolation` event) of every document the
 * page or context loads from now on, and of the page's document already open.
 */
export async function watchCspViolations(target: Page | BrowserContext, report: (text: string) => void): Promise<void> {
  bindings += 1;
  const binding = `__reportCspViolation${bindings}`;
  const listen = (name: string) => {
    const send = (window as unknown as Record<string, (text: string) => void>)[name];
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = `${event.sourceFile || event.documentURI}:${event.lineNumber}`;
      send(`${event.effectiveDirective} blocked ${event.blockedURI} (${where})`);
    });
  };
  await target.exposeBinding(binding, (_source, text: string) => report(text));
  await target.addInitScript(listen, binding);
  if ("evaluate" in target) await target.evaluate(listen, binding).catch(() => undefined);
}

/**
 * Records console errors, uncaught exceptions, failed same-origin requests and Content-Security-Policy
 * violations (the `securitypolicyviolation` events of every document the page loads, and the browser's
 * console reports of them).
 */
export async function watchPage(page: Page, origin: string): Promise<PageWatcher> {
  let findings: Findings = { problems: [] };
  await watchCspViolations(page, (text) => findings.problems.push(`CSP violation: ${text}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    if (/Content Security Policy/i.test(message.text()))
      findings.problems.push(`CSP console report: ${message.text()}`);
    else findings.problems.push(`console error: ${message.text()}${url ? ` (${url})` : ""}`);
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
  // per-frame results; the site embeds no same-origin frames, so nothing is lost and it is much faster. Only
  // violations are judged, so only they are described: every rule still runs, and the sweep costs a fifth less.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
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

/** The WCAG 1.4.12 text-spacing override, as the usual bookmarklet applies it. */
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Reflow (WCAG 1.4.10): every rendered element whose box passes the viewport's left or right edge. Content a
 * visitor can scroll to inside its own box (overflow auto/scroll), the off-screen slides of a carousel, the
 * running logo strip (`data-marquee`) and what is hidden from everyone are left out. `body { overflow-x: hidden }`
 * would hide such an overflow from a scroll-width check, so this looks at the boxes themselves.
 */
export const reflowProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsOrMoves = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (["auto", "scroll"].includes(getComputedStyle(node).overflowX)) return true;
        if (node.matches('[aria-roledescription="carousel"], [data-marquee]')) return true;
      }
      return false;
    };
    const problems: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 0.5 && box.left >= -0.5) continue;
      if (element.closest('.visually-hidden, [aria-hidden="true"], [hidden]')) continue;
      if (getComputedStyle(element).visibility === "hidden" || scrollsOrMoves(element)) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`;
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      problems.push(`${name} "${text}" spans ${Math.round(box.left)}..${Math.round(box.right)} px of ${width}`);
    }
    // An element that passes the edge usually takes its ancestors with it: name the innermost ones.
    return problems.slice(-5);
  });

/** WCAG relative luminance contrast of two CSS colours given as rgb()/rgba() strings (alpha ignored). */
export const contrastRatio = (a: string, b: string): number => {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? ["0", "0", "0"]).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

export interface IndicatorSample {
  /** What was measured, e.g. `focus ring of a "Contact"`. */
  what: string;
  /** Colour of the indicator. */
  color: string;
  /** The colours behind it: the nearest opaque background, or every stop of a gradient. */
  backgrounds: string[];
}

/**
 * Non-text contrast (WCAG 1.4.11): the focus ring of every focusable element and the border of every form
 * control on the page. Focus goes to each element in turn after a Tab, so `:focus-visible` applies as it does
 * for a keyboard user; a ring drawn by `::after` (whole-card links) counts. The background is what the ring or
 * border sits on: the nearest ancestor background (all stops of a gradient).
 */
export async function indicatorSamples(page: Page): Promise<IndicatorSample[]> {
  await page.keyboard.press("Tab");
  return page.evaluate(() => {
    const backgroundsBehind = (element: Element | null): string[] => {
      for (let node = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const stops = style.backgroundImage.match(/rgba?\([^)]*\)/g);
        if (style.backgroundImage.includes("gradient") && stops) return stops;
        const color = style.backgroundColor;
        const alpha = /rgba\(.*,\s*([\d.]+)\)$/.exec(color)?.[1];
        if (color !== "transparent" && (alpha === undefined || Number(alpha) > 0.5)) return [color];
      }
      return ["rgb(255, 255, 255)"];
    };
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "")
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 30)}"`;
    const visible = (element: Element) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
    const samples: { what: string; color: string; backgrounds: string[] }[] = [];
    const focusable = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1'])",
    );
    for (const element of Array.from(focusable)) {
      if (!visible(element) || element.closest("[inert], [aria-hidden='true']") || element.tabIndex < 0) continue;
      element.focus({ preventScroll: true });
      if (document.activeElement !== element) continue;
      const own = getComputedStyle(element);
      const after = getComputedStyle(element, "::after");
      const ring = own.outlineStyle !== "none" && own.outlineWidth !== "0px" ? own : after;
      const color = ring.outlineStyle !== "none" && ring.outlineWidth !== "0px" ? ring.outlineColor : "none";
      // The ring lies outside the element (outline-offset): it sits on the parent's background.
      samples.push({
        what: `focus ring of ${label(element)}`,
        color,
        backgrounds: backgroundsBehind(element.parentElement),
      });
    }
    (document.activeElement as HTMLElement | null)?.blur();
    const controls = document.querySelectorAll("input:not([type=hidden]):not([type=checkbox]), select, textarea");
    for (const control of Array.from(controls)) {
      if (!visible(control) || control.closest("[aria-hidden='true']")) continue;
      samples.push({
        what: `border of ${label(control)}`,
        color: getComputedStyle(control).borderTopColor,
        backgrounds: backgroundsBehind(control.parentElement),
      });
    }
    return samples;
  });
}

/** The samples whose indicator is missing or below 3:1 against any colour behind it. */
export const lowContrast = (samples: readonly IndicatorSample[], minimum = 3): string[] =>
  samples.flatMap(({ what, color, backgrounds }) => {
    if (color === "none") return [`${what}: none drawn`];
    const worst = Math.min(...backgrounds.map((background) => contrastRatio(color, background)));
    return worst < minimum ? [`${what}: ${color} on ${backgrounds.join(" / ")} is ${worst.toFixed(2)}:1`] : [];
  });
