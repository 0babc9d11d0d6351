import { runBehaviours } from "./behaviours";

/** gatsby-browser's onRouteUpdate: after `gatsby develop` renders a page, what boot.ts runs on a built one. */
export const onRouteUpdate = (): void => runBehaviours(document);
