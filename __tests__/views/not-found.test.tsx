import { render, screen } from "@testing-library/react";
import React from "react";
import { GENERIC_NOT_FOUND, NOT_FOUND_ACTIONS, notFoundContent } from "../../src/lib/not-found";
import { NotFoundView } from "../../src/views/not-found-view";
import { communityEntry } from "../support/fixtures";

describe("NotFoundView", () => {
  it("offers every place to continue on the generic page", () => {
    render(<NotFoundView content={GENERIC_NOT_FOUND} />);
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      NOT_FOUND_ACTIONS.map((action) => [action.label, action.href]),
    );
  });

  it("offers only the way back to the community of a missing event", () => {
    const community = communityEntry();
    const content = notFoundContent(`/communities/${community.slug}/events/none`, [community]);
    render(<NotFoundView content={content} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(content.title);
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("link")).toHaveAttribute("href", content.back!.href);
  });
});
