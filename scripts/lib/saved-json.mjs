// @ts-check
/**
 * Writes the JSON the CMS saves into the text of the file it replaces. Decap CMS hands its backend the whole file
 * as JSON.stringify of its own copy, whose keys follow the CMS's field order and whose numbers and escapes are
 * JavaScript's: written as it comes, a one-field save reorders and rewrites the whole file. Here the file's text
 * is kept and only the values that changed are written anew: every object keeps its key order, spacing and
 * one-line or multi-line layout, and a new entry takes the layout of its neighbours. (data/ is hand-formatted,
 * so Prettier over the whole file would rewrite lines nobody touched: it only formats a file the CMS creates.)
 */
import { parseTree } from "jsonc-parser";

/**
 * One value of the file: where its text is, and for an object or list each entry with the text before it
 * (`lead`: line break and indentation, or a space), its key with the colon (`head`), and the text before the
 * closing bracket (`tail`).
 * @typedef {{ start: number; end: number; value: unknown; tail?: string; entries?: Entry[] }} Node
 * @typedef {{ key?: string; lead: string; head: string; node: Node }} Entry
 * @typedef {import("jsonc-parser").Node} JsoncNode
 */

/**
 * Parses JSON text (already accepted by JSON.parse) into nodes that know where their text is.
 * @param {string} text
 * @returns {Node}
 */
export const parseWithSpans = (text) => {
  /** @param {JsoncNode} node @returns {Node} */
  const withSpans = (node) => {
    const start = node.offset;
    const end = node.offset + node.length;
    if (node.type !== "object" && node.type !== "array") return { start, end, value: node.value };
    let entryEnd = start + 1;
    /** @type {Entry[]} */
    const entries = (node.children ?? []).map((child) => {
      const [keyNode, valueNode] =
        node.type === "object" ? /** @type {JsoncNode[]} */ (child.children) : [undefined, child];
      // Between two entries is their comma: the lead is what follows it.
      const gap = text.slice(entryEnd, child.offset);
      entryEnd = child.offset + child.length;
      return {
        key: keyNode?.value,
        lead: gap.slice(gap.indexOf(",") + 1),
        head: text.slice(child.offset, valueNode.offset),
        node: withSpans(valueNode),
      };
    });
    const value =
      node.type === "object"
        ? Object.fromEntries(entries.map((entry) => [entry.key, entry.node.value]))
        : entries.map((entry) => entry.node.value);
    return { start, end, value, entries, tail: text.slice(entryEnd, end - 1) };
  };
  return withSpans(/** @type {JsoncNode} */ (parseTree(text)));
};

/** @param {unknown} a @param {unknown} b @returns {boolean} */
const same = (a, b) => {
  if (a === b) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every(
      (key) =>
        Object.prototype.hasOwnProperty.call(b, key) &&
        same(/** @type {Record<string, unknown>} */ (a)[key], /** @type {Record<string, unknown>} */ (b)[key]),
    )
  );
};

/** Keys that name a list entry: an entry moved, or with one inserted before it, is still matched with itself. */
const IDENTITY_KEYS = ["id", "eventId", "slug", "personId", "episodeId"];

/** @param {unknown} item */
const identityOf = (item) => {
  if (!item || typeof item !== "object" || Array.isArray(item)) return undefined;
  const record = /** @type {Record<string, unknown>} */ (item);
  const key = IDENTITY_KEYS.find((name) => typeof record[name] === "string");
  return key ? `${key}=${record[key]}` : undefined;
};

/**
 * A field the CMS sends empty that the file did not have (an optional field nobody filled in) stays out.
 * @param {unknown} value
 */
const isEmpty = (value) => value === null || value === undefined || value === "";

/** @param {Node | undefined} node @param {unknown} value */
const sameKind = (node, value) =>
  node?.entries !== undefined &&
  Array.isArray(node.value) === Array.isArray(value) &&
  node.entries.length > 0 &&
  node.value !== null;

/**
 * @param {unknown} value what the CMS saves
 * @param {string} text the file as it is
 * @returns {string} the file with only what changed written anew
 */
export const inShapeOf = (value, text) => {
  JSON.parse(text); // throws on a file that is not JSON, from which jsonc-parser would recover a tree
  const unit = /^([ \t]+)\S/m.exec(text)?.[1] ?? "  ";

  /**
   * @param {unknown} node
   * @param {Node | undefined} before the same value in the file, if it was there
   * @param {Node | undefined} like a neighbour to take layout from, for a value new to the file
   * @param {string} indent the indentation of the line the value starts on
   * @returns {string}
   */
  const write = (node, before, like, indent) => {
    if (before && same(node, before.value)) return text.slice(before.start, before.end);
    if (node === null || typeof node !== "object") return JSON.stringify(node);
    const old = sameKind(before, node) ? before : undefined;
    const shape = old ?? (sameKind(like, node) ? like : undefined);
    const [open, close] = Array.isArray(node) ? ["[", "]"] : ["{", "}"];
    const shapeEntries = shape?.entries ?? [];

    /** @type {{ key?: string; item: unknown; before?: Node; like?: Node }[]} */
    let children;
    if (Array.isArray(node)) {
      const olds = old?.entries ?? [];
      const used = new Set();
      children = node.map((item, index) => {
        const id = identityOf(item);
        let match = id ? olds.find((entry) => !used.has(entry) && identityOf(entry.node.value) === id) : undefined;
        if (!match && olds[index] && !used.has(olds[index]) && (!id || !identityOf(olds[index].node.value))) {
          match = olds[index];
        }
        if (match) used.add(match);
        const neighbour = shapeEntries[Math.min(index, shapeEntries.length - 1)];
        return { item, before: match?.node, like: match?.node ?? neighbour?.node };
      });
    } else {
      const record = /** @type {Record<string, unknown>} */ (node);
      const order = shapeEntries.map((entry) => String(entry.key)).filter((key) => key in record);
      const keys = [...order, ...Object.keys(record).filter((key) => !order.includes(key))];
      children = keys
        .filter((key) => old?.entries?.some((entry) => entry.key === key) || !isEmpty(record[key]))
        .map((key) => ({
          key,
          item: record[key],
          before: old?.entries?.find((entry) => entry.key === key)?.node,
          like: shapeEntries.find((entry) => entry.key === key)?.node,
        }));
    }
    if (children.length === 0) return `${open}${close}`;

    // The n-th entry is laid out as the file's n-th (the first of a one-line list has no space before it).
    const leadAt = (/** @type {number} */ position) =>
      shape
        ? (shapeEntries[position] ?? shapeEntries[shapeEntries.length - 1]).lead.replace(
            /^$/,
            position === 0 ? "" : " ",
          )
        : `\n${indent}${unit}`;
    const colon = shape?.entries?.find((entry) => entry.key !== undefined)?.head.replace(/^"(?:[^"\\]|\\.)*"/, "");
    const parts = children.map((child, position) => {
      const lead = leadAt(position);
      const innerIndent = lead.includes("\n") ? lead.slice(lead.lastIndexOf("\n") + 1) : indent;
      const head = child.key === undefined ? "" : `${JSON.stringify(child.key)}${colon ?? ": "}`;
      return `${lead}${head}${write(child.item, child.before, child.like, innerIndent)}`;
    });
    return `${open}${parts.join(",")}${shape ? shape.tail : `\n${indent}`}${close}`;
  };

  const root = parseWithSpans(text);
  return `${text.slice(0, root.start)}${write(value, root, undefined, "")}${text.slice(root.end)}`;
};
