import { render, screen } from "@testing-library/react";
import { useStaticQuery, type PageProps } from "gatsby";
import React from "react";
import NotFoundPage from "../../src/pages/404";

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://example.org" } },
    siteJson: { brandName: "Test Brand" },
    allCommunitiesJson: { nodes: [{ slug: "revenue", name: "Revenue Community" }] },
  });
});

const renderAt = (pathname: string) =>
  render(<NotFoundPage {...({ location: { pathname }, pageContext: {} } as unknown as PageProps)} />);

describe("404 page", () => {
  it("explains a missing community with a way back to all communities", async () => {
    renderAt("/communities/nope");
    expect(await screen.findByRole("heading", { level: 1, name: "Community Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The community you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to communities" })).toHaveAttribute("href", "/communities");
  });

  it("explains a missing event with a way back to its community", async () => {
    renderAt("/communities/revenue/events/nope");
    expect(await screen.findByRole("heading", { level: 1, name: "Event Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The event you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Revenue Community" })).toHaveAttribute(
      "href",
      "/communities/revenue",
    );
  });

  it("stays generic elsewhere", () => {
    renderAt("/no-such-page");
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });
});
