import { render } from "@testing-library/react";
import React from "react";
import { MarkdownLite } from "../../src/components/markdown-lite/markdown-lite";
import { markdownLiteLinks, parseMarkdownLite } from "../../src/lib/markdown-lite";

describe("parseMarkdownLite", () => {
  it("splits paragraphs on blank lines and joins wrapped lines with a space", () => {
    expect(parseMarkdownLite("First line\nstill first.\n\n  \nSecond.\r\n\r\nThird.")).toEqual([
      [{ text: "First line still first.", bold: false }],
      [{ text: "Second.", bold: false }],
      [{ text: "Third.", bold: false }],
    ]);
  });

  it("marks **text** as bold, several times in a paragraph", () => {
    expect(parseMarkdownLite("A **bold** claim and **another**.")).toEqual([
      [
        { text: "A ", bold: false },
        { text: "bold", bold: true },
        { text: " claim and ", bold: false },
        { text: "another", bold: true },
        { text: ".", bold: false },
      ],
    ]);
  });

  it("leaves unpaired asterisks as text", () => {
    expect(parseMarkdownLite("5 ** 2 is not bold")).toEqual([[{ text: "5 ** 2 is not bold", bold: false }]]);
  });

  it("makes [label](href) a link to a site path, a web address, mailto: or tel:", () => {
    expect(parseMarkdownLite("See our [privacy notice](/privacy-notice) or [email us](mailto:a@b.example).")).toEqual([
      [
        { text: "See our ", bold: false },
        { text: "privacy notice", bold: false, href: "/privacy-notice" },
        { text: " or ", bold: false },
        { text: "email us", bold: false, href: "mailto:a@b.example" },
        { text: ".", bold: false },
      ],
    ]);
    expect(parseMarkdownLite("**Bold** then [a site](https://example.org/x).")[0]).toEqual([
      { text: "Bold", bold: true },
      { text: " then ", bold: false },
      { text: "a site", bold: false, href: "https://example.org/x" },
      { text: ".", bold: false },
    ]);
  });

  it("leaves brackets that are not a link, or a link to a script, as text", () => {
    for (const text of ["[not a link] (/x)", "[x](javascript:alert(1))", "[x](relative/path)"]) {
      expect(parseMarkdownLite(text)).toEqual([[{ text, bold: false }]]);
    }
  });

  it("lists a text's link targets for the build's link check", () => {
    expect(markdownLiteLinks("[a](/faq) and [b](/nowhere#x)\n\n[c](https://example.org)")).toEqual([
      "/faq",
      "/nowhere#x",
      "https://example.org",
    ]);
  });

  it("gives nothing for blank text", () => {
    expect(parseMarkdownLite(" \n\n ")).toEqual([]);
  });
});

describe("MarkdownLite", () => {
  it("renders paragraphs with strong elements", () => {
    const { container } = render(<MarkdownLite text={"Hello **world**.\n\nSecond paragraph."} />);
    const paragraphs = container.querySelectorAll("p");
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0].innerHTML).toBe("Hello <strong>world</strong>.");
    expect(paragraphs[1]).toHaveTextContent("Second paragraph.");
  });

  it("renders links: site paths through the router, other sites in a new tab", () => {
    const { container } = render(<MarkdownLite text={"Read the [FAQ](/faq) or [our partner](https://example.org)."} />);
    const [site, external] = Array.from(container.querySelectorAll("a"));
    expect(site).toHaveAttribute("href", "/faq");
    expect(site).toHaveTextContent("FAQ");
    expect(external).toHaveAttribute("href", "https://example.org");
    expect(external).toHaveAttribute("target", "_blank");
  });

  it("shows HTML in the content as text instead of injecting it", () => {
    const hostile = '<script>window.pwned = true</script> <img src="x" onerror="alert(1)"> **<b>bold</b>**';
    const { container } = render(<MarkdownLite text={hostile} />);
    expect(container.querySelector("script, img, b")).toBeNull();
    expect(container.querySelector("strong")).toHaveTextContent("<b>bold</b>");
    expect(container).toHaveTextContent('<script>window.pwned = true</script> <img src="x" onerror="alert(1)">');
  });
});
