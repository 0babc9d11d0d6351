import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { Picture } from "../../src/components/picture/picture";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 640,
  height: 360,
  backgroundColor: "#28384c",
  images: {
    fallback: {
      src: "/static/a/cover.jpg",
      srcSet: "/static/a/cover-320.jpg 320w, /static/a/cover.jpg 640w",
      sizes: "(min-width: 640px) 640px, 100vw",
    },
    sources: [
      {
        type: "image/webp",
        srcSet: "/static/a/cover-320.webp 320w, /static/a/cover.webp 640w",
        sizes: "(min-width: 640px) 640px, 100vw",
      },
    ],
  },
};

describe("Picture", () => {
  it("renders gatsby-plugin-image's sources natively, sized so nothing shifts when it loads", () => {
    const { container, getByRole } = render(<Picture image={image} alt="Roundtable in London" />);
    const img = getByRole("img", { name: "Roundtable in London" });
    expect(img).toHaveAttribute("src", "/static/a/cover.jpg");
    expect(img).toHaveAttribute("srcset", image.images.fallback?.srcSet);
    expect(img).toHaveAttribute("width", "640");
    expect(img).toHaveAttribute("height", "360");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveStyle({ objectFit: "cover", backgroundColor: "#28384c" });
    const source = container.querySelector("picture > source");
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source).toHaveAttribute("srcset", image.images.sources?.[0].srcSet);
    // No inline script per image, unlike GatsbyImage.
    expect(container.querySelector("script")).toBeNull();
  });

  it("loads a first-screen image at once and contains a logo instead of cropping it", () => {
    const { getByRole } = render(<Picture image={image} alt="Acme logo" fit="contain" priority />);
    const img = getByRole("img", { name: "Acme logo" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveStyle({ objectFit: "contain" });
  });

  it("shows a blurred placeholder as the image's background until the image arrives", () => {
    const blurred = { ...image, backgroundColor: undefined, placeholder: { fallback: "data:image/jpeg;base64,AAAA" } };
    const { getByRole } = render(<Picture image={blurred} alt="" />);
    expect(getByRole("presentation").style.backgroundImage).toBe('url("data:image/jpeg;base64,AAAA")');
  });
});
