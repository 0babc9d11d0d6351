import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { Accordion } from "../../src/components/accordion/accordion";
import { serverHtml } from "../support/server-html";

const ITEMS = [
  { id: "first", title: "First question", content: <p>First answer</p> },
  { id: "second", title: "Second question", content: <p>Second answer</p> },
  { id: "third", title: "Third question", content: <p>Third answer</p> },
];

const item = (title: string) => screen.getByText(title).closest("details") as HTMLDetailsElement;
const summary = (title: string) => screen.getByText(title).closest("summary") as HTMLElement;

describe("Accordion", () => {
  it("is native <details>, each item's anchor on its content, every answer in the static HTML, none open", () => {
    const host = serverHtml(<Accordion items={ITEMS} />);
    const details = Array.from(host.querySelectorAll("details"));
    expect(details).toHaveLength(ITEMS.length);
    for (const [i, entry] of details.entries()) {
      expect(entry.open).toBe(false);
      expect(entry.querySelector("summary h3")).toHaveTextContent(ITEMS[i].title);
      // The browser opens the <details> around the fragment it navigates to: /faq#second opens the second.
      expect(entry.querySelector(`summary ~ #${ITEMS[i].id}`)).toHaveTextContent(
        `${["First", "Second", "Third"][i]} answer`,
      );
    }
    expect(host.querySelectorAll("button, [data-island], script")).toHaveLength(0);
  });

  it("opens and closes items independently, any number at once", async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    await user.click(summary("First question"));
    await user.click(summary("Third question"));
    expect([item("First question").open, item("Second question").open, item("Third question").open]).toEqual([
      true,
      false,
      true,
    ]);
    await user.click(summary("First question"));
    expect(item("First question").open).toBe(false);
    expect(item("Third question").open).toBe(true);
  });

  it("takes the heading level the page outline needs", () => {
    const host = serverHtml(<Accordion items={ITEMS} headingLevel={2} />);
    expect(host.querySelectorAll("summary h2")).toHaveLength(ITEMS.length);
  });
});
