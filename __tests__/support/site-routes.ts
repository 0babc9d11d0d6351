import fs from "fs";
import path from "path";
import { aliases } from "../../src/node/aliases";
import { communityPagePaths } from "../../src/node/create-community-pages";
import { eventLandingPagePaths } from "../../src/node/create-event-landing-pages";

const PAGES = path.join(__dirname, "../../src/pages");

/** Routes of `src/pages/*.tsx` as Gatsby names them, e.g. `index.tsx` -> `/`, `events.tsx` -> `/events`. */
const fixedRoutes = (): string[] =>
  fs
    .readdirSync(PAGES, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `/${file.replace(/\.tsx?$/, "").replace(/(^|\/)index$/, "")}`.replace(/\/$/, "") || "/");

interface Node {
  internal: { type: string };
  [field: string]: unknown;
}

const ofType = <T>(nodes: readonly Node[], type: string) => nodes.filter((node) => node.internal.type === type) as T[];

/** Every route the build creates for the given content nodes: fixed pages, their aliases and generated pages. */
export const siteRoutes = (nodes: readonly Node[]): string[] => {
  const fixed = fixedRoutes();
  return [
    ...fixed,
    ...Object.entries(aliases)
      .filter(([, target]) => fixed.includes(target))
      .map(([alias]) => alias),
    ...communityPagePaths(
      ofType<{ slug: string }>(nodes, "CommunitiesJson"),
      ofType<{ community: string; eventId: string }>(nodes, "EventsJson"),
    ),
    ...eventLandingPagePaths(ofType<{ slug: string }>(nodes, "EventLandingsJson")),
  ];
};
