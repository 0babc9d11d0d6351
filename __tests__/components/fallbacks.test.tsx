import { fireEvent, render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { CompanyLogo } from "../../src/components/company-logo/company-logo";
import { CoverImage } from "../../src/components/cover-image/cover-image";
import { PersonGrid } from "../../src/components/person-card/person-card";

const image: IGatsbyImageData = {
  layout: "fixed",
  width: 96,
  height: 96,
  images: { fallback: { src: "/static/photo.jpg" } },
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
