import { budgetFailures, budgetTargets, toKb } from "../../scripts/lib/budgets.mjs";

const passing = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  firstLoadJsKb: 88.4,
  cls: 0.01,
  tbtMs: 60,
};

describe("performance budgets", () => {
  it("passes figures within every budget", () => {
    expect(budgetFailures("/", passing)).toEqual([]);
  });

  it("names the route, the figure and the limit of each broken budget", () => {
    const failing = {
      performance: 91,
      accessibility: 96,
      bestPractices: 92,
      seo: 90,
      firstLoadJsKb: 123.4,
      cls: 0.1,
      tbtMs: 112.5,
    };
    expect(budgetFailures("/contact", failing)).toEqual([
      "/contact: Lighthouse performance is 91, budget is at least 95",
      "/contact: Lighthouse accessibility is 96, budget is at least 100",
      "/contact: Lighthouse best practices is 92, budget is at least 100",
      "/contact: Lighthouse SEO is 90, budget is at least 100",
      "/contact: first-load JS (KB gzip) is 123.4, budget is at most 100",
      "/contact: CLS is 0.100, budget is at most 0.02",
      "/contact: total blocking time (ms) is 112.5, budget is at most 100",
    ]);
  });

  it("holds total blocking time to 100 ms: 100 passes, 101 fails", () => {
    expect(budgetFailures("/", { ...passing, tbtMs: 100 })).toEqual([]);
    expect(budgetFailures("/", { ...passing, tbtMs: 101 })).toEqual([
      "/: total blocking time (ms) is 101, budget is at most 100",
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

  it("rounds bytes to tenths of a KB", () => {
    expect(toKb(102400)).toBe(100);
    expect(toKb(90522)).toBe(88.4);
  });
});
