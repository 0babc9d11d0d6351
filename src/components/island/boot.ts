/**
 * The one script a page loads, and only a page that has islands or behaviours (src/node/page-scripts.ts adds it):
 * the page itself is server HTML that React never hydrates. Each island becomes its own React root when its
 * `data-when` says; React and the island's code load only then. Behaviours (live figures, clock switches,
 * count-ups, image fallbacks) are plain DOM code that runs at once and needs no framework.
 */
// First, as in gatsby-browser.tsx: the site's Sass modules in their one order (src/styles/modules.ts). Without it
// this entry met the islands' modules in its own order, mini-css-extract-plugin warned 'Conflicting order' and
// chose an order of its own for the one stylesheet.
import "../../styles/modules";
import { runBehaviours } from "./behaviours";
import { watchIsland } from "./hydrate-islands";
import { islandLoaders, type IslandName } from "./island-loaders";

document
  .querySelectorAll<HTMLElement>("[data-island]")
  .forEach((root) =>
    watchIsland(root, (name) => islandLoaders[name as IslandName]?.() as Promise<React.ComponentType<object>>),
  );
runBehaviours(document);
// Says the page's script has run: it starts after the first paint (src/node/page-scripts.ts), so the page's load
// event no longer tells a test (or a developer in the console) that behaviours have run.
document.documentElement.dataset.boot = "ran";
