import { render, screen } from "@testing-library/react";
import { useStaticQuery, type PageProps } from "gatsby";
import React from "react";
import { NotFoundMessage } from "../../src/components/not-found/not-found-message";
import NotFoundPage from "../../src/pages/404";

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://example.org" } },
    siteJson: { brandName: "Test Brand" },
    allCommunitiesJson: { nodes: [{ slug: "cloud-ops", name: "Cloud Ops Community" }] },
  });
});

/** The one built 404 page, served for `pathname`: its message is an island that reads the address asked for. */
const renderAt = (pathname: string) => {
  window.history.pushState({}, "", pathname);
  document.title = "Page not found | Test Brand";
  return render(
    <NotFoundPage {...({ location: { pathname: "/404.html" }, pageContext: {} } as unknown as PageProps)} />,
  );
};

describe("404 page", () => {
  it("explains a missing community with a way back to all communities", async () => {
    renderAt("/communities/nope");
    expect(await screen.findByRole("heading", { level: 1, name: "Community Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The community you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to communities" })).toHaveAttribute("href", "/communities");
  });

  it("names what is missing in the title too (the built page's head is static: no Helmet runs in the browser)", async () => {
    window.history.pushState({}, "", "/communities/cloud-ops/events/nope");
    document.title = "Page not found | Test Brand";
    render(<NotFoundMessage communities={[{ slug: "cloud-ops", name: "Cloud Ops Community" }]} />);
    await screen.findByRole("heading", { level: 1, name: "Event Not Found" });
    expect(document.title).toBe("Event Not Found | Test Brand");
  });

  it("explains a missing event with a way back to its community", async () => {
    renderAt("/communities/cloud-ops/events/nope");
    expect(await screen.findByRole("heading", { level: 1, name: "Event Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The event you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Cloud Ops Community" })).toHaveAttribute(
      "href",
      "/communities/cloud-ops",
    );
  });

  it("stays generic elsewhere", () => {
    renderAt("/no-such-page");
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });
});
