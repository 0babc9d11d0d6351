#!/usr/bin/env node
// `npm run test:update-screenshots [-- <playwright filters>]`: the screenshot tests with --update-snapshots, which
// rewrites the references that no longer match (and writes missing ones), then stores them in 256 colours
// (scripts/compact-screenshots.ts).
import { spawnSync } from "node:child_process";

const run = (command: string, args: string[]) => spawnSync(command, args, { stdio: "inherit" }).status ?? 1;

const status = run("npx", [
  "playwright",
  "test",
  "--project=screenshots",
  "--update-snapshots",
  ...process.argv.slice(2),
]);
process.exit(status || run("node", ["scripts/compact-screenshots.ts"]));
