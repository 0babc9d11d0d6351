import { render, screen } from "@testing-library/react";
import React from "react";
import { toSuccessStoriesProps } from "../../src/views/success-stories-props";
import { SuccessStoriesView } from "../../src/views/success-stories-view";
import { successStoriesQuery } from "../support/fixtures";

const data = successStoriesQuery();
const page = data.successStoriesJson!;

describe("SuccessStoriesView", () => {
  it("shows one case study per story, named by its spokesperson's company, with every outcome", () => {
    render(<SuccessStoriesView {...toSuccessStoriesProps(data)} />);
    expect(screen.getAllByRole("article")).toHaveLength(page.stories.length);
    for (const story of page.stories) {
      expect(screen.getByText(story.spokesperson.name)).toBeVisible();
      for (const outcome of story.outcomes) expect(screen.getByText(outcome)).toBeVisible();
    }
  });

  it("leads back with the back link of data/success-stories.json", () => {
    render(<SuccessStoriesView {...toSuccessStoriesProps(data)} />);
    expect(screen.getByRole("link", { name: page.backLink.label })).toHaveAttribute("href", page.backLink.href);
  });

  it("names the missing file when the content is missing", () => {
    expect(() => toSuccessStoriesProps({ successStoriesJson: null })).toThrow("data/success-stories.json");
  });
});
