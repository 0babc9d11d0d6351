import type { IGatsbyImageData } from "gatsby-plugin-image";

/** Enough of gatsby-plugin-image's data for an image to render in jsdom. */
export const fakeImage = (src = "/static/cover.jpg"): IGatsbyImageData => ({
  layout: "constrained",
  width: 640,
  height: 360,
  images: { fallback: { src } },
});
