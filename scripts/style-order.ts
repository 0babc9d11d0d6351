#!/usr/bin/env node
// Writes src/styles/modules.ts, which imports every Sass module of the site once, in one order
// (scripts/lib/style-order.ts says which and why). Run it after adding, removing or rewiring a component with a
// module; a unit test fails while the file is stale.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { moduleOrder, styleIndex } from "./lib/style-order.ts";

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "src");
fs.writeFileSync(path.join(src, "styles", "modules.ts"), styleIndex(moduleOrder(src)));
console.log("wrote src/styles/modules.ts");
