/** @jest-environment node */
import { createHash } from "crypto";
import { inlineHashes, withCspMeta, withoutCspMeta } from "../../../src/node/hosting/inline-hashes";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

const PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title>',
  "<style>body{margin:0}</style>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "</head><body>",
  '<div style="outline:none" id="a"><img alt="" class="x" style="background-image:url(&quot;data:image/png;base64,AA&quot;)"/></div>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/faq";/*]]>*/</script>',
  '<script src="/app-0123.js" async></script>',
  '<script type="module">const e=1</script>',
  "</body></html>",
].join("");

describe("inlineHashes", () => {
  it("hashes the inline scripts the browser runs, not external scripts or JSON data blocks", () => {
    expect(inlineHashes(PAGE).scripts).toEqual([sha('/*<![CDATA[*/window.pagePath="/faq";/*]]>*/'), sha("const e=1")]);
  });

  it("hashes <style> elements, and style attributes as the browser reads them (references decoded)", () => {
    const hashes = inlineHashes(PAGE);
    expect(hashes.styles).toEqual([sha("body{margin:0}")]);
    expect(hashes.styleAttributes).toEqual([
      sha("outline:none"),
      sha('background-image:url("data:image/png;base64,AA")'),
    ]);
  });

  it("lists each hash once", () => {
    expect(inlineHashes('<p style="a:b"></p><p style="a:b"></p>').styleAttributes).toEqual([sha("a:b")]);
  });
});

describe("withCspMeta", () => {
  it("puts the policy right after the charset declaration, and replaces the one of an earlier build", () => {
    const once = withCspMeta(PAGE, "script-src 'self'");
    const twice = withCspMeta(once, "script-src 'none'");
    expect(twice).toContain(
      '<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src \'none\'"/><title>',
    );
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(withoutCspMeta(twice)).toBe(PAGE);
  });

  it("refuses a page without a head", () => {
    expect(() => withCspMeta("<p>x</p>", "default-src 'self'")).toThrow("no <head>");
  });
});
