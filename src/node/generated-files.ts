import fs from "fs";
import path from "path";
import { generatedSchemaFiles, SCHEMA_DIR, vscodeJsonSchemas } from "./content-schema";
import { CONTENT_TYPES_FILE, contentTypeScript } from "./content-types";
import type { ContentModule } from "./types/content-module";

const VSCODE_SETTINGS = ".vscode/settings.json";

/**
 * The committed files generated from the content schema: schemas/<source>.schema.json, the `json.schemas`
 * mapping of .vscode/settings.json (other settings there are kept) and the content's TypeScript types. A unit test checks they are current; the
 * build and `npm start` refresh them.
 */
export const generatedFiles = (modules: ContentModule[], root: string): Record<string, string> => {
  const settingsFile = path.join(root, VSCODE_SETTINGS);
  const settings = fs.existsSync(settingsFile) ? JSON.parse(fs.readFileSync(settingsFile, "utf8")) : {};
  return {
    ...generatedSchemaFiles(modules, path.join(root, "data")),
    [CONTENT_TYPES_FILE]: contentTypeScript(modules),
    [VSCODE_SETTINGS]: `${JSON.stringify({ ...settings, "json.schemas": vscodeJsonSchemas(path.join(root, "data")) }, null, 2)}\n`,
  };
};

/** Generated files whose committed text differs from what the schema gives now, and stale schemas. */
export const outdatedGeneratedFiles = (modules: ContentModule[], root: string): string[] => {
  const files = generatedFiles(modules, root);
  const changed = Object.entries(files)
    .filter(
      ([file, text]) =>
        !fs.existsSync(path.join(root, file)) || fs.readFileSync(path.join(root, file), "utf8") !== text,
    )
    .map(([file]) => file);
  const dir = path.join(root, SCHEMA_DIR);
  const stale = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .map((name) => `${SCHEMA_DIR}/${name}`)
        .filter((file) => !(file in files))
    : [];
  return [...changed, ...stale];
};

/** Rewrites the generated files that are out of date, removes stale schemas; returns what changed. */
export const writeGeneratedFiles = (modules: ContentModule[], root: string): string[] => {
  const files = generatedFiles(modules, root);
  const outdated = outdatedGeneratedFiles(modules, root);
  for (const file of outdated) {
    const full = path.join(root, file);
    if (file in files) {
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, files[file]);
    } else {
      fs.rmSync(full);
    }
  }
  return outdated;
};
