import { render } from "@testing-library/react";
import React from "react";
import { MarkdownLite } from "../../src/components/markdown-lite/markdown-lite";
import { parseMarkdownLite } from "../../src/lib/markdown-lite";

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

  it("shows HTML in the content as text instead of injecting it", () => {
    const hostile = '<script>window.pwned = true</script> <img src="x" onerror="alert(1)"> **<b>bold</b>**';
    const { container } = render(<MarkdownLite text={hostile} />);
    expect(container.querySelector("script, img, b")).toBeNull();
    expect(container.querySelector("strong")).toHaveTextContent("<b>bold</b>");
    expect(container).toHaveTextContent('<script>window.pwned = true</script> <img src="x" onerror="alert(1)">');
  });
});
