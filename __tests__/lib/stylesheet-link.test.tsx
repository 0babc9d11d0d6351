/** @jest-environment node */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { linkInlinedStylesheets } from "../../src/lib/stylesheet-link";

const markup = (components: React.ReactNode[]) => renderToStaticMarkup(<>{components}</>);

describe("linkInlinedStylesheets", () => {
  it("links the CSS bundle Gatsby inlined, and leaves every other head element alone", () => {
    const head = [
      <meta key="a" name="description" content="x" />,
      <style key="b" data-href="/styles.abc.css" data-identity="gatsby-global-css">{`.a{color:red}`}</style>,
      <style key="c">{`.gatsby-image-wrapper{position:relative}`}</style>,
    ];
    expect(markup(linkInlinedStylesheets(head))).toBe(
      '<meta name="description" content="x"/><link rel="stylesheet" href="/styles.abc.css"/>' +
        "<style>.gatsby-image-wrapper{position:relative}</style>",
    );
  });
});
