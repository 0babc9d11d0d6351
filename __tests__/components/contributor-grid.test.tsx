import { render, screen, within } from "@testing-library/react";
import React from "react";
import type { Contributor } from "../../src/components/contributors/contributor-card";
import { ContributorGrid, EMPTY_TEXT, EMPTY_TITLE } from "../../src/components/contributors/contributor-grid";
import { fakeImage } from "../support/fake-image";

const contributor = (order: number, overrides: Partial<Contributor> = {}): Contributor => ({
  slug: `person-${order}`,
  fullName: `Person ${order}`,
  title: "Chief Executive",
  company: `Company ${order}`,
  headshot: fakeImage(`/static/person-${order}.jpg`),
  companyLogo: null,
  quote: `Quote ${order}`,
  interviewUrl: `https://insights.example.com/one-pagers/person-${order}`,
  podcastUrl: null,
  publishedAt: "2025-09-24",
  displayOrder: order,
  ...overrides,
});

/** Ten, deliberately out of order. */
const TEN = [7, 3, 10, 1, 5, 9, 2, 8, 4, 6].map((order) => contributor(order));

const EARLIER = "Browse earlier contributors";
const BASE = "/featured-contributors";
/** The grid as page `page` of `pages` shows it, given that page's contributors. */
const grid = (contributors: readonly Contributor[], total: number, page = 1, pages = 1) => (
  <ContributorGrid contributors={contributors} total={total} pager={{ title: EARLIER, base: BASE, page, pages }} />
);

describe("ContributorGrid", () => {
  it("shows its page's contributors with the count and page text", () => {
    render(grid(TEN.slice(0, 9), TEN.length, 1, 2));
    expect(screen.getByText(/^Showing/)).toHaveTextContent("Showing 9 of 10 contributors (Page 1 of 2)");
    expect(screen.getAllByRole("article")).toHaveLength(9);
  });

  it("links every page under the pager's title, the current one marked", () => {
    render(grid(TEN.slice(9), TEN.length, 2, 2));
    expect(screen.getByText(/^Showing/)).toHaveTextContent("Showing 1 of 10 contributors (Page 2 of 2)");
    const pager = screen.getByRole("navigation", { name: EARLIER });
    const links = within(pager).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Page 1", BASE],
      ["Page 2", `${BASE}/2`],
    ]);
    expect(links[1]).toHaveAttribute("aria-current", "page");
    expect(links[0]).not.toHaveAttribute("aria-current");
  });

  it("has no pager when everyone fits on one page", () => {
    render(grid(TEN.slice(0, 9), 9));
    expect(screen.getByText(/^Showing/)).toHaveTextContent("Showing 9 of 9 contributors (Page 1 of 1)");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByText(EARLIER)).not.toBeInTheDocument();
  });

  it("shows the empty state when there are no contributors", () => {
    render(grid([], 0));
    expect(screen.getByRole("heading", { name: EMPTY_TITLE })).toHaveTextContent("No contributors found");
    expect(screen.getByText(EMPTY_TEXT)).toHaveTextContent(
      "Contributors will appear here once they're added to the database.",
    );
  });
});

describe("ContributorCard", () => {
  it("links the interview, adds the podcast only when there is one, and names the company without a logo", () => {
    render(
      grid(
        [
          contributor(1, { podcastUrl: "https://open.spotify.com/episode/1" }),
          contributor(2, { companyLogo: fakeImage("/static/logo.png") }),
        ],
        2,
      ),
    );
    const first = screen.getByRole("article", { name: "Person 1" });
    const second = screen.getByRole("article", { name: "Person 2" });
    expect(within(first).getByRole("link", { name: /Read interview/ })).toHaveAttribute(
      "href",
      "https://insights.example.com/one-pagers/person-1",
    );
    expect(within(first).getByRole("link", { name: /Listen to podcast/ })).toHaveAttribute(
      "href",
      "https://open.spotify.com/episode/1",
    );
    expect(within(second).queryByRole("link", { name: /Listen to podcast/ })).not.toBeInTheDocument();
    expect(first.querySelector("[data-person-title]")?.parentElement).toHaveTextContent("Chief Executive, Company 1");
    expect(within(second).getByAltText("Company 2 logo")).toBeInTheDocument();
    expect(within(first).getByText("September 2025")).toBeInTheDocument();
    // The headshot is decorative: the name is the card's heading, right beside it.
    expect(first.querySelector("img:not([alt=''])")).toBeNull();
    expect(within(first).getByRole("heading", { name: "Person 1" })).toBeInTheDocument();
  });
});
