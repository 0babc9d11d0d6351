/**
 * Facts the specification (docs/specification.md) states outright, which the site must keep whatever data/ holds.
 * Copied here once, so the tests that hold the site to them share one list.
 */

/** Spec §2: the eleven interview programme routes, in the order the index grid lists their cards. */
export const SPEC_PROGRAMME_ROUTES = [
  "/new-skills-new-mindset",
  "/intelligent-retail",
  "/ai-transformation",
  "/direct-to-consumer",
  "/platform-monetisation",
  "/finance-professional",
  "/marketing-ai",
  "/ai-upskilling",
  "/archives-to-assets",
  "/beyond-mqls",
  "/sales-marketing",
] as const;
