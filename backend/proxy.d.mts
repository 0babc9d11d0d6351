export declare const MAX_BODY_BYTES: number;
export declare const CLIENT_ADDRESS_HEADER: string;
export declare const REQUEST_TIMEOUT_MS: number;
export declare const FUNCTIONS_PREFIX: string;
export declare const startProxy: (options: {
  port: number;
  host?: string;
  postgrestSocket: string;
  healthy: () => Promise<boolean>;
}) => Promise<{
  port: number;
  stop: () => Promise<void>;
  serveFunction: (name: string, port: number, relayKey?: string) => void;
}>;
export declare const MAX_QUERY_BYTES: number;
export declare const MAX_LIST_ITEMS: number;
export declare const MAX_PARAMETERS: number;
export declare const MAX_VALUE_ITEMS: number;
export declare const queryRefusal: (url: URL) => string | null;
