export interface Growth {
  before: number;
  after: number;
}
export declare const CONTRIBUTOR_WEIGHT: number;
export declare const EVENT_SPACING_DAYS: number;
export declare const shiftedLondonStart: (startsAt: string, days: number) => { startsAt: string };
export declare function scaleContent(dataDir: string, factor: number): Record<string, Growth>;
export declare const growthSummary: (growth: Record<string, Growth>) => string;
