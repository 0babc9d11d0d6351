export declare const FIREFOX: string;
export declare const WEBKIT_DRIVER: string;
export declare const MINIBROWSER: string;
export declare const XVFB_RUN: string;
export declare const ensureEngines: () => boolean;
