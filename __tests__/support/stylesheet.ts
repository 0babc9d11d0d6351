import * as sass from "sass";

/**
 * Puts a Sass module's compiled rules into the test document, so jsdom's computed styles (and `toBeVisible`)
 * follow them. Class names match the components' in tests: the module mock names each class as written.
 */
export function addStylesheet(file: string): () => void {
  const style = document.createElement("style");
  style.textContent = sass.compile(file).css;
  document.head.appendChild(style);
  return () => style.remove();
}
