#!/usr/bin/env node
// Stores the screenshot references (__tests__/e2e/screenshots/) as 256-colour PNGs without dithering: about a
// quarter of the full-colour size, and the same bytes for the same picture. Playwright writes full colour;
// `npm run test:update-screenshots` (scripts/update-screenshots.ts) runs this after it. The rounding stays far below the comparison's colour
// threshold (playwright.config.ts), so a reference stored this way still matches the page it shows.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "__tests__", "e2e", "screenshots");
/** PNG colour type 3 (IHDR byte 25): an indexed, palette image, already compact. */
const isPalette = (png: Buffer) => png[25] === 3;

let compacted = 0;
for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(".png"))) {
  const file = path.join(dir, name);
  const png = fs.readFileSync(file);
  if (isPalette(png)) continue;
  const stored = await sharp(png)
    .png({ palette: true, quality: 100, dither: 0, effort: 10, compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(file, stored);
  compacted += 1;
}
console.log(`${compacted} screenshot reference(s) stored in 256 colours`);
