export type PageFileKind = "html" | "page-data";
export interface PageFile {
  /** Relative to the public folder, e.g. `podcasts/index.html`. */
  file: string;
  kind: PageFileKind;
  bytes: number;
  limit: number;
}
export declare const HTML_LIMIT_BYTES: number;
export declare const PAGE_DATA_LIMIT_BYTES: number;
export declare function pageFiles(publicDir: string): PageFile[];
export declare const oversizedPages: (publicDir: string) => PageFile[];
export declare const largestPages: (publicDir: string) => Record<PageFileKind, PageFile>;
export declare const describePage: (page: PageFile) => string;
export declare const pageDataFile: (publicDir: string, route: string) => string;
