export declare const e2eState: (root: string) => { dir: string; siteBackend: string; backendLog: string };
