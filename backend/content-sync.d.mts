/** Types of content-sync.mjs for the TypeScript tests and the build's check. */
export interface ContentSource {
  dataDir: string;
  siteDataDir?: string;
}
export interface SyncReport {
  changes: string[];
  kept: { eventKey: string; registrations: number }[];
}
export declare const contentSql: (source: ContentSource) => string;
export declare const syncContent: (
  database: string | import("pg").Client,
  source: ContentSource,
) => Promise<SyncReport>;
export declare const describeSync: (report: SyncReport) => string[];
