import type { ReactElement } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";

/**
 * Browser stand-in for `react-dom/server`, which gatsby-plugin-image loads on every page with an
 * image only to turn an image into HTML after a client-side navigation: the real module adds
 * 21 KB gzip of first-load JavaScript. This renders with the react-dom the page already has.
 * Wired in by src/node/webpack.ts for browser bundles only; server rendering keeps the real one.
 */
export function renderToStaticMarkup(element: ReactElement): string {
  const container = document.createElement("div");
  const root = createRoot(container);
  flushSync(() => root.render(element));
  const html = container.innerHTML;
  root.unmount();
  return html;
}
