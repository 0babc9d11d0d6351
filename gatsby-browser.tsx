import "./src/styles/global.scss";

// Only `gatsby develop` runs Gatsby's browser runtime: built pages are static HTML whose islands hydrate on
// their own (src/components/island/boot.ts).
export { wrapPageElement } from "./src/components/layout/wrap-page-element";
