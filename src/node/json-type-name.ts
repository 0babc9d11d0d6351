import path from "path";
import { contentTypeName } from "../lib/content-type-name.ts";

interface JsonSource {
  node: { relativePath?: string; relativeDirectory?: string; name: string };
}

/**
 * gatsby-transformer-json names object files after their folder, which would
 * make every top-level file in `data/` a `DataJson`. We name types after the
 * folder below `data/` instead, or after the file for top-level files, so
 * `data/site.json` is `SiteJson` and `data/programmes/*.json` are `ProgrammesJson`.
 */
export const typeNameForJsonFile = ({ node }: JsonSource): string => {
  const folder = node.relativeDirectory ?? path.dirname(node.relativePath ?? "");
  const base = folder && folder !== "." ? folder : node.name;
  return contentTypeName(base);
};
