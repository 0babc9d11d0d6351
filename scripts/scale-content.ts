#!/usr/bin/env node
// Grows the content of a project copy N-fold (see scripts/lib/scale-content.ts):
//   node scripts/scale-content.ts <data folder of a project copy> 10
import path from "node:path";
import { fileURLToPath } from "node:url";
import { growthSummary, scaleContent } from "./lib/scale-content.ts";

const [dataDir, factor] = process.argv.slice(2);
if (!dataDir || !factor) {
  console.error("usage: node scripts/scale-content.ts <data folder of a project copy> <factor>");
  process.exit(2);
}
if (path.resolve(dataDir) === path.join(path.dirname(fileURLToPath(import.meta.url)), "../data")) {
  console.error("refusing to grow the project's own data/: run it on a copy");
  process.exit(2);
}
console.log(growthSummary(scaleContent(dataDir, Number(factor))));
