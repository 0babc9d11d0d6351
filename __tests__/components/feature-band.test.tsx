import { render, screen, within } from "@testing-library/react";
import React from "react";
import { FeatureBand } from "../../src/components/feature-grid/feature-band";

const items = [
  { icon: "users", title: "Executive access", description: "Senior leaders." },
  { icon: "award", title: "Independent", description: "No pay to play.", href: "/about", linkLabel: "About us" },
];

describe("FeatureBand", () => {
  it("is a section named by its heading, with the intro and one card per item", () => {
    render(<FeatureBand id="why" title="Why choose us" intro="Because." items={items} />);
    const section = screen.getByRole("region", { name: "Why choose us" });
    expect(within(section).getByText("Because.")).toBeInTheDocument();
    expect(within(section).getAllByRole("listitem")).toHaveLength(items.length);
    expect(within(section).getByRole("link", { name: /Independent/ })).toHaveAttribute("href", "/about");
  });

  it("numbers the cards as steps in an ordered list and takes the grey band when alt", () => {
    const { container } = render(<FeatureBand id="steps" title="How it works" items={items} numbered alt />);
    expect(container.querySelector("section")).toHaveClass("section--alt");
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(within(list).getByText("2")).toBeInTheDocument();
  });
});
