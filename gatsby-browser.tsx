import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import "./src/styles/global.scss";
// Every Sass module once, in one order (scripts/lib/style-order.mjs): the stylesheet no page can reorder.
import "./src/styles/modules";

export { wrapPageElement } from "./src/components/layout/wrap-page-element";

/**
 * Hydrates the server-rendered page as a transition: React then works in slices of a few
 * milliseconds and lets the browser paint and answer input in between, instead of one long task
 * per page (the main cost in Lighthouse's total blocking time on a mobile CPU). A click on a part
 * not hydrated yet makes React hydrate that part at once and replay the click.
 * A container without server HTML (`gatsby develop` renders in the browser only) is rendered.
 * Returns the unmount Gatsby's development overlay uses. (Typed by hand: Gatsby's `GatsbyBrowser`
 * still describes this with React 17's `render` signature.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  if (!container.hasChildNodes()) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
};
