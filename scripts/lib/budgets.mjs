// Performance budgets `npm test` holds one route per page template, and the heaviest pages, to.
import fs from "node:fs";
import { canonicalRoutes, htmlFile } from "../../src/node/built-routes.mjs";

/**
 * The templates held to the budgets, by their page component: the home page, one page per kind of content page and
 * the form page. Each is measured on its first page in the build (src/routes.ts makes the pages; no route is named
 * here, so a renamed route or slug changes nothing).
 */
export const BUDGET_TEMPLATES = [
  { template: "home", component: "src/pages/index.tsx" },
  { template: "programme", component: "src/templates/programme.tsx" },
  { template: "community", component: "src/templates/community.tsx" },
  { template: "event", component: "src/templates/community-event.tsx" },
  { template: "reports", component: "src/templates/thought-leadership.tsx" },
  { template: "contact", component: "src/pages/contact.tsx" },
];

/** Gatsby's name for a page component (`componentChunkName` in page-data.json). */
export const chunkNameOf = (component) => `component---${component.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;

/**
 * One route per budget template: the first screen (canonical, sorted) its component renders in the build, or why
 * it is skipped.
 */
export const templateTargets = (pages) =>
  BUDGET_TEMPLATES.map(({ template, component }) => {
    const [route] = canonicalRoutes(pages.filter((page) => page.component === chunkNameOf(component))).sort();
    return route ? { template, route } : { template, route: component, skipped: `no page of ${component} is built` };
  });

/** How many of the heaviest pages (by HTML) are held to the budgets besides one route per template. */
export const HEAVIEST_PAGES = 5;

/** The total blocking time issue 32 asks of every budget route; reported, not yet held (see BUDGETS). */
export const TBT_TARGET_MS = 50;

export const BUDGETS = [
  { figure: "performance", label: "Lighthouse performance", min: 98 },
  { figure: "accessibility", label: "Lighthouse accessibility", min: 100 },
  { figure: "bestPractices", label: "Lighthouse best practices", min: 100 },
  { figure: "seo", label: "Lighthouse SEO", min: 100 },
  // Pages are static but for their islands (docs/architecture.md): before any island is due, a page loads the boot
  // script at most (about 6 KB).
  { figure: "firstLoadJsKb", label: "first-load JS (KB gzip)", max: 20 },
  { figure: "cls", label: "CLS", max: 0.02 },
  // Issue 32 asks for TBT_TARGET_MS. On this 2-core machine a route's median of five moves by up to 100 ms from one
  // series to the next, and a page with no script at all scores 22 to 142 ms at 4x (docs/quality.md): the gate is
  // the level an ordinary run holds, and the budget test names every route above the target.
  { figure: "tbtMs", label: "total blocking time (ms)", max: 150 },
  // What script costs the page's main content: its LCP against the same page with every script removed.
  { figure: "lcpRatio", label: "LCP / LCP of the page without script", max: 1.2 },
];

/**
 * What the budgets measure: one route per template (or why it is skipped), then the HEAVIEST_PAGES largest pages of
 * the build by HTML that are not among them.
 */
export const budgetTargets = (pages, publicDir) => {
  const templates = templateTargets(pages);
  if (!publicDir) return templates;
  const measured = new Set(templates.filter((target) => !target.skipped).map((target) => target.route));
  // Screens, not aliases: an alias serves a copy of its screen's page.
  const heaviest = canonicalRoutes(pages)
    .filter((route) => !measured.has(route))
    .map((route) => ({ route, bytes: fs.statSync(htmlFile(publicDir, route)).size }))
    .sort((a, b) => b.bytes - a.bytes || a.route.localeCompare(b.route))
    .slice(0, HEAVIEST_PAGES)
    .map(({ route }) => ({ template: "heaviest", route }));
  return [...templates, ...heaviest];
};

/** Lighthouse's own CPU slowdown, which PageSpeed Insights and every default run use: the most the budgets apply. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes this machine Lighthouse's mobile device: Lighthouse's default of 4x, lowered on a
 * weaker host as its throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") says, by the table of its
 * CPU throttling calculator: 150 is 1x, 800 is 2x, 1,300 is 3x, 1,533 is 4x, linear between. Never above the
 * default: the calculator goes on to 6x at 2,000, but this 2-core machine's index jumps between 1,070 and 2,074 a
 * minute apart while its work on one page moves by a sixth, so the higher slowdowns only amplified the index's
 * noise (a CI run failed at 5.45x); at a fixed 4x a run on the machine's slow minutes failed instead (docs/quality.md).
 */
export const cpuSlowdownFor = (benchmarkIndex) => {
  if (benchmarkIndex >= 1300) return Math.min(DEFAULT_CPU_SLOWDOWN, 3 + (benchmarkIndex - 1300) / 233);
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
};

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

/**
 * The copy's LCP once its largest content has painted: the highest of its runs. A copy's simulated LCP falls in two
 * groups, by a race in the unthrottled load Lighthouse observes (whether its largest image paints in the first frame
 * or a later one): 20 loads of the copy of /thought-leadership/2 gave 755 to 856 ms six times and 975 to 1,035 ms
 * fourteen times, so the median of five fell in either group and the ratio moved between 1.07 and 1.27 on one build.
 * The page itself lands in the upper group (its script's tasks come before its first paint).
 * @param {(number | undefined)[]} values
 */
export const largestContentPaint = (values) => {
  const measured = values.filter((value) => Number.isFinite(value));
  return measured.length > 0 ? Math.max(...measured) : NaN;
};
