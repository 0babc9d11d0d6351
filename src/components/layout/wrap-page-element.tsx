import type { WrapPageElementBrowserArgs } from "gatsby";
import React from "react";
import { canonicalPath } from "../seo/seo";
import { Layout } from "./layout";

/** The layout wraps every page once, so the header keeps its state across navigations. */
export const wrapPageElement = ({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) => (
  <Layout path={canonicalPath(props)}>{element}</Layout>
);
