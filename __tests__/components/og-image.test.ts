import fs from "fs";
import path from "path";
import { OG_IMAGES, ogImageFor } from "../../src/components/seo/og-image";

describe("Open Graph image per page type", () => {
  it.each([
    ["/", OG_IMAGES.home],
    ["/home", OG_IMAGES.home],
    ["/communities", OG_IMAGES.community],
    ["/communities/revenue", OG_IMAGES.community],
    ["/communities/revenue/events/1", OG_IMAGES.event],
    ["/events", OG_IMAGES.event],
    ["/events/future-of-hr", OG_IMAGES.event],
    ["/interview-programmes", OG_IMAGES.programme],
    ["/thought-leadership", OG_IMAGES.insights],
    ["/podcasts", OG_IMAGES.insights],
    ["/contact", OG_IMAGES.company],
    ["/privacy-notice", OG_IMAGES.company],
    ["/ai-transformation", OG_IMAGES.default],
  ])("%s shares %s", (route, image) => {
    expect(ogImageFor(route)).toBe(image);
  });

  it("has a 1200x630 PNG in static/ for every type", () => {
    for (const image of Object.values(OG_IMAGES)) {
      const png = fs.readFileSync(path.join(__dirname, "../../static", image));
      expect({ image, width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
        image,
        width: 1200,
        height: 630,
      });
    }
  });
});
