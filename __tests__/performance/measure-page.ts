/**
 * One load of a page in Chromium at a phone's viewport, and what it shows of the page's cost: which requests it
 * made (and which of them the first paint waited for), which scripts were asked for before the first contentful
 * paint, the LCP element, what script inserted into the first screen, which React roots exist once the page has
 * settled, and how many bytes of JavaScript ran (V8's precise coverage). None of it is a timing: a busy machine
 * makes the same load slower, not different. Sizes come from the build's files (../support/performance-budgets.ts).
 */
import type { Browser, Page, Request } from "@playwright/test";
import fs from "fs";
import { htmlFile } from "../../src/node/built-routes.ts";
import { pageDataFile } from "../../scripts/lib/page-bounds.ts";
import {
  builtFile,
  executedBytes,
  servedBytes,
  type LcpFigure,
  type PageFigures,
} from "../support/performance-budgets";

/** Lighthouse's mobile device (a Moto G Power): the viewport whose first screen the figures are about. */
export const GATE_VIEWPORT = { width: 412, height: 823 };

declare global {
  interface Window {
    __gate: {
      lcp?: PerformanceEntry & { element: Element | null; url: string };
      known?: WeakSet<Element>;
      revealed: Element[];
    };
  }
}

/**
 * Runs in the page before its own code: keeps the last LCP entry, the elements the parser made (at
 * DOMContentLoaded, when it is done) and the elements script reveals later (a `hidden` removed).
 */
const recordFromTheStart = () => {
  window.__gate = { revealed: [] };
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__gate.lcp = entries[entries.length - 1] as Window["__gate"]["lcp"];
  }).observe({ type: "largest-contentful-paint", buffered: true });
  document.addEventListener(
    "DOMContentLoaded",
    () => {
      window.__gate.known = new WeakSet(document.querySelectorAll("*"));
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target instanceof Element && !record.target.hasAttribute("hidden"))
            window.__gate.revealed.push(record.target);
      }).observe(document.body, { attributes: true, attributeFilter: ["hidden"], subtree: true });
    },
    { once: true, capture: true },
  );
};

export interface PageOverrides {
  /** The HTML to serve instead of the built page (a seeded copy). */
  html?: string;
  /** Extra or replaced files of the site, by path: served and sized in place of the build's. */
  files?: Record<string, string>;
}

/** Waits until nothing has been requested or answered for `quietMs`: the page has stopped loading by itself. */
const quiet = async (page: Page, pending: Set<unknown>, lastActivity: () => number, quietMs = 500) => {
  while (pending.size > 0 || Date.now() - lastActivity() < quietMs) await page.waitForTimeout(100);
};

/**
 * Loads `route` of the site at `baseUrl` (or the seeded `overrides` served at that address) in a new context and
 * returns its figures. Live reads of the database answer with no rows, so the page runs the same code whatever the
 * database holds.
 */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  publicDir: string,
  route: string,
  overrides: PageOverrides = {},
): Promise<PageFigures> {
  const origin = new URL(baseUrl).origin;
  const html = overrides.html ?? fs.readFileSync(htmlFile(publicDir, route), "utf8");
  const context = await browser.newContext({
    viewport: GATE_VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.route("**/rest/v1/**", (request) =>
      request.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
    );
    if (overrides.html)
      await context.route(`${origin}${route}`, (request) =>
        request.fulfill({ contentType: "text/html", body: overrides.html }),
      );
    for (const [file, body] of Object.entries(overrides.files ?? {}))
      await context.route(`${origin}${file}`, (request) => request.fulfill({ contentType: "text/javascript", body }));
    await context.addInitScript(recordFromTheStart);
    const page = await context.newPage();

    const requested: { url: string; type: string }[] = [];
    const pending = new Set<unknown>();
    let last = Date.now();
    page.on("request", (request) => {
      requested.push({ url: request.url(), type: request.resourceType() });
      pending.add(request);
      last = Date.now();
    });
    const settled = (request: Request) => {
      pending.delete(request);
      last = Date.now();
    };
    page.on("requestfinished", settled);
    page.on("requestfailed", settled);

    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(`${origin}${route}`, { waitUntil: "load" });
    // The boot script runs after the first paint, so after the load event at times; then the islands due at load.
    await page.waitForFunction(
      () => document.documentElement.dataset.boot === "ran" || !document.querySelector("script[data-page-script]"),
      undefined,
      { timeout: 0 },
    );
    const dueAtLoad = await page.evaluate(islandsDueAtLoad);
    await page.waitForFunction(
      (names) => names.every((name) => document.querySelector(`[data-island="${name}"][data-hydrated]`)),
      dueAtLoad,
      { timeout: 0 },
    );
    await quiet(page, pending, () => last);
    const coverage = await page.coverage.stopJSCoverage();
    const inPage = await page.evaluate(readPage, html);
    const firstLoad = [...requested];
    // Then every island is used (a pointer over it, which starts any island's hydration): what it loads then is
    // the rest of the page's JavaScript.
    await page.evaluate(() =>
      document.querySelectorAll("[data-island]").forEach((root) => root.dispatchEvent(new Event("pointerover"))),
    );
    await page.waitForFunction(() => !document.querySelector("[data-island]:not([data-hydrated])"), undefined, {
      timeout: 0,
    });
    await quiet(page, pending, () => last);

    const sizeOf = (url: string) => {
      const { pathname } = new URL(url);
      if (pathname === route || `${pathname}/` === route || pathname === `${route}/`) return servedBytes(".html", html);
      const seeded = overrides.files?.[pathname];
      if (seeded !== undefined) return servedBytes(pathname, seeded);
      const file = builtFile(publicDir, pathname);
      return file ? servedBytes(file, fs.readFileSync(file)) : 0;
    };
    const ownOf = (requests: typeof requested) => requests.filter((r) => new URL(r.url).origin === origin);
    const own = ownOf(firstLoad);
    const jsBytes = (requests: typeof requested) =>
      servedBytes(".js", inPage.inlineScripts.join("\n")) +
      ownOf(requests)
        .filter((r) => r.type === "script")
        .reduce((sum, r) => sum + sizeOf(r.url), 0);
    const pathOf = (url: string) => new URL(url).pathname;

    return {
      route,
      firstLoadJsBytes: jsBytes(firstLoad),
      totalJsBytes: jsBytes(requested),
      transferBytes: own.reduce((sum, request) => sum + sizeOf(request.url), 0),
      htmlBytes: servedBytes(".html", html),
      cssBytes:
        servedBytes(".css", inPage.inlineStyles.join("\n")) +
        own.filter((r) => r.type === "stylesheet").reduce((sum, r) => sum + sizeOf(r.url), 0),
      pageDataBytes: fs.statSync(pageDataFile(publicDir, route)).size,
      renderBlocking: inPage.renderBlocking.map(pathOf),
      scriptsBeforeFcp: inPage.scriptsBeforeFcp.map(pathOf),
      lcp: inPage.lcp,
      unsizedImages: inPage.unsizedImages,
      lateAboveFold: inPage.lateAboveFold,
      hydratedAtLoad: inPage.reactRoots,
      dueAtLoad,
      executedJsBytes: coverage
        .filter((script) => script.url.startsWith(`${origin}/`))
        .reduce((sum, script) => sum + executedBytes(script.functions, script.source?.length ?? 0), 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * The islands that may hydrate before any use: those due at `load`, and those due when `visible` that are within
 * hydrate-islands.ts's margin of the first screen, as an IntersectionObserver with that margin sees them.
 */
function islandsDueAtLoad(): Promise<string[]> {
  const atLoad = Array.from(document.querySelectorAll<HTMLElement>('[data-island][data-when="load"]'));
  const visible = Array.from(document.querySelectorAll<HTMLElement>('[data-island][data-when="visible"]'));
  const names = (elements: HTMLElement[]) => elements.map((element) => element.dataset.island ?? "");
  if (visible.length === 0) return Promise.resolve(names(atLoad));
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        observer.disconnect();
        const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
        resolve(names([...atLoad, ...seen]));
      },
      { rootMargin: "200px 0px" },
    );
    visible.forEach((element) => observer.observe(element));
  });
}

/** What the settled page and its HTML as delivered (parsed apart, with no script run) show. */
function readPage(html: string) {
  const delivered = new DOMParser().parseFromString(html, "text/html");
  const describe = (element: Element) => {
    const source = element.getAttribute("src") ?? element.getAttribute("srcset")?.split(/\s/)[0];
    const id = element.id ? `#${element.id}` : "";
    const classes = Array.from(element.classList, (name) => `.${name}`).join("");
    return `${element.localName}${id}${classes}${source ? ` (${source})` : ""}`;
  };
  const fold = window.innerHeight;
  const inFirstScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.width > 0 && box.top < fold && box.bottom > 0;
  };

  const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
  // Chromium's renderBlockingStatus (Resource Timing level 3) is not in TypeScript's DOM types yet.
  const resources = performance.getEntriesByType("resource") as (PerformanceResourceTiming & {
    renderBlockingStatus?: "blocking" | "non-blocking";
  })[];

  const lcpEntry = window.__gate.lcp;
  let lcp: LcpFigure = { element: "none" };
  if (lcpEntry) {
    const element = lcpEntry.element;
    lcp = { element: element ? describe(element).split(" ")[0] : "removed" };
    if (lcpEntry.url) {
      const image = new URL(lcpEntry.url, location.href).pathname;
      const offered = Array.from(
        delivered.querySelectorAll("img[src], img[srcset], source[srcset], video[poster], link[rel=preload][as=image]"),
      ).some((candidate) =>
        ["src", "srcset", "poster", "href", "imagesrcset"].some((name) =>
          (candidate.getAttribute(name) ?? "")
            .split(/[\s,]+/)
            .some((address) => address && new URL(address, location.href).pathname === image),
        ),
      );
      lcp = {
        ...lcp,
        image,
        inHtml: offered,
        loading: element?.getAttribute("loading") ?? undefined,
        fetchPriority: element?.getAttribute("fetchpriority") ?? undefined,
      };
    }
  }

  const known = window.__gate.known;
  const inserted = known
    ? Array.from(document.body.querySelectorAll("*")).filter(
        (element) => !known.has(element) && (!element.parentElement || known.has(element.parentElement)),
      )
    : [];
  const reactRoots = Array.from(document.querySelectorAll<HTMLElement>("*"))
    .filter((element) => Object.keys(element).some((key) => key.startsWith("__reactContainer$")))
    .map((element) => element.dataset.island ?? (element.id ? `#${element.id}` : element.localName));

  return {
    inlineScripts: Array.from(delivered.querySelectorAll("script:not([src])"))
      .filter((script) => ["", "text/javascript", "module"].includes(script.getAttribute("type") ?? ""))
      .map((script) => script.textContent ?? ""),
    inlineStyles: Array.from(delivered.querySelectorAll("style"), (style) => style.textContent ?? ""),
    renderBlocking: resources.filter((entry) => entry.renderBlockingStatus === "blocking").map((entry) => entry.name),
    scriptsBeforeFcp: resources
      .filter((entry) => entry.initiatorType === "script" || /\.m?js$/.test(new URL(entry.name).pathname))
      .filter((entry) => entry.startTime < fcp)
      .map((entry) => entry.name),
    lcp,
    unsizedImages: Array.from(delivered.querySelectorAll("img:not([width][height])"), describe),
    lateAboveFold: [...inserted, ...window.__gate.revealed].filter(inFirstScreen).map(describe),
    reactRoots,
  };
}
