#!/usr/bin/env node
// `gatsby <command>` in the project's environment (scripts/lib/gatsby-env.ts): what npm run develop, build, serve
// and clean run.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gatsbyEnv } from "./lib/gatsby-env.ts";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const gatsby = spawn(path.join(root, "node_modules", ".bin", "gatsby"), process.argv.slice(2), {
  stdio: "inherit",
  env: gatsbyEnv(),
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => gatsby.kill(signal));
gatsby.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
