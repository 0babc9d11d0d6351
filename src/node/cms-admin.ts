import fs from "fs";
import path from "path";
import { cmsBackend, cmsConfig } from "./cms-config";
import { writeCmsPreview } from "./cms-preview";
import type { ContentModule } from "./types/content-module";

/**
 * Completes /admin in public/: the Decap CMS bundle from npm (not committed: it is 5 MB of someone else's
 * build), config.yml generated from the content schema (JSON is YAML), and the preview, bundled from the site's
 * pages and styles (src/cms/preview.tsx). static/admin/ holds the page itself and the CMS's formats.
 */
export const writeCmsAdmin = async (modules: ContentModule[], root: string): Promise<void> => {
  const admin = path.join(root, "public", "admin");
  fs.mkdirSync(admin, { recursive: true });
  fs.copyFileSync(path.join(root, "node_modules/decap-cms/dist/decap-cms.js"), path.join(admin, "decap-cms.js"));
  const config = cmsConfig(modules, path.join(root, "data"), cmsBackend());
  fs.writeFileSync(path.join(admin, "config.yml"), `${JSON.stringify(config, null, 2)}\n`);
  const collections = config.collections as { name: string; editor: { preview: boolean } }[];
  await writeCmsPreview(
    root,
    collections.filter((collection) => collection.editor.preview).map((collection) => collection.name),
  );
};
