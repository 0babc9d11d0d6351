import type { ReactElement } from "react";
import type * as ReactDomServer from "react-dom/server";

// React's Node server build: the browser build that jsdom's module resolution would pick needs TextEncoder.
const server = require("react-dom/server.node") as typeof ReactDomServer;

/** The server render as Gatsby's build runs it (`BUILD_STAGE`, which islands read), as an HTML string. */
export function serverString(element: ReactElement): string {
  const stage = process.env.BUILD_STAGE;
  process.env.BUILD_STAGE = "build-html";
  try {
    return server.renderToString(element);
  } finally {
    process.env.BUILD_STAGE = stage;
  }
}

/**
 * What the static HTML holds for `element`: the server render, before React runs in the browser. Parts that
 * only the server writes out (<noscript>, no-JavaScript fallbacks) are checked here.
 */
export function serverHtml(element: ReactElement): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = serverString(element);
  return host;
}
