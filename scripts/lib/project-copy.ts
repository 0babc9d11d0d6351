// A throwaway copy of the project to build with other content (tests, `npm run bench -- --scale N`), so the real
// build in public/ is never touched. Plain ESM so node scripts share it with the Jest tests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** What `gatsby build` reads; the rest of the project (tests, backend, docs) stays behind. */
export const PROJECT_FILES = [
  "data",
  "package.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "src",
  "static",
];

/**
 * Copies the project at `root` into a new folder in the system's temporary folder and returns its path. Only
 * node_modules is linked (Gatsby's compiler rejects linked sources).
 * @param prefix names the folder
 * @param extra more of the project to copy (what `npm start` runs besides the build: scripts, backend…)
 */
export function copyProject(root: string, prefix: string, extra: string[] = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  // mkdtemp makes the folder private; nginx's workers, another user, must reach the copy's build to serve it.
  fs.chmodSync(dir, 0o755);
  for (const name of [...PROJECT_FILES, ...extra]) {
    if (fs.existsSync(path.join(root, name)))
      fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}
