import type { Reporter } from "gatsby";
import path from "path";
import { contentModules } from "./schema";
import { INVALID_JSON } from "./json-source";
import { formatProblem } from "./content-loader";
import { validateData } from "./validate-content";

export const DATA_DIR = path.resolve("data");

/**
 * Stops the build with every content problem at once, each as `data/<file>:<line>:<column>: <message>` with a
 * code frame; no stack trace, since the fix is in data/, not in the code.
 */
export const checkContent = (reporter: Reporter, routes?: ReadonlySet<string>): void => {
  const problems = validateData(contentModules, DATA_DIR, { routes });
  if (problems.length === 0) return;
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  const stop = problems.some((problem) => problem.message.startsWith(INVALID_JSON))
    ? reporter.panic // gatsby-transformer-json would crash on the file, even in gatsby develop
    : reporter.panicOnBuild;
  stop(`Content in data/ has ${count}:\n\n${problems.map(formatProblem).join("\n\n")}\n`);
};
