import { render, screen, within } from "@testing-library/react";
import React from "react";
import { CommunityGrid, type CommunityCardData } from "../../src/components/community-grid/community-grid";
import { communityCardHref } from "../../src/routes";

const community = (slug: string, extra: Partial<CommunityCardData> = {}): CommunityCardData => ({
  slug,
  name: `${slug} community`,
  description: `About ${slug}`,
  targetAudience: `Leaders of ${slug}`,
  colour: "teal",
  memberCount: 45,
  upcomingCount: 2,
  ...extra,
});

describe("CommunityGrid", () => {
  it("shows name, description, counts, audience and an 'Explore community' link per card", () => {
    render(<CommunityGrid communities={[community("cloud-ops", { memberCount: 38, upcomingCount: 1 })]} />);
    const card = within(screen.getByRole("article"));
    expect(card.getByRole("heading", { name: "cloud-ops community" })).toBeInTheDocument();
    expect(card.getByText("About cloud-ops")).toBeInTheDocument();
    expect(card.getByText("38 contributors")).toBeInTheDocument();
    expect(card.getByText("1 upcoming event")).toBeInTheDocument();
    expect(card.getByText("Who's invited:").parentElement).toHaveTextContent("Who's invited: Leaders of cloud-ops");
    const link = card.getByRole("link", { name: /Explore community/ });
    expect(link).toHaveAttribute("href", "/communities/cloud-ops");
    expect(link).not.toHaveAttribute("target");
  });

  it("opens a community that lives on its own site in a new tab", () => {
    render(<CommunityGrid communities={[community("hr-leadership", { externalUrl: "https://hr.example.org" })]} />);
    const link = screen.getByRole("link", { name: /Explore community/ });
    expect(link).toHaveAttribute("href", "https://hr.example.org");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveTextContent("(opens in a new tab)");
  });
});

describe("communityCardHref", () => {
  it("prefers the external address, honours an address in the slug, else links the community page", () => {
    expect(communityCardHref({ slug: "cloud-ops", externalUrl: "https://x.example" })).toBe("https://x.example");
    expect(communityCardHref({ slug: "https://y.example/community" })).toBe("https://y.example/community");
    expect(communityCardHref({ slug: "cloud-ops", externalUrl: null })).toBe("/communities/cloud-ops");
  });
});
