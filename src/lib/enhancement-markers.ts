/**
 * The attributes by which server HTML asks the browser for script: `data-island` on an island's root (a React
 * component hydrated on its own), `data-enhance` on an element a behaviour works on (plain DOM code: live
 * figures, clock switches, count-ups, image fallbacks). A page with neither loads no script at all.
 */
export const ISLAND_ATTRIBUTE = "data-island";
export const ENHANCE_ATTRIBUTE = "data-enhance";

/** True when a page's body HTML holds an island or an enhanced element. */
export const needsPageScript = (bodyHtml: string): boolean =>
  new RegExp(`\\s(${ISLAND_ATTRIBUTE}|${ENHANCE_ATTRIBUTE})="`).test(bodyHtml);
