import type { ReactElement } from "react";
import type * as ReactDomServer from "react-dom/server";

// React's Node server build: the browser build that jsdom's module resolution would pick needs TextEncoder.
const server = require("react-dom/server.node") as typeof ReactDomServer;

/**
 * What the static HTML holds for `element`: the server render, before React runs in the browser. Parts that
 * only the server writes out (<noscript>, no-JavaScript fallbacks) are checked here.
 */
export function serverHtml(element: ReactElement): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = server.renderToString(element);
  return host;
}
