/** Every page component of the site by its page data name, made by src/node/cms-preview.ts when it bundles. */
declare module "site-pages" {
  import type { ComponentType } from "react";

  export const pageComponents: Readonly<
    Record<string, { default: ComponentType<Record<string, unknown>>; query?: string }>
  >;
}
