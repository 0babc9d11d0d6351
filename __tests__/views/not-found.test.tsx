import { render, screen } from "@testing-library/react";
import React from "react";
import { NOT_FOUND_ACTIONS, notFoundContent } from "../../src/components/not-found/not-found-content";
import { NotFoundView } from "../../src/views/not-found-view";
import { communityEntry } from "../support/fixtures";
import { serverHtml } from "../support/server-html";

const community = communityEntry();

describe("NotFoundView", () => {
  it("offers every place to continue in the static page, whatever address it answers", () => {
    const host = serverHtml(<NotFoundView communities={[community]} />);
    expect(Array.from(host.querySelectorAll("a"), (link) => [link.textContent, link.getAttribute("href")])).toEqual(
      NOT_FOUND_ACTIONS.map((action) => [action.label, action.href]),
    );
    // An island hydrated at once: it says what is missing at the address the visitor asked for.
    expect(host.querySelector("[data-island=not-found]")).toHaveAttribute("data-when", "load");
  });

  it("offers only the way back to the community of a missing event, once the island reads the address", async () => {
    const pathname = `/communities/${community.slug}/events/none`;
    window.history.pushState({}, "", pathname);
    const content = notFoundContent(pathname, [community]);
    render(<NotFoundView communities={[community]} />);
    expect(await screen.findByRole("heading", { level: 1, name: content.title })).toBeInTheDocument();
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("link")).toHaveAttribute("href", content.back!.href);
  });
});
