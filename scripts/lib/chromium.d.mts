export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare const CHROMIUM_TESTS: string;
