/**
 * When an island's server HTML becomes React's:
 * - `load`: as soon as the page runs (content that is wrong until then, such as the 404 page's text);
 * - `visible`: once it comes within 200 px of the viewport;
 * - `interaction`: on the first pointer, focus, key or touch inside it.
 */
export type IslandWhen = "load" | "visible" | "interaction";

export const ISLAND_WHENS: readonly IslandWhen[] = ["load", "visible", "interaction"];

/** An unknown `data-when` hydrates on use, which works for every island. */
export const parseWhen = (attribute: string | undefined): IslandWhen =>
  ISLAND_WHENS.find((when) => when === attribute) ?? "interaction";
