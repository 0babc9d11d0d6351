import type { ChildProcess } from "node:child_process";

export declare const freePort: () => Promise<number>;
export declare function serveBuiltSite(root: string): Promise<{ url: string; child: ChildProcess; stop: () => void }>;
