import type { ChildProcess } from "node:child_process";

export declare const freePort: () => Promise<number>;
export declare function serveBuiltSite(root: string): Promise<{ url: string; child: ChildProcess; stop: () => void }>;
export declare const waitForHttp: (url: string, child: ChildProcess, timeoutMs?: number) => Promise<void>;
