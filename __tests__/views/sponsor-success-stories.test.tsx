import { render, screen } from "@testing-library/react";
import React from "react";
import { toSponsorSuccessStoriesProps } from "../../src/views/sponsor-success-stories-props";
import { SponsorSuccessStoriesView } from "../../src/views/sponsor-success-stories-view";
import { sponsorSuccessStoriesQuery } from "../support/fixtures";

const data = sponsorSuccessStoriesQuery();
const page = data.sponsorSuccessStoriesJson!;

describe("SponsorSuccessStoriesView", () => {
  it("shows one case study per story, named by its spokesperson's company, with every outcome", () => {
    render(<SponsorSuccessStoriesView {...toSponsorSuccessStoriesProps(data)} />);
    expect(screen.getAllByRole("article")).toHaveLength(page.stories.length);
    for (const story of page.stories) {
      expect(screen.getByText(story.spokesperson.name)).toBeVisible();
      for (const outcome of story.outcomes) expect(screen.getByText(outcome)).toBeVisible();
    }
  });

  it("leads back with the back link of data/sponsor-success-stories.json", () => {
    render(<SponsorSuccessStoriesView {...toSponsorSuccessStoriesProps(data)} />);
    expect(screen.getByRole("link", { name: page.backLink.label })).toHaveAttribute("href", page.backLink.href);
  });

  it("names the missing file when the content is missing", () => {
    expect(() => toSponsorSuccessStoriesProps({ sponsorSuccessStoriesJson: null })).toThrow(
      "data/sponsor-success-stories.json",
    );
  });
});
