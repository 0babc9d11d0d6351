import fs from "fs";
import os from "os";
import path from "path";
import { typeNameForJsonFile } from "../../src/node/json-type-name";
import { contentModules } from "../../src/node/schema";
import { resolvedNodesOf, validateData } from "../../src/node/validate-content";
import { aliases, dataPages, listPages } from "../../src/routes";
import { DATA } from "./data";

interface SourcedNode {
  [field: string]: unknown;
  parent?: string;
  internal: { type: string };
}

const ROOT = path.join(__dirname, "../..");
export { DATA };

/** A throw-away copy of `data/` that a test may break. */
export const copyOfData = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-"));
  fs.cpSync(DATA, dir, { recursive: true });
  return dir;
};

/** Reads `data/` the way gatsby-source-filesystem + gatsby-transformer-json turn it into nodes. */
const FILE_ID = "file:";

/** The File node behind a node of `nodesOf`, as Gatsby's getNode returns it. */
export const fileNode = (id: string) =>
  id.startsWith(FILE_ID) ? { internal: { type: "File" }, relativePath: id.slice(FILE_ID.length) } : undefined;

export const nodesOf = (dir: string) => {
  const files: string[] = [];
  const walk = (folder: string) =>
    fs.readdirSync(folder, { withFileTypes: true }).forEach((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) files.push(full);
    });
  walk(dir);
  const fileOf = new Map<SourcedNode, { relativePath: string; absolutePath: string }>();
  const nodes = files.flatMap((absolutePath) => {
    const relativePath = path.relative(dir, absolutePath);
    const type = typeNameForJsonFile({
      node: {
        relativeDirectory: path.dirname(relativePath).replace(/^\.$/, ""),
        name: path.basename(relativePath, ".json"),
      },
    });
    const content = JSON.parse(fs.readFileSync(absolutePath, "utf8"));
    return (Array.isArray(content) ? content : [content]).map((item) => {
      // As Gatsby makes them: the file is the node's parent, and fields derived from it are not on the node.
      const node = { ...item, parent: `${FILE_ID}${relativePath}`, internal: { type } } as SourcedNode;
      fileOf.set(node, { relativePath, absolutePath });
      return node;
    });
  });
  return { nodes, fileOf: (node: SourcedNode) => fileOf.get(node) };
};

/** The nodes of one type, as Gatsby's `getNodesByType` returns them. */
export const nodesOfType =
  (nodes: readonly SourcedNode[]) =>
  (type: string): SourcedNode[] =>
    nodes.filter((node) => node.internal.type === type);

/** `nodesOfType` as createPages and the calendar files read nodes: with the fields GraphQL derives. */
export const resolvedNodesOfType = (nodes: readonly SourcedNode[]) =>
  resolvedNodesOf(contentModules, nodesOfType(nodes), fileNode);

/**
 * The routes a build of `dir` creates, for link checks outside Gatsby: one per file in `src/pages`, their aliases,
 * the pages of every page type in `src/routes.ts` and the pages of its paged lists.
 */
export const builtRoutes = (dir: string = DATA): string[] => {
  const pages = fs
    .readdirSync(path.join(ROOT, "src/pages"))
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => name.replace(/\.tsx?$/, ""))
    .map((name) => (name === "index" ? "/" : `/${name}`));
  const aliasRoutes = Object.entries(aliases)
    .filter(([, target]) => pages.includes(target))
    .map(([alias]) => alias);
  const nodes = resolvedNodesOfType(nodesOf(dir).nodes);
  return [
    ...pages,
    ...aliasRoutes,
    ...dataPages(nodes).map((page) => page.path),
    ...listPages((type) => nodes(type).length).map((page) => page.path),
  ];
};

/** The build's content problems for `dir`, as `data/<file>: <message>` (positions are tested in json-source.test). */
export const contentProblems = (dir: string, routes: string[] = builtRoutes(dir)): string[] =>
  validateData(contentModules, dir, { routes: new Set(routes) }).map(
    (problem) => `data/${problem.file}: ${problem.message}`,
  );
