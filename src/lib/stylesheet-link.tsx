import React from "react";

/**
 * Gatsby inlines its whole CSS bundle (≈50 KB) into every page's `<head>` as `<style data-href="/styles.….css">`.
 * A link to that same file instead is downloaded once and cached for every later page, and keeps each page's
 * HTML small (issue 17: at most 150 KB a page). Other head elements pass through unchanged.
 */
export const linkInlinedStylesheets = (components: readonly React.ReactNode[]): React.ReactNode[] =>
  components.map((component) => {
    if (!React.isValidElement<{ "data-href"?: string }>(component) || component.type !== "style") return component;
    const href = component.props["data-href"];
    return href ? <link key={component.key ?? href} rel="stylesheet" href={href} /> : component;
  });
