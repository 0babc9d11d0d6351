import React from "react";
import { TextEncoder } from "util";
import { renderToStaticMarkup } from "../../src/browser/render-to-static-markup";

// react-dom/server's browser build needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
const { renderToStaticMarkup: serverMarkup } = require("react-dom/server") as typeof import("react-dom/server");

describe("renderToStaticMarkup in the browser", () => {
  it("gives the same DOM as react-dom/server for an image wrapper like gatsby-plugin-image's", () => {
    const element = (
      <div data-gatsby-image-wrapper="" className="wrapper" style={{ width: 320, height: 120 }}>
        <div aria-hidden="true" dangerouslySetInnerHTML={{ __html: '<img alt="" src="data:x" />' }} />
        <picture>
          <source type="image/webp" srcSet="/a.webp 1x" />
          <img data-main-image="" alt="Acme" src="/a.png" width={320} height={120} decoding="async" />
        </picture>
      </div>
    );
    const parse = (html: string) => {
      const template = document.createElement("template");
      template.innerHTML = html;
      // The two spell inline styles differently ("width:320px" vs "width: 320px;"); the DOM reads both alike.
      template.content
        .querySelectorAll<HTMLElement>("[style]")
        .forEach((el) => el.setAttribute("style", el.style.cssText));
      return template.content;
    };
    expect(parse(renderToStaticMarkup(element)).isEqualNode(parse(serverMarkup(element)))).toBe(true);
  });
});
