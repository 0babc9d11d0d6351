import path from "path";
import { freePort, serveBuiltSite as serve } from "../../scripts/lib/serve.mjs";

const ROOT = path.join(__dirname, "../..");

export { freePort };

/** Serves the built site on a free port through nginx, as production does. */
export const serveBuiltSite = () => serve(ROOT);
