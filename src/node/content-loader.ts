/**
 * The one road from data/: every file is read and parsed here, once per load, and nowhere else. The build's content
 * check (validate-content.ts), its GraphQL nodes (json-nodes.ts), the editors' JSON Schemas and the CMS's
 * configuration, the database sync and the Edge Functions' content file (backend/) and the tests
 * (__tests__/support/data.ts) all take their content from `loadContent`. A file that is not JSON is reported the same
 * way to all of them: `data/<file>:<line>:<column>: invalid JSON…` with a code frame.
 */
import fs from "fs";
import path from "path";
import { codeFrame, JsonSyntaxError, parseJsonSource, type ParsedJson, type Position } from "./json-source.ts";
import { typeNameForJsonFile } from "./json-type-name.ts";

export interface DataFile {
  /** Path below the data folder, e.g. `events/revenue.json`. */
  relativePath: string;
  absolutePath: string;
}

/** Every JSON file below `dataDir`, in a stable order. */
export const dataFiles = (dataDir: string): DataFile[] =>
  (fs.readdirSync(dataDir, { recursive: true }) as string[])
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((relativePath) => ({ relativePath, absolutePath: path.join(dataDir, relativePath) }));

/** The GraphQL type gatsby-transformer-json gives the nodes of a data file. */
export const typeNameOfFile = (relativePath: string): string =>
  typeNameForJsonFile({
    node: {
      relativeDirectory: path.dirname(relativePath).replace(/^\.$/, ""),
      name: path.basename(relativePath, ".json"),
    },
  });

export interface ContentProblem {
  /** Path below the data folder. */
  file: string;
  /** The entry of a file holding a list that the problem is in (from 0). */
  entry?: number;
  position: Position;
  message: string;
  frame: string;
}

/** `data/faq.json:12:5: field "questions[3].answer" is required; …` followed by a short code frame. */
export const formatProblem = (problem: ContentProblem): string =>
  `data/${problem.file}:${problem.position.line}:${problem.position.column}: ${problem.message}\n${problem.frame}`;

export type ReadDataFile =
  | { parsed: ParsedJson; problemAt: (position: Position, message: string) => ContentProblem }
  | { problem: ContentProblem };

/**
 * A data file's text parsed, with the way to point at a place in it; or, when it is not JSON, the problem as every
 * command reports it (`gatsby build` through validateData, `gatsby develop` through src/node/json-nodes.ts).
 */
export const readDataFile = (relativePath: string, text: string): ReadDataFile => {
  const problemAt = (position: Position, message: string): ContentProblem => ({
    file: relativePath,
    position,
    message,
    frame: codeFrame(text, position),
  });
  try {
    return { parsed: parseJsonSource(text), problemAt };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { problem: problemAt(error.position, error.message) };
  }
};

/** A data file that is not JSON, thrown by whoever needs its value; the message is the build's. */
export class ContentError extends Error {
  readonly problem: ContentProblem;
  constructor(problem: ContentProblem) {
    super(formatProblem(problem));
    this.problem = problem;
  }
}

/**
 * data/ as a save would leave it (src/node/cms-save-check.ts): the texts it writes (null: a file it deletes) and the
 * files it adds (uploaded images), by absolute path; everything else as on disk.
 */
export interface PendingSave {
  texts: ReadonlyMap<string, string | null>;
  added: ReadonlySet<string>;
}

/** One file of data/, read once. */
export interface LoadedFile extends DataFile {
  /** The GraphQL type of its nodes: the file's name, or its folder's. */
  typeName: string;
  text: string;
  read: ReadDataFile;
}

/** A loaded file's value; throws ContentError when the file is not JSON. */
export const valueOf = <T>(file: LoadedFile): T => {
  if ("problem" in file.read) throw new ContentError(file.read.problem);
  return file.read.parsed.value as T;
};

/** One file below `dataDir` (`site.json`), read and parsed; undefined when there is none. */
export const loadDataFile = (dataDir: string, relativePath: string, text?: string): LoadedFile | undefined => {
  const absolutePath = path.join(dataDir, relativePath);
  if (text === undefined && !fs.existsSync(absolutePath)) return undefined;
  const read = text ?? fs.readFileSync(absolutePath, "utf8");
  return {
    relativePath,
    absolutePath,
    typeName: typeNameOfFile(relativePath),
    text: read,
    read: readDataFile(relativePath, read),
  };
};

/**
 * The value of one file below `dataDir` that must be there; throws, saying `why` it is needed, when it is missing,
 * and the build's message when it is not JSON.
 */
export const dataFileValue = <T>(dataDir: string, relativePath: string, why = "it is required"): T => {
  const file = loadDataFile(dataDir, relativePath);
  if (!file) throw new Error(`${path.join(dataDir, relativePath)} is missing: ${why}`);
  return valueOf<T>(file);
};

export interface Content {
  dataDir: string;
  /** Every file, in path order (a file a pending save deletes is left out, one it creates is in). */
  files: readonly LoadedFile[];
  /** The value of one file (`site.json`), undefined when there is none; throws ContentError when it is not JSON. */
  value: <T>(relativePath: string) => T | undefined;
  /**
   * The entries of a folder's files (`community-events`), in file order: each entry of a file that holds a list, or
   * the file's one object, with the file it came from. Throws ContentError when one of them is not JSON.
   */
  entries: <T>(folder: string) => { value: T; file: LoadedFile }[];
}

/** Reads every file of `dataDir` once (as `pending` would leave it). */
export const loadContent = (dataDir: string, pending?: PendingSave): Content => {
  const onDisk = dataFiles(dataDir);
  const files = [
    ...onDisk,
    ...[...(pending?.texts.keys() ?? [])]
      .filter((absolutePath) => !onDisk.some((file) => file.absolutePath === absolutePath))
      .map((absolutePath) => ({ relativePath: path.relative(dataDir, absolutePath), absolutePath })),
  ]
    .filter((file) => pending?.texts.get(file.absolutePath) !== null)
    .sort((a, b) => (a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0))
    .map((file) => loadDataFile(dataDir, file.relativePath, pending?.texts.get(file.absolutePath) ?? undefined)!);
  const byPath = new Map(files.map((file) => [file.relativePath, file]));
  return {
    dataDir,
    files,
    value: <T>(relativePath: string) => {
      const file = byPath.get(relativePath);
      return file && valueOf<T>(file);
    },
    entries: <T>(folder: string) =>
      files
        .filter((file) => path.dirname(file.relativePath) === folder)
        .flatMap((file) => {
          const value = valueOf<T | T[]>(file);
          return (Array.isArray(value) ? value : [value]).map((entry) => ({ value: entry, file }));
        }),
  };
};
