import fs from "fs";
import path from "path";
import { OG_IMAGES, ogImageFor } from "../../src/components/seo/og-image";
import {
  aliases,
  COMMUNITIES_ROUTE,
  communityEventPath,
  communityEventsPath,
  communityPath,
  eventLandingPath,
  EVENTS_ROUTE,
  HOME_ROUTE,
  listPagePath,
  listPageTypes,
  PROGRAMMES_ROUTE,
  THANK_YOU_ROUTE,
} from "../../src/routes";

describe("Open Graph image per page type", () => {
  it.each([
    [HOME_ROUTE, OG_IMAGES.home],
    [COMMUNITIES_ROUTE, OG_IMAGES.community],
    [communityPath("revenue"), OG_IMAGES.community],
    [communityEventsPath("revenue"), OG_IMAGES.event],
    [communityEventPath("revenue", "1"), OG_IMAGES.event],
    [EVENTS_ROUTE, OG_IMAGES.event],
    [eventLandingPath("future-of-hr"), OG_IMAGES.event],
    [PROGRAMMES_ROUTE, OG_IMAGES.programme],
    ...listPageTypes.flatMap(({ base }) => [
      [base, OG_IMAGES.insights],
      [listPagePath(base, 2), OG_IMAGES.insights],
    ]),
    ["/contact", OG_IMAGES.company],
    ["/privacy-notice", OG_IMAGES.company],
    [THANK_YOU_ROUTE, OG_IMAGES.company],
  ])("%s shares %s", (route, image) => {
    expect(ogImageFor(route)).toBe(image);
  });

  it("gives an alias the image of its primary route", () => {
    for (const [alias, primary] of Object.entries(aliases)) {
      expect({ alias, image: ogImageFor(alias) }).toEqual({ alias, image: ogImageFor(primary) });
    }
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
