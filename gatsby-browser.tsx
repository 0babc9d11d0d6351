import "./src/styles/global.scss";
// Every Sass module once, in one order (scripts/lib/style-order.ts): the stylesheet no page can reorder.
import "./src/styles/modules";

// Only `gatsby develop` runs Gatsby's browser runtime: built pages are static HTML whose islands hydrate on
// their own (src/components/island/boot.ts).
export { wrapPageElement } from "./src/components/layout/wrap-page-element";

// Built pages run the behaviours (live seats and counts, clock switches, count-ups) from their boot script; under
// `gatsby develop` they run once each page has rendered, so develop shows the database's figures as production does.
export { onRouteUpdate } from "./src/components/island/develop-behaviours";
