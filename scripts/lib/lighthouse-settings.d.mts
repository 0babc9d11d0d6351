import type { BuiltPage } from "../../src/node/built-routes.ts";

export interface BenchTemplate {
  template: string;
  /** The page component, from the site root. */
  component: string;
}
export interface BenchTarget {
  template: string;
  /** The route measured; the component when skipped. */
  route: string;
  skipped?: string;
}
export declare const BENCH_TEMPLATES: readonly BenchTemplate[];
export declare const chunkNameOf: (component: string) => string;
export declare const templateTargets: (pages: readonly BuiltPage[]) => BenchTarget[];
export declare const toKb: (bytes: number) => number;
export declare const DEFAULT_CPU_SLOWDOWN: number;
export declare const cpuSlowdownFor: (benchmarkIndex: number) => number;
export declare const largestContentPaint: (values: (number | undefined)[]) => number;
