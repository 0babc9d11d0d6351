import { imageOf } from "../../src/lib/image";
import { fakeImage } from "../support/fake-image";

describe("imageOf", () => {
  it("unwraps the build's image data from an image file", () => {
    const image = fakeImage("/static/logo.png");
    expect(imageOf({ childImageSharp: { gatsbyImageData: image } })).toBe(image);
  });

  it("gives undefined for an empty field or a file sharp did not process, so components show their fallback", () => {
    expect(imageOf(null)).toBeUndefined();
    expect(imageOf(undefined)).toBeUndefined();
    expect(imageOf({ childImageSharp: null })).toBeUndefined();
  });
});
