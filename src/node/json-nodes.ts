import type { GatsbyNode, Node, PluginOptions } from "gatsby";
import { onCreateNode as transformJson, shouldOnCreateNode } from "gatsby-transformer-json/gatsby-node";
import { typeNameForJsonFile } from "./json-type-name";
import { contentModules } from "./schema";
import { formatProblem, loadContent, readDataFile } from "./content-loader";
import { validateData } from "./validate-content";

/**
 * gatsby-transformer-json turns each data file into nodes, through this guard. The build checks every file before
 * Gatsby reads one (src/node/check-content.ts), but `gatsby develop` reads a file again on every save, and the
 * transformer alone would throw "Unable to parse JSON" with its own stack and drop the file's nodes, emptying the
 * pages that show them. Here a save that is not JSON is reported exactly as the build reports it
 * (`data/<file>:<line>:<column>: …` and a code frame), in the terminal and in the develop overlay, and the
 * transformer is given the file's last good text, so every page keeps its content until the file is fixed.
 */
const TRANSFORMER_OPTIONS = { plugins: [], typeName: typeNameForJsonFile } as unknown as PluginOptions;

/** The last text of each data file that parsed, by absolute path. */
const lastGood = new Map<string, string>();

/**
 * Every data file that parses as Gatsby starts: Gatsby reuses the nodes of unchanged files from its cache without
 * reading them, so the first broken save of such a file falls back to this text.
 */
export const rememberDataFiles = (dataDir: string): void => {
  for (const file of loadContent(dataDir).files) {
    if ("parsed" in file.read) lastGood.set(file.absolutePath, file.text);
  }
};

type FileNode = Node & { absolutePath: string; relativePath: string; sourceInstanceName: string };

/** The develop overlay's error channel: Gatsby's own, also used for query errors (absent from `gatsby build`). */
const overlay = async () => {
  if (process.env.gatsby_executing_command !== "develop") return undefined;
  try {
    return (await import("gatsby/dist/utils/websocket-manager")).websocketManager;
  } catch {
    return undefined; // a Gatsby without it still shows the problem in the terminal
  }
};

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, loadNodeContent, reporter } = args;
  if (!shouldOnCreateNode({ node })) return;
  const file = node as FileNode;
  const text = await loadNodeContent(node);
  const overlayId = `content:${file.relativePath}`;
  const read = file.sourceInstanceName === "data" ? readDataFile(file.relativePath, text) : undefined;
  if (read && "problem" in read) {
    const message = formatProblem(read.problem);
    const kept = lastGood.get(file.absolutePath);
    reporter.error(
      `Content in data/ has 1 problem:\n\n${message}\n${kept ? "\nThe pages keep the file's last good content." : ""}`,
    );
    (await overlay())?.emitError(overlayId, [
      {
        level: "ERROR",
        code: "content",
        context: { sourceMessage: message.split("\n")[0] },
        text: read.problem.frame,
        // "Open in Editor" opens the file at the problem.
        filePath: file.absolutePath,
        location: { start: read.problem.position },
      },
    ]);
    if (!kept) return;
    await transformJson({ ...args, loadNodeContent: async () => kept }, TRANSFORMER_OPTIONS);
    return;
  }
  if (read) {
    const changed = lastGood.has(file.absolutePath) && lastGood.get(file.absolutePath) !== text;
    lastGood.set(file.absolutePath, text);
    // A file changed while gatsby develop runs (by hand, or by a checkout) is held to the build's rules too: the
    // build and the database sync would refuse it, so the editor reads why now, in the terminal and over the page.
    const problems = changed
      ? validateData(
          contentModules,
          file.absolutePath.slice(0, -file.relativePath.length - 1),
          {},
          {
            texts: new Map([[file.absolutePath, text]]),
            added: new Set(),
          },
        ).filter((problem) => problem.file === file.relativePath)
      : [];
    if (problems.length > 0) {
      const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
      reporter.error(
        `Content in data/ has ${count}; the build and the database sync refuse it:\n\n${problems.map(formatProblem).join("\n\n")}\n`,
      );
    }
    (await overlay())?.emitError(
      overlayId,
      problems.length === 0
        ? null
        : problems.map((problem) => ({
            level: "ERROR",
            code: "content",
            context: { sourceMessage: formatProblem(problem).split("\n")[0] },
            text: problem.frame,
            filePath: file.absolutePath,
            location: { start: problem.position },
          })),
    );
  }
  await transformJson({ ...args, loadNodeContent: async () => text }, TRANSFORMER_OPTIONS);
};
