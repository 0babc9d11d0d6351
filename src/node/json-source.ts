/**
 * Reads a data file the way an editor sees it: the parsed value plus the line
 * and column of every value in it, so a content problem can point at the text
 * to fix. JSON.parse decides what is valid JSON: jsonc-parser accepts comments and
 * recovers from errors, so its tree (for the positions) is only built from text
 * JSON.parse accepted, and Node's messages are the ones the hints below match.
 */
import { findNodeAtLocation, parseTree, type Node as JsonTree } from "jsonc-parser";

export interface Position {
  /** 1-based, as editors and terminals count. */
  line: number;
  column: number;
}

export type JsonPath = (string | number)[];

export interface ParsedJson {
  value: unknown;
  /** Where the value at `path` starts; for a missing key, the object that lacks it. */
  positionOf: (path: JsonPath) => Position;
  /** jsonc-parser's tree of the text: every value with its offset and length (built on first use). */
  tree: () => JsonTree;
}

export class JsonSyntaxError extends Error {
  readonly position: Position;
  constructor(message: string, position: Position) {
    super(message);
    this.position = position;
  }
}

export const positionAt = (text: string, offset: number): Position => {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
};

export const INVALID_JSON = "invalid JSON";

/** Node's JSON.parse says "... in JSON at position N"; editors want a line, a column and a hint. */
const syntaxError = (text: string, error: Error): JsonSyntaxError => {
  const match = /^(.*?)(?: in JSON)? at position (\d+)/.exec(error.message);
  const offset = match ? Number(match[2]) : text.length;
  const what = (match ? match[1] : error.message).replace(/^Unexpected end of JSON input$/, "the file ends too early");
  const hint = /after property name/.test(what)
    ? ' (every field is written "name": value)'
    : /after (property value|array element)/.test(what)
      ? " (a comma is missing between two entries, or a bracket is not closed)"
      : /property name/.test(what)
        ? " (field names are in double quotes; no comma after the last entry)"
        : /control character/.test(what)
          ? " (a line break inside text is written \\n)"
          : "";
  return new JsonSyntaxError(
    `${INVALID_JSON}: ${what[0].toLowerCase()}${what.slice(1)}${hint}`,
    positionAt(text, Math.min(offset, text.length)),
  );
};

/** Parses a data file; throws JsonSyntaxError with line and column when the text is not JSON. */
export const parseJsonSource = (text: string): ParsedJson => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw syntaxError(text, error as Error);
  }
  let root: JsonTree | undefined;
  // JSON.parse accepted the text, so jsonc-parser finds the same values, without recovering from anything.
  const tree = () => (root ??= parseTree(text) as JsonTree);
  return {
    value,
    tree,
    positionOf: (path) => {
      for (let length = path.length; length >= 0; length--) {
        const node = findNodeAtLocation(tree(), path.slice(0, length));
        if (node) return positionAt(text, node.offset);
      }
      return { line: 1, column: 1 };
    },
  };
};

/** Splits a field path as messages write it (`hosts.people[2].name`) into keys and indexes. */
export const pathOf = (field: string): JsonPath =>
  field
    .split(/\.|(?=\[)/)
    .filter(Boolean)
    .map((part) => (/^\[\d+\]$/.test(part) ? Number(part.slice(1, -1)) : part));

/** Two lines of context with a caret under the column, as compilers show it. */
export const codeFrame = (text: string, { line, column }: Position): string => {
  const lines = text.split("\n");
  const width = String(line).length;
  const row = (n: number) => `${n === line ? ">" : " "} ${String(n).padStart(width)} | ${lines[n - 1] ?? ""}`;
  return [
    ...(line > 1 ? [row(line - 1)] : []),
    row(line),
    `  ${" ".repeat(width)} | ${" ".repeat(Math.max(0, column - 1))}^`,
  ].join("\n");
};
