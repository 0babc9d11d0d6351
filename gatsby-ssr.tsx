import type { GatsbySSR } from "gatsby";
import { linkInlinedStylesheets } from "./src/lib/stylesheet-link";
import { speculationRules, withoutGatsbyRuntime, withoutImageRuntime } from "./src/node/gatsby-runtime";

export { wrapPageElement } from "./src/components/layout/wrap-page-element";

// `gatsby develop` renders pages in the browser with Gatsby's runtime; only built pages are static.
const building = () => process.env.BUILD_STAGE === "build-html";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-GB" });
  if (building()) setHeadComponents([speculationRules()]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const head = getHeadComponents();
  replaceHeadComponents(linkInlinedStylesheets(building() ? withoutImageRuntime(head) : head));
  if (building()) replacePostBodyComponents(withoutGatsbyRuntime(getPostBodyComponents()));
};
