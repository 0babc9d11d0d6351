export declare const E2E_STATE_DIR: string;
export declare const SITE_BACKEND: string;
export declare const BACKEND_LOG: string;
