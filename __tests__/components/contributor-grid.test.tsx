import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import type { Contributor } from "../../src/components/contributors/contributor-card";
import {
  ContributorGrid,
  EMPTY_TEXT,
  EMPTY_TITLE,
  PAGE_SIZE,
} from "../../src/components/contributors/contributor-grid";
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
const names = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("ContributorGrid", () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it("shows the first nine by display order, with the count and page text", () => {
    render(<ContributorGrid contributors={TEN} earlierTitle="See earlier Featured Contributors" />);
    expect(PAGE_SIZE).toBe(9);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 9 of 10 contributors (Page 1 of 2)");
    expect(names().filter((name) => name?.startsWith("Person"))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((order) => `Person ${order}`),
    );
  });

  it("offers numbered page buttons under 'See earlier Featured Contributors' and shows page 2", async () => {
    const user = userEvent.setup();
    render(<ContributorGrid contributors={TEN} earlierTitle="See earlier Featured Contributors" />);
    const pager = screen.getByRole("navigation", { name: "See earlier Featured Contributors" });
    const buttons = within(pager).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(["Page 1", "Page 2"]);
    expect(buttons[0]).toHaveAttribute("aria-current", "page");

    await user.click(within(pager).getByRole("button", { name: "Page 2" }));
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 of 10 contributors (Page 2 of 2)");
    expect(screen.getByRole("heading", { name: "Person 10" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Person 1" })).not.toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();

    await user.click(within(pager).getByRole("button", { name: "Page 1" }));
    expect(screen.getByRole("status")).toHaveTextContent("Showing 9 of 10 contributors (Page 1 of 2)");
  });

  it("has no page buttons when everyone fits on one page", () => {
    render(<ContributorGrid contributors={TEN.slice(0, 9)} earlierTitle="See earlier Featured Contributors" />);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 9 of 9 contributors (Page 1 of 1)");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByText("See earlier Featured Contributors")).not.toBeInTheDocument();
  });

  it("shows the empty state when there are no contributors", () => {
    render(<ContributorGrid contributors={[]} earlierTitle="See earlier Featured Contributors" />);
    expect(screen.getByRole("heading", { name: EMPTY_TITLE })).toHaveTextContent("No contributors found");
    expect(screen.getByText(EMPTY_TEXT)).toHaveTextContent(
      "Contributors will appear here once they're added to the database.",
    );
  });
});

describe("ContributorCard", () => {
  it("links the interview, adds the podcast only when there is one, and names the company without a logo", () => {
    render(
      <ContributorGrid
        contributors={[
          contributor(1, { podcastUrl: "https://open.spotify.com/episode/1" }),
          contributor(2, { companyLogo: fakeImage("/static/logo.png") }),
        ]}
        earlierTitle="See earlier Featured Contributors"
      />,
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
