/** gatsby-transformer-json ships no types; src/node/json-nodes.ts calls its node API itself. */
declare module "gatsby-transformer-json/gatsby-node" {
  import type { GatsbyNode, PluginOptions } from "gatsby";

  export const shouldOnCreateNode: (args: { node: import("gatsby").Node }) => boolean;
  export const onCreateNode: (
    args: Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0],
    options: PluginOptions,
  ) => Promise<void>;
}

/** Gatsby's develop-overlay channel (internal; src/node/json-nodes.ts reports content errors through it). */
declare module "gatsby/dist/utils/websocket-manager" {
  export const websocketManager: { emitError: (id: string, errors: unknown[] | null) => void };
}
