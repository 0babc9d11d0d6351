import type { GatsbySSR } from "gatsby";
import { linkInlinedStylesheets } from "./src/lib/stylesheet-link";

export { wrapPageElement } from "./src/components/layout/wrap-page-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en-GB" });
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(linkInlinedStylesheets(getHeadComponents()));
};
