import type { LondonTexts } from "./london-time";

export declare const londonTexts: (iso: string) => LondonTexts;
