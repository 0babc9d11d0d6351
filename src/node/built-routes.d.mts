export interface BuiltPage {
  route: string;
  canonical: string;
  clientOnly: boolean;
  /** Gatsby's name for the page's component, e.g. component---src-templates-community-tsx. */
  component: string;
}

export declare function builtPages(publicDir: string): BuiltPage[];
export declare const servedRoutes: (pages: readonly BuiltPage[]) => string[];
export declare const canonicalRoutes: (pages: readonly BuiltPage[]) => string[];
export declare const htmlFile: (publicDir: string, route: string) => string;
