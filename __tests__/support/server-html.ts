import type { ReactElement } from "react";
import type * as ReactDomServer from "react-dom/server";

// React's Node server build: the browser build that jsdom's module resolution would pick needs TextEncoder.
const server = require("react-dom/server.node") as typeof ReactDomServer;

// What React prints when a component does on the server what only a browser does: a test that meets it renders in
// a world Gatsby's build never runs in (Formik, for one, picks useLayoutEffect when it loads beside a `window`).
const SERVER_WARNING = /does nothing on the server|Warning: /;

/**
 * The server render as Gatsby's build runs it (`BUILD_STAGE`, which islands read), as an HTML string. A warning
 * React prints during it fails the test: components with Formik render on the server in a file that runs under
 * `@jest-environment node`, as Gatsby's build does, without `window`.
 */
export function serverString(element: ReactElement): string {
  const stage = process.env.BUILD_STAGE;
  const warnings: string[] = [];
  // Set aside, not spied on: a test's own spy on console.error stays as it was.
  const { error } = console;
  console.error = (...args: unknown[]) => void warnings.push(args.map(String).join(" "));
  process.env.BUILD_STAGE = "build-html";
  let html: string;
  try {
    html = server.renderToString(element);
  } finally {
    process.env.BUILD_STAGE = stage;
    console.error = error;
  }
  const warning = warnings.find((text) => SERVER_WARNING.test(text));
  if (warning) throw new Error(`React warned during the server render: ${warning.split("\n")[0]}`);
  for (const text of warnings) console.error(text);
  return html;
}

/**
 * What the static HTML holds for `element`: the server render, before React runs in the browser. Parts that
 * only the server writes out (<noscript>, no-JavaScript fallbacks) are checked here. Under jsdom it is parsed in
 * the test's document; under `@jest-environment node` in a document of its own (`staticDocument`).
 */
export function serverHtml(element: ReactElement): HTMLElement {
  const html = serverString(element);
  const host = (typeof document === "undefined" ? staticDocument("") : document).createElement("div");
  host.innerHTML = html;
  return host;
}

/** A browser's document holding `html` as its body: the static page as a visitor without script gets it. */
export function staticDocument(html: string): Document {
  // jsdom, the DOM Jest's jsdom environment runs on, here for tests that render without a `window`.
  const { JSDOM } = require("jsdom") as typeof import("jsdom");
  return new JSDOM(`<!doctype html><html lang="en"><body>${html}</body></html>`).window.document;
}
