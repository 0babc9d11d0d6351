/**
 * Writes the JSON the CMS saves into the text of the file it replaces. Decap CMS hands its backend the whole file
 * as JSON.stringify of its own copy, whose keys follow the CMS's field order and whose numbers and escapes are
 * JavaScript's: written as it comes, a one-field save reorders and rewrites the whole file. Here the file's text
 * is kept and only the values that changed are written anew: every object keeps its key order, spacing and
 * one-line or multi-line layout, and a new entry takes the layout of its neighbours. (data/ is hand-formatted,
 * so Prettier over the whole file would rewrite lines nobody touched: it only formats a file the CMS creates.)
 */
import { parseJsonSource } from "../../src/node/json-source.ts";
import type { Node as JsoncNode } from "jsonc-parser";

/**
 * One value of the file: where its text is, and for an object or list each entry with the text before it
 * (`lead`: line break and indentation, or a space), its key with the colon (`head`), and the text before the
 * closing bracket (`tail`).
 */
interface Node {
  start: number;
  end: number;
  value: unknown;
  tail?: string;
  entries?: Entry[];
}
interface Entry {
  key?: string;
  lead: string;
  head: string;
  node: Node;
}

/**
 * JSON text into nodes that know where their text is, from the tree the content loader's parser gives (it refuses
 * a text that is not JSON, as every reader of data/ does).
 */
const parseWithSpans = (text: string): Node => {
  const withSpans = (node: JsoncNode): Node => {
    const start = node.offset;
    const end = node.offset + node.length;
    if (node.type !== "object" && node.type !== "array") return { start, end, value: node.value };
    let entryEnd = start + 1;
    const entries: Entry[] = (node.children ?? []).map((child) => {
      const [keyNode, valueNode] = node.type === "object" ? (child.children as JsoncNode[]) : [undefined, child];
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
  return withSpans(parseJsonSource(text).tree());
};

const same = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every(
      (key) =>
        Object.prototype.hasOwnProperty.call(b, key) &&
        same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
};

/** Keys that name a list entry: an entry moved, or with one inserted before it, is still matched with itself. */
const IDENTITY_KEYS = ["id", "eventId", "slug", "personId", "episodeId"];

const identityOf = (item: unknown) => {
  if (!item || typeof item !== "object" || Array.isArray(item)) return undefined;
  const record = item as Record<string, unknown>;
  const key = IDENTITY_KEYS.find((name) => typeof record[name] === "string");
  return key ? `${key}=${record[key]}` : undefined;
};

/**
 * A field the CMS sends empty that the file did not have (an optional field nobody filled in) stays out.
 */
const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

const sameKind = (node: Node | undefined, value: unknown) =>
  node?.entries !== undefined &&
  Array.isArray(node.value) === Array.isArray(value) &&
  node.entries.length > 0 &&
  node.value !== null;

/**
 * @param value what the CMS saves
 * @param text the file as it is
 * @returns the file with only what changed written anew
 */
export const inShapeOf = (value: unknown, text: string): string => {
  const unit = /^([ \t]+)\S/m.exec(text)?.[1] ?? "  ";

  /**
   * @param before the same value in the file, if it was there
   * @param like a neighbour to take layout from, for a value new to the file
   * @param indent the indentation of the line the value starts on
   */
  const write = (node: unknown, before: Node | undefined, like: Node | undefined, indent: string): string => {
    if (before && same(node, before.value)) return text.slice(before.start, before.end);
    if (node === null || typeof node !== "object") return JSON.stringify(node);
    const old = sameKind(before, node) ? before : undefined;
    const shape = old ?? (sameKind(like, node) ? like : undefined);
    const [open, close] = Array.isArray(node) ? ["[", "]"] : ["{", "}"];
    const shapeEntries = shape?.entries ?? [];

    let children: { key?: string; item: unknown; before?: Node; like?: Node }[];
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
      const record = node as Record<string, unknown>;
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
    const leadAt = (position: number) =>
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
