/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { BUDGETS, budgetFailures, budgetTargets, HEAVIEST_PAGES, toKb } from "../../scripts/lib/budgets.mjs";

const limit = (figure: string) => BUDGETS.find((budget) => budget.figure === figure)!;

/** Figures just within every budget. */
const passing: Record<string, number> = Object.fromEntries(
  BUDGETS.map((budget) => [budget.figure, budget.min ?? budget.max!]),
);

describe("performance budgets", () => {
  it("are those of a static site with islands: performance 98, TBT 50 ms, 20 KB of script, LCP 1.2x the page without script", () => {
    expect([limit("performance").min, limit("tbtMs").max, limit("firstLoadJsKb").max, limit("lcpRatio").max]).toEqual([
      98, 50, 20, 1.2,
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
      tbtMs: 112.5,
      lcpRatio: 1.5,
    };
    expect(budgetFailures("/contact", failing)).toEqual([
      "/contact: Lighthouse performance is 91, budget is at least 98",
      "/contact: Lighthouse accessibility is 96, budget is at least 100",
      "/contact: Lighthouse best practices is 92, budget is at least 100",
      "/contact: Lighthouse SEO is 90, budget is at least 100",
      "/contact: first-load JS (KB gzip) is 93.4, budget is at most 20",
      "/contact: CLS is 0.100, budget is at most 0.02",
      "/contact: total blocking time (ms) is 112.5, budget is at most 50",
      "/contact: LCP / LCP of the page without script is 1.5, budget is at most 1.2",
    ]);
  });

  it("holds total blocking time to 50 ms: 50 passes, 51 fails", () => {
    expect(budgetFailures("/", { ...passing, tbtMs: 51 })).toEqual([
      "/: total blocking time (ms) is 51, budget is at most 50",
    ]);
  });

  it("fails a figure that was not measured instead of passing it", () => {
    expect(budgetFailures("/", { ...passing, cls: undefined })).toEqual(["/: CLS was not measured"]);
  });

  it("measures one route per template and skips, with a reason, templates whose page is not built", () => {
    const targets = budgetTargets(new Set(["/", "/contact", "/communities/hr-leadership/events/2"]));
    expect(targets).toEqual([
      { template: "home", route: "/" },
      { template: "programme", route: "/ai-transformation", skipped: "/ai-transformation is not built yet" },
      { template: "community", route: "/communities/revenue", skipped: "/communities/revenue is not built yet" },
      { template: "event", route: "/communities/hr-leadership/events/2" },
      { template: "reports", route: "/thought-leadership", skipped: "/thought-leadership is not built yet" },
      { template: "contact", route: "/contact" },
    ]);
  });

  it(`adds the ${HEAVIEST_PAGES} largest pages of the build by HTML that no template route covers`, () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "budget-build-"));
    const sizes: Record<string, number> = { "/": 900, "/contact": 800 };
    for (let i = 1; i <= HEAVIEST_PAGES + 2; i++) sizes[`/page-${i}`] = i * 100;
    for (const [route, bytes] of Object.entries(sizes)) {
      const dir = path.join(publicDir, route);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "index.html"), "x".repeat(bytes));
    }
    const heaviest = budgetTargets(new Set(Object.keys(sizes)), publicDir).filter((t) => t.template === "heaviest");
    expect(heaviest.map((target) => target.route)).toEqual(
      Array.from({ length: HEAVIEST_PAGES }, (_, i) => `/page-${HEAVIEST_PAGES + 2 - i}`),
    );
  });

  it("rounds bytes to tenths of a KB", () => {
    expect(toKb(102400)).toBe(100);
    expect(toKb(90522)).toBe(88.4);
  });
});
