import type React from "react";
import { LiveCommunityGrid } from "../community-grid/live-community-grid";
import { ContactForm } from "../contact-form/contact-form";
import { EventRegistrationForm } from "../event-registration-form/event-registration-form";
import { NotFoundMessage } from "../not-found/not-found-message";
import { EpisodeList } from "../podcast/episode-list";
import { HeroVideo } from "../podcast/hero-video";
import { LiveReportBrowser } from "../reports/live-report-browser";
import { TestimonialCarousel } from "../testimonial-carousel/testimonial-carousel";

/**
 * Every island, by the name its HTML carries: the components the server renders (and `gatsby develop` runs in
 * place). `island-loaders.ts` loads the same components in the browser.
 */
export const islandComponents = {
  "community-grid": LiveCommunityGrid,
  "contact-form": ContactForm,
  "event-registration-form": EventRegistrationForm,
  "episode-list": EpisodeList,
  "hero-video": HeroVideo,
  "not-found": NotFoundMessage,
  "report-browser": LiveReportBrowser,
  "testimonial-carousel": TestimonialCarousel,
};

export type IslandName = keyof typeof islandComponents;
export type IslandProps<N extends IslandName> = React.ComponentProps<(typeof islandComponents)[N]>;
