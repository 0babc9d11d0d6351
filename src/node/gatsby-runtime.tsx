import React from "react";

/**
 * Prefetch a same-site page when the visitor shows intent (pointer down, or hover for a moment): with no
 * client-side router, links are plain page loads, and this makes most of them instant. Browsers without
 * speculation rules ignore it. Calendar files and downloads are not pages.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: "document",
      where: { and: [{ href_matches: "/*" }, { not: { selector_matches: "[download], [href$='.ics']" } }] },
      eagerness: "moderate",
    },
  ],
});

export const speculationRules = (): React.ReactElement => (
  <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
);

/**
 * Gatsby's own browser runtime, which would hydrate the whole page and route between pages: the page path script
 * and the `_gatsby-scripts` slice (compilation hash, chunk map and `async` bundles). Built pages are static
 * apart from their islands, which the boot script hydrates (src/node/page-scripts.ts adds it).
 */
const isGatsbyRuntime = (component: React.ReactNode): boolean =>
  React.isValidElement<{ sliceId?: string }>(component) &&
  (component.key === "script-loader" || component.props.sliceId === "_gatsby-scripts");

export const withoutGatsbyRuntime = (components: readonly React.ReactNode[]): React.ReactNode[] =>
  components.filter((component) => !isGatsbyRuntime(component));

/**
 * gatsby-plugin-image's style and loader script serve its `GatsbyImage` component, which the site does not use
 * (`src/components/picture` renders the build's image data as a plain `<picture>`).
 */
export const withoutImageRuntime = (components: readonly React.ReactNode[]): React.ReactNode[] =>
  components.filter(
    (component) => !(React.isValidElement(component) && String(component.key).startsWith("gatsby-image-style")),
  );
