import { fireEvent, render, screen, within } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { CompanyLogo } from "../../src/components/company-logo/company-logo";
import { CoverImage } from "../../src/components/cover-image/cover-image";
import { PersonCard, PersonGrid } from "../../src/components/person-card/person-card";
import { ReportCard, type Report } from "../../src/components/reports/report-card";
import { REPORT_LOGO_FALLBACK } from "../../src/components/reports/report-company";

const image: IGatsbyImageData = {
  layout: "fixed",
  width: 96,
  height: 96,
  images: { fallback: { src: "/static/photo.jpg" } },
};

const report: Report = {
  slug: "a-report",
  title: "A report",
  description: "What it found.",
  category: "Market view report",
  industry: "Telecoms",
  topic: "AI",
  insightType: "Report",
  publishedAt: "2025-01-01",
  url: "https://example.org/report",
  cover: image,
  liveCover: false,
};

const failImage = (container: HTMLElement) => {
  const img = container.querySelector("img");
  if (!img) throw new Error("no image rendered");
  fireEvent.error(img);
};

describe("image fallbacks", () => {
  it("shows a person's initials when the photo is missing or fails", () => {
    const { container } = render(
      <PersonGrid
        people={[
          { name: "Grace Liu", title: "Chief AI Officer", company: "Cobalt AI", image },
          { name: "Ben Adeyemi", title: "CTO", company: "Harbour Bank", image: null },
        ]}
      />,
    );
    // Decorative: the name is written beside it.
    expect(screen.getByText("BA")).toHaveAttribute("aria-hidden", "true");
    failImage(container);
    expect(screen.getByText("GL")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows the default photo when a moderator's photo fails, and initials only if that fails too", () => {
    const fallbackImage: IGatsbyImageData = { ...image, images: { fallback: { src: "/static/default.jpg" } } };
    const { container } = render(
      <PersonCard person={{ name: "Fiona Campbell", title: "Moderator", image, fallbackImage }} />,
    );
    failImage(container);
    expect(container.querySelector("img")).toHaveAttribute("src", "/static/default.jpg");
    failImage(container);
    expect(screen.getByText("FC")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows a report's company logo, the company's name if it fails, and 'Company' without a logo", () => {
    const withLogo = render(<ReportCard report={{ ...report, logo: { name: "Targetline", image } }} />);
    expect(within(withLogo.container).queryByTestId("company-name")).toBeNull();
    failImage(withLogo.container.querySelector("p") as HTMLElement);
    expect(within(withLogo.container).getByTestId("company-name")).toHaveTextContent("Targetline");
    withLogo.unmount();
    const without = render(<ReportCard report={{ ...report, logo: null }} />);
    expect(within(without.container).getByTestId("company-name")).toHaveTextContent(REPORT_LOGO_FALLBACK);
  });

  it("shows a sponsor's name when its logo fails, or hides a logo that may disappear", () => {
    const named = render(<CompanyLogo name="Pinnacle HR" image={image} fallback="name" />);
    expect(named.queryByTestId("company-name")).toBeNull();
    failImage(named.container);
    expect(named.getByTestId("company-name")).toHaveTextContent("Pinnacle HR");
    const hidden = render(<CompanyLogo name="Apex Digital" image={image} />);
    failImage(hidden.container);
    expect(hidden.container).toBeEmptyDOMElement();
  });

  it("shows a neutral panel when the cover image is missing or fails", () => {
    const { container, rerender } = render(<CoverImage image={image} alt="" />);
    expect(screen.queryByTestId("cover-fallback")).toBeNull();
    failImage(container);
    expect(screen.getByTestId("cover-fallback")).toBeInTheDocument();
    rerender(<CoverImage image={null} alt="" />);
    expect(screen.getByTestId("cover-fallback")).toBeInTheDocument();
  });
});
