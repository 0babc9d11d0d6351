import "./src/styles/global.scss";
// Every Sass module once, in one order (scripts/lib/style-order.mjs): the stylesheet no page can reorder.
import "./src/styles/modules";

// Only `gatsby develop` runs Gatsby's browser runtime: built pages are static HTML whose islands hydrate on
// their own (src/components/island/boot.ts).
export { wrapPageElement } from "./src/components/layout/wrap-page-element";
