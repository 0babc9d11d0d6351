// Performance budgets `npm test` holds one route per page template to (issue: quality gates).

/** One route per template; the event route falls back to any built event page. */
export const BUDGET_ROUTES = [
  { template: "home", route: "/" },
  { template: "programme", route: "/ai-transformation" },
  { template: "community", route: "/communities/revenue" },
  { template: "event", route: "/communities/revenue/events/1", fallback: /^\/communities\/[^/]+\/events\/[^/]+$/ },
  { template: "reports", route: "/thought-leadership" },
  { template: "contact", route: "/contact" },
];

export const BUDGETS = [
  { figure: "performance", label: "Lighthouse performance", min: 95 },
  { figure: "accessibility", label: "Lighthouse accessibility", min: 100 },
  { figure: "bestPractices", label: "Lighthouse best practices", min: 100 },
  { figure: "seo", label: "Lighthouse SEO", min: 100 },
  { figure: "firstLoadJsKb", label: "first-load JS (KB gzip)", max: 100 },
  { figure: "cls", label: "CLS", max: 0.02 },
  // Issue 17 (short hydration): parts a page does not need at once hydrate later (src/components/island).
  { figure: "tbtMs", label: "total blocking time (ms)", max: 100 },
];

/** The route each template is measured on, or why it is skipped (its page is not built yet). */
export const budgetTargets = (served) =>
  BUDGET_ROUTES.map(({ template, route, fallback }) => {
    const chosen = served.has(route) ? route : fallback && [...served].sort().find((r) => fallback.test(r));
    return chosen ? { template, route: chosen } : { template, route, skipped: `${route} is not built yet` };
  });

const format = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 1 ? 3 : 1));

/** One message per budget a route breaks, naming the route, the figure and the limit. */
export const budgetFailures = (route, figures) =>
  BUDGETS.flatMap(({ figure, label, min, max }) => {
    const value = figures[figure];
    if (typeof value !== "number" || Number.isNaN(value)) return [`${route}: ${label} was not measured`];
    if (min !== undefined && value < min) return [`${route}: ${label} is ${format(value)}, budget is at least ${min}`];
    if (max !== undefined && value > max) return [`${route}: ${label} is ${format(value)}, budget is at most ${max}`];
    return [];
  });

export const toKb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
