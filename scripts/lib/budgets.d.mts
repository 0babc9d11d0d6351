export interface BudgetRoute {
  template: string;
  route: string;
  fallback?: RegExp;
}
export interface BudgetTarget {
  template: string;
  route: string;
  skipped?: string;
}
export interface Budget {
  figure: string;
  label: string;
  min?: number;
  max?: number;
}
export declare const BUDGET_ROUTES: readonly BudgetRoute[];
export declare const BUDGETS: readonly Budget[];
export declare const HEAVIEST_PAGES: number;
export declare const budgetTargets: (served: ReadonlySet<string>, publicDir?: string) => BudgetTarget[];
export declare const budgetFailures: (route: string, figures: Record<string, unknown>) => string[];
export declare const toKb: (bytes: number) => number;
