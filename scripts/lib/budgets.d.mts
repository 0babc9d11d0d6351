import type { BuiltPage } from "../../src/node/built-routes.mjs";

export interface BudgetTemplate {
  template: string;
  /** The page component, from the site root. */
  component: string;
}
export interface BudgetTarget {
  template: string;
  /** The route measured; the component when skipped. */
  route: string;
  skipped?: string;
}
export interface Budget {
  figure: string;
  label: string;
  min?: number;
  max?: number;
}
export declare const BUDGET_TEMPLATES: readonly BudgetTemplate[];
export declare const chunkNameOf: (component: string) => string;
export declare const templateTargets: (pages: readonly BuiltPage[]) => BudgetTarget[];
export declare const BUDGETS: readonly Budget[];
export declare const TBT_TARGET_MS: number;
export declare const HEAVIEST_PAGES: number;
export declare const budgetTargets: (pages: readonly BuiltPage[], publicDir?: string) => BudgetTarget[];
export declare const budgetFailures: (route: string, figures: Record<string, unknown>) => string[];
export declare const toKb: (bytes: number) => number;
export declare const DEFAULT_CPU_SLOWDOWN: number;
export declare const cpuSlowdownFor: (benchmarkIndex: number) => number;
export declare const largestContentPaint: (values: (number | undefined)[]) => number;
