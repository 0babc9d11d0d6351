import fs from "fs";
import path from "path";

/** Every file below a folder, as full paths. */
export const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });

/** A file's URL path on the site: `public/faq/index.html` -> `/faq/index.html`. */
export const urlPathOf = (publicDir: string, file: string): string =>
  `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
