import type { IslandName, islandComponents } from "./island-components";

export type { IslandName };

/**
 * How the browser loads each island's code: one chunk per island, fetched when the island is due to hydrate.
 * The type ties every loader to the very component `islandComponents` renders on the server, and a unit test
 * checks that they are the same function.
 */
export const islandLoaders: { [N in IslandName]: () => Promise<(typeof islandComponents)[N]> } = {
  "community-grid": () => import("../community-grid/live-community-grid").then((m) => m.LiveCommunityGrid),
  "contact-form": () => import("../contact-form/contact-form").then((m) => m.ContactForm),
  "event-registration-form": () =>
    import("../event-registration-form/event-registration-form").then((m) => m.EventRegistrationForm),
  "episode-list": () => import("../podcast/episode-list").then((m) => m.EpisodeList),
  "hero-video": () => import("../podcast/hero-video").then((m) => m.HeroVideo),
  "not-found": () => import("../not-found/not-found-message").then((m) => m.NotFoundMessage),
  "report-browser": () => import("../reports/live-report-browser").then((m) => m.LiveReportBrowser),
  "testimonial-carousel": () =>
    import("../testimonial-carousel/testimonial-carousel").then((m) => m.TestimonialCarousel),
};
