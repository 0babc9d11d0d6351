import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React, { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { Accordion } from "../../src/components/accordion/accordion";
import { serverHtml, serverString } from "../support/server-html";

// Set to hold the accordion before or after React enhances it; unset, the real hook decides.
let mockEnhanced: boolean | undefined;
jest.mock("../../src/hooks/use-enhanced", () => ({
  useEnhanced: () => mockEnhanced ?? jest.requireActual("../../src/hooks/use-enhanced").useEnhanced(),
}));

const ITEMS = [
  { id: "first", title: "First question", content: <p>First answer</p> },
  { id: "second", title: "Second question", content: <p>Second answer</p> },
  { id: "third", title: "Third question", content: <p>Third answer</p> },
];

const button = (name: string) => screen.getByRole("button", { name });
const panelOf = (name: string) => document.getElementById(button(name).getAttribute("aria-controls") ?? "");

describe("Accordion", () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    mockEnhanced = undefined;
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it("starts collapsed with every answer in the markup, each button wired to its panel", () => {
    render(<Accordion items={ITEMS} />);
    for (const item of ITEMS) {
      const header = button(item.title);
      expect(header).toHaveAttribute("type", "button");
      expect(header).toHaveAttribute("aria-expanded", "false");
      const panel = panelOf(item.title);
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
      expect(panel).toHaveAttribute("aria-labelledby", header.id);
    }
    expect(screen.getByText("Second answer", { selector: "p" })).toBeInTheDocument();
  });

  it("opens and closes items independently: open two, close one, the other stays open", async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    await user.click(button("First question"));
    await user.click(button("Third question"));
    expect(button("First question")).toHaveAttribute("aria-expanded", "true");
    expect(button("Third question")).toHaveAttribute("aria-expanded", "true");
    expect(panelOf("First question")).toBeVisible();
    expect(panelOf("Third question")).toBeVisible();
    await user.click(button("First question"));
    expect(button("First question")).toHaveAttribute("aria-expanded", "false");
    expect(panelOf("First question")).not.toBeVisible();
    expect(button("Third question")).toHaveAttribute("aria-expanded", "true");
    expect(panelOf("Third question")).toBeVisible();
    expect(button("Second question")).toHaveAttribute("aria-expanded", "false");
  });

  it("toggles from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    await user.tab();
    expect(button("First question")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(button("First question")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button("First question")).toHaveAttribute("aria-expanded", "false");
  });

  it("opens and scrolls to the item the location hash names, also after a later navigation", () => {
    const { rerender } = render(<Accordion items={ITEMS} hash="#second" />);
    expect(button("Second question")).toHaveAttribute("aria-expanded", "true");
    expect(button("First question")).toHaveAttribute("aria-expanded", "false");
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("second"));
    rerender(<Accordion items={ITEMS} hash="#third" />);
    expect(button("Third question")).toHaveAttribute("aria-expanded", "true");
    expect(button("Second question")).toHaveAttribute("aria-expanded", "true");
  });

  it("ignores a hash that names no item", () => {
    render(<Accordion items={ITEMS} hash="#elsewhere" />);
    expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-expanded"))).toEqual([
      "false",
      "false",
      "false",
    ]);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("keeps an item open that was opened before the buttons replaced the <details> (the click that hydrated it)", async () => {
    mockEnhanced = false;
    const { container, rerender } = render(<Accordion items={ITEMS} />);
    await userEvent.setup().click(screen.getByText("Second question"));
    expect(container.querySelector("details#second")).toHaveAttribute("open");
    mockEnhanced = true;
    rerender(<Accordion items={ITEMS} />);
    expect(button("Second question")).toHaveAttribute("aria-expanded", "true");
    expect(button("First question")).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps an item the browser opened itself, on a click that came before React could hydrate the accordion", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const page = <Accordion items={ITEMS} />;
    const host = document.body.appendChild(document.createElement("div"));
    host.innerHTML = serverString(page);
    // The native toggle of <details>: React's handler was not there to take the click.
    host.querySelector<HTMLDetailsElement>("details#second")!.open = true;
    const root = await act(async () => hydrateRoot(host, page));
    // First use opens the island's gate; React hydrates it and then swaps in the buttons.
    await act(async () => {
      host.querySelector("summary")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    });
    expect(button("Second question")).toHaveAttribute("aria-expanded", "true");
    expect(panelOf("Second question")).toBeVisible();
    expect(button("First question")).toHaveAttribute("aria-expanded", "false");
    await act(async () => root.unmount());
    host.remove();
  });

  it("is native <details>/<summary> in the static HTML, so every answer opens without JavaScript", () => {
    const host = serverHtml(<Accordion items={ITEMS} />);
    const details = Array.from(host.querySelectorAll("details"));
    expect(details.map((item) => item.id)).toEqual(ITEMS.map((item) => item.id));
    for (const [i, item] of details.entries()) {
      expect(item.querySelector("summary")).toHaveTextContent(ITEMS[i].title);
      expect(item.querySelector("summary h3")).not.toBeNull();
      expect(item).toHaveTextContent(`${ITEMS[i].title}${["First", "Second", "Third"][i]} answer`);
    }
    expect(host.querySelectorAll("[hidden], button")).toHaveLength(0);
  });
});
