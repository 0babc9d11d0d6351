import fs from "fs";
import path from "path";

/** Where Supabase's layout keeps the code its Edge Functions share (`../_shared/x.ts` from a function). */
export const EDGE_SHARED_DIR = "supabase/functions/_shared";

/**
 * The site's pure modules the Edge Functions also need: the calendar file a confirmation attaches, the event's date
 * as UK visitors read it, a registration's cancel link (which the sender writes and submit-form follows), and the
 * judgement of an address mixing scripts (which the browser and submit-form both make). An Edge Function is deployed on its own and may import nothing outside
 * supabase/functions/, so these are copied into EDGE_SHARED_DIR, the site's files being the ones to edit; the site
 * never imports from supabase/, so the layers stay one-way. Each relative import of a copy must be another copy.
 */
export const EDGE_SHARED_SOURCES = [
  "src/lib/address-scripts.ts",
  "src/lib/ics.ts",
  "src/lib/london-time.ts",
  "src/lib/london-texts.ts",
  "src/lib/registration-links.ts",
];

const RELATIVE_IMPORT = /\bfrom\s+["'](\.{1,2}\/[^"']+)["']/g;

/** The committed copies, by path from the project root, each under a line naming its source. */
export const edgeFunctionFiles = (root: string): Record<string, string> => {
  const copied = new Set(EDGE_SHARED_SOURCES.map((file) => path.basename(file)));
  return Object.fromEntries(
    EDGE_SHARED_SOURCES.map((file) => {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
        if (!copied.has(specifier.replace(/^\.\//, ""))) {
          throw new Error(`${file} imports ${specifier}, which is not copied into ${EDGE_SHARED_DIR}`);
        }
      }
      const header = `// Generated from ${file} by the build (src/node/edge-function-files.ts): edit that file, not this one.\n`;
      return [`${EDGE_SHARED_DIR}/${path.basename(file)}`, header + text];
    }),
  );
};
