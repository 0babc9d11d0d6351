import type { ChildProcess, StdioOptions } from "node:child_process";

export declare const NGINX: string;
export declare const BROTLI_MODULE: string;
export declare const NGINX_PACKAGES: string[];
export declare const SITE_CONFIG: string;
export declare function ensureNginx(): boolean;
export declare function localSiteConfig(
  siteConfig: string,
  where: { root: string; host: string; port: number },
): string;
export declare const mainConfig: (prefix: string, siteFile: string) => string;
export declare function startNginx(options: { root: string; host?: string; port: number; stdio?: StdioOptions }): {
  url: string;
  child: ChildProcess;
  stop: () => void;
};
