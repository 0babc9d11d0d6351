import { londonTexts, ISO_WITH_OFFSET, type LondonTexts } from "../lib/london-time";

/**
 * The preview's data: a built page's query result (its page data, or a static query's) with the entry being edited
 * laid over it, so the page's own template draws the unsaved text. The result keeps the query's shape: what the
 * build resolved and the entry holds only as a reference (an image's path, a person's id) stays as built; every
 * text, number and list comes from the entry.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields a node is known by, in the order they are tried when a list's item is looked for. */
const KEY_FIELDS = ["id", "eventId", "slug", "personId"] as const;

/** Fields GraphQL derives from `startsAt` (src/node/derived-fields.ts, `@londonTime`). */
const LONDON_PARTS: readonly (keyof LondonTexts)[] = ["date", "time", "timezone"];

/**
 * `built` with `entry` laid over it. An entry's list gives the list (a new item takes the shape of the first built
 * one); a field the entry does not hold keeps what the build resolved (GraphQL's derived fields), except the parts
 * of a start, which follow the entry's `startsAt`.
 */
export const overlay = (built: Json | undefined, entry: Json | undefined): Json => {
  if (entry === undefined) return built ?? null;
  if (Array.isArray(entry)) {
    const items = Array.isArray(built) ? built : [];
    return entry.map((item, index) => overlay(items[index] ?? shapeOf(items[0]), item));
  }
  if (isObject(built) && isObject(entry)) {
    // A new item's object (shapeOf): the entry's own, as typed.
    if (Object.keys(built).length === 0) return entry;
    const startsAt = entry.startsAt;
    const parts = typeof startsAt === "string" && ISO_WITH_OFFSET.test(startsAt) ? londonTexts(startsAt) : undefined;
    return Object.fromEntries(
      Object.entries(built).map(([key, value]) => {
        if (key in entry) return [key, overlay(value, entry[key])];
        if (parts && (LONDON_PARTS as string[]).includes(key)) return [key, parts[key as keyof LondonTexts]];
        return [key, value];
      }),
    );
  }
  // A path or an id where the build resolved a file or a node: the build's, until it is saved and built again; a new
  // item's, which no build resolved yet, has none.
  if (isObject(built) && typeof entry === "string") return Object.keys(built).length > 0 ? built : null;
  return entry;
};

/**
 * The shape a new item of a list takes from the first built one: its fields empty, an object (an image, a person, a
 * group of fields) as an empty object for the entry to fill.
 */
const shapeOf = (item: Json | undefined): Json | undefined => {
  if (!isObject(item)) return undefined;
  return Object.fromEntries(Object.entries(item).map(([key, value]) => [key, isObject(value) ? {} : null]));
};

/**
 * The query result `data` with the entry laid over the nodes of its type. `roots` names the result's root fields
 * (by alias) and the node type each returns: `faqJson` → FaqJson, `allReportsJson` → ReportsJson (its `nodes`).
 * `entry` is the edited file: one object, or a list of nodes (a file holding a JSON list).
 */
export const overlayResult = (
  data: JsonObject,
  roots: { alias: string; type: string; list: boolean; paged?: boolean }[],
  type: string,
  entry: Json,
): JsonObject => {
  const items = Array.isArray(entry) ? entry.filter(isObject) : isObject(entry) ? [entry] : [];
  /**
   * The entry's item a built node is, by a key field both hold (a node's `id` may be Gatsby's own); the one object
   * of a file when the node shows none of the fields that file holds.
   */
  const itemFor = (node: JsonObject): JsonObject | undefined => {
    const shared = KEY_FIELDS.filter((field) => field in node && items.some((item) => field in item));
    for (const field of shared) {
      const item = items.find((one) => one[field] === node[field]);
      if (item) return item;
    }
    return Array.isArray(entry) || shared.length > 0 ? undefined : items[0];
  };
  const laid = (node: Json): Json => {
    if (!isObject(node)) return node;
    const item = itemFor(node);
    return item ? overlay(node, item) : node;
  };
  /**
   * A list's built nodes with the entry laid over them. When all are the entry's and the list is not one page of
   * many, the entry's new items follow them.
   */
  const nodesOf = (nodes: Json[], paged: boolean): Json[] => {
    const matched = nodes.map((node) => (isObject(node) ? itemFor(node) : undefined));
    const laidOver = nodes.map((node, index) => (matched[index] ? overlay(node, matched[index]!) : node));
    if (paged || !Array.isArray(entry) || nodes.length === 0 || matched.some((item) => !item)) return laidOver;
    const added = items.filter((item) => !matched.includes(item));
    return [...laidOver, ...added.map((item) => overlay(shapeOf(nodes[0]), item))];
  };
  const result: JsonObject = { ...data };
  for (const root of roots.filter((one) => one.type === type && one.alias in data)) {
    const value = data[root.alias];
    if (!root.list) result[root.alias] = laid(value);
    else if (isObject(value) && Array.isArray(value.nodes))
      result[root.alias] = { ...value, nodes: nodesOf(value.nodes, root.paged ?? false) };
  }
  return result;
};
