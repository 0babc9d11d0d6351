/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import {
  BUDGET_TEMPLATES,
  BUDGETS,
  budgetFailures,
  budgetTargets,
  chunkNameOf,
  cpuSlowdownFor,
  DEFAULT_CPU_SLOWDOWN,
  HEAVIEST_PAGES,
  largestContentPaint,
  TBT_TARGET_MS,
  toKb,
} from "../../scripts/lib/budgets.mjs";
import type { BuiltPage } from "../../src/node/built-routes.mjs";
import { listPageTypes, pageTypes } from "../../src/routes";

/** Built pages as builtPages reads them: each route with the page component that rendered it. */
const pagesOf = (components: Record<string, string>, aliases: Record<string, string> = {}): BuiltPage[] =>
  Object.entries(components).map(([route, component]) => ({
    route,
    canonical: aliases[route] ?? route,
    clientOnly: false,
    component: chunkNameOf(component),
  }));

const limit = (figure: string) => BUDGETS.find((budget) => budget.figure === figure)!;

/** Figures just within every budget. */
const passing: Record<string, number> = Object.fromEntries(
  BUDGETS.map((budget) => [budget.figure, budget.min ?? budget.max!]),
);

describe("performance budgets", () => {
  it("are those of a static site with islands: performance 98, TBT 150 ms, 20 KB of script, LCP 1.2x the page without script", () => {
    expect([limit("performance").min, limit("tbtMs").max, limit("firstLoadJsKb").max, limit("lcpRatio").max]).toEqual([
      98, 150, 20, 1.2,
    ]);
    expect([limit("accessibility").min, limit("bestPractices").min, limit("seo").min, limit("cls").max]).toEqual([
      100, 100, 100, 0.02,
    ]);
  });

  it("passes figures at every limit", () => {
    expect(budgetFailures("/", passing)).toEqual([]);
  });

  it("names the route, the figure and the limit of each broken budget", () => {
    const failing = {
      performance: 91,
      accessibility: 96,
      bestPractices: 92,
      seo: 90,
      firstLoadJsKb: 93.4,
      cls: 0.1,
      tbtMs: 212.5,
      lcpRatio: 1.5,
    };
    expect(budgetFailures("/contact", failing)).toEqual([
      "/contact: Lighthouse performance is 91, budget is at least 98",
      "/contact: Lighthouse accessibility is 96, budget is at least 100",
      "/contact: Lighthouse best practices is 92, budget is at least 100",
      "/contact: Lighthouse SEO is 90, budget is at least 100",
      "/contact: first-load JS (KB gzip) is 93.4, budget is at most 20",
      "/contact: CLS is 0.100, budget is at most 0.02",
      "/contact: total blocking time (ms) is 212.5, budget is at most 150",
      "/contact: LCP / LCP of the page without script is 1.5, budget is at most 1.2",
    ]);
  });

  it("holds total blocking time to 150 ms: 150 passes, 151 fails; the target of 50 ms is below the gate", () => {
    expect(budgetFailures("/", { ...passing, tbtMs: 151 })).toEqual([
      "/: total blocking time (ms) is 151, budget is at most 150",
    ]);
    expect(TBT_TARGET_MS).toBe(50);
    expect(TBT_TARGET_MS).toBeLessThan(limit("tbtMs").max!);
  });

  it("fails a figure that was not measured instead of passing it", () => {
    expect(budgetFailures("/", { ...passing, cls: undefined })).toEqual(["/: CLS was not measured"]);
  });

  it("are held on pages the site makes: a page of src/pages or a template src/routes.ts registers", () => {
    const templates = new Set([...pageTypes, ...listPageTypes].map((type) => type.template));
    for (const { component } of BUDGET_TEMPLATES) {
      const made = fs.existsSync(path.join(__dirname, "../..", component));
      const registered = component.startsWith("src/pages/") || templates.has(component);
      expect({ component, made, registered }).toEqual({ component, made: true, registered: true });
    }
  });

  it("names Gatsby's chunk of a page component as page-data.json does", () => {
    expect(chunkNameOf("src/templates/community-event.tsx")).toBe("component---src-templates-community-event-tsx");
  });

  it("measures the first screen of each template in the build and skips, with a reason, templates with no page", () => {
    const [home, programme, , event] = BUDGET_TEMPLATES;
    const pages = pagesOf(
      {
        "/": home.component,
        "/home": home.component,
        "/zeta": programme.component,
        "/alpha": programme.component,
        "/communities/b/events/2": event.component,
        "/communities/a/events/9": event.component,
      },
      { "/home": "/" },
    );
    const targets = budgetTargets(pages);
    expect(targets.map((target) => target.template)).toEqual(BUDGET_TEMPLATES.map((budget) => budget.template));
    expect(targets.slice(0, 2)).toEqual([
      { template: home.template, route: "/" },
      { template: programme.template, route: "/alpha" },
    ]);
    expect(targets[3]).toEqual({ template: event.template, route: "/communities/a/events/9" });
    expect(targets[2]).toEqual({
      template: BUDGET_TEMPLATES[2].template,
      route: BUDGET_TEMPLATES[2].component,
      skipped: `no page of ${BUDGET_TEMPLATES[2].component} is built`,
    });
  });

  it(`adds the ${HEAVIEST_PAGES} largest pages of the build by HTML that no template route covers, aliases aside`, () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "budget-build-"));
    const [home] = BUDGET_TEMPLATES;
    // An alias is a copy of its screen's page (`/home` of `/`): measuring it would measure that screen twice.
    const sizes: Record<string, number> = { "/": 900, "/home": 900 };
    for (let i = 1; i <= HEAVIEST_PAGES + 2; i++) sizes[`/page-${i}`] = i * 100;
    for (const [route, bytes] of Object.entries(sizes)) {
      const dir = path.join(publicDir, route);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "index.html"), "x".repeat(bytes));
    }
    const pages = pagesOf(
      Object.fromEntries(
        Object.keys(sizes).map((route) => [
          route,
          route === "/" || route === "/home" ? home.component : "src/pages/x.tsx",
        ]),
      ),
      { "/home": "/" },
    );
    const heaviest = budgetTargets(pages, publicDir).filter((t) => t.template === "heaviest");
    expect(heaviest.map((target) => target.route)).toEqual(
      Array.from({ length: HEAVIEST_PAGES }, (_, i) => `/page-${HEAVIEST_PAGES + 2 - i}`),
    );
  });

  it("takes the no-script copy's LCP as the highest of its measured runs, and none when no run measured it", () => {
    expect(largestContentPaint([780, undefined, 982, 841, Number.NaN])).toBe(982);
    expect(largestContentPaint([undefined, Number.NaN])).toBeNaN();
  });

  it("rounds bytes to tenths of a KB", () => {
    expect(toKb(102400)).toBe(100);
    expect(toKb(90522)).toBe(88.4);
  });

  it("slows the CPU as Lighthouse's calculator says for a weaker host, and never beyond Lighthouse's default 4x", () => {
    const anchors: [number, number][] = [
      [150, 1],
      [800, 2],
      [1300, 3],
      [1533, DEFAULT_CPU_SLOWDOWN],
      // The calculator's 5x and 6x, held at the default.
      [1766, DEFAULT_CPU_SLOWDOWN],
      [2000, DEFAULT_CPU_SLOWDOWN],
    ];
    expect(anchors.map(([index]) => Math.round(cpuSlowdownFor(index) * 100) / 100)).toEqual(
      anchors.map(([, slowdown]) => slowdown),
    );
    expect(DEFAULT_CPU_SLOWDOWN).toBe(4);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(50)).toBe(1);
  });
});
