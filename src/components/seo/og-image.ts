import {
  aliases,
  COMMUNITIES_ROUTE,
  communityEventsPath,
  EVENTS_ROUTE,
  HOME_ROUTE,
  listPageTypes,
  PROGRAMMES_ROUTE,
} from "../../routes";

/** Open Graph images, one per page type (made by scripts/make-brand-images.ts into static/og/). */
export const OG_IMAGES = {
  default: "/og/default.png",
  home: "/og/home.png",
  programme: "/og/programme.png",
  community: "/og/community.png",
  event: "/og/event.png",
  insights: "/og/insights.png",
  company: "/og/company.png",
} as const;

/** Stands for any one segment of a route in the patterns below. */
const SEGMENT = "\u0000";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The routes a path builder of src/routes.ts makes, and those beneath them; each argument is any one segment. */
const under = (builder: (...segments: string[]) => string): RegExp => {
  const route = builder(...Array.from({ length: builder.length }, () => SEGMENT));
  return new RegExp(`^${escape(route).split(SEGMENT).join("[^/]+")}(/|$)`);
};

/** A section of the site by its routes (the first that matches wins), from the registry's own builders. */
const SECTIONS: ReadonlyArray<[RegExp, string]> = [
  [new RegExp(`^${escape(HOME_ROUTE)}$`), OG_IMAGES.home],
  [under(communityEventsPath), OG_IMAGES.event],
  [under(() => EVENTS_ROUTE), OG_IMAGES.event],
  [under(() => COMMUNITIES_ROUTE), OG_IMAGES.community],
  [under(() => PROGRAMMES_ROUTE), OG_IMAGES.programme],
  ...listPageTypes.map(({ base }): [RegExp, string] => [under(() => base), OG_IMAGES.insights]),
];

/**
 * The image a screen shares when its page names none: that of its section, an alias that of its primary route, and
 * the company image for the pages in no section (about, sponsorship, contact, FAQ…). Programme pages sit at the
 * top level with data-driven slugs, so their template passes `OG_IMAGES.programme` itself; the 404 page, no page of
 * the site, passes `OG_IMAGES.default`.
 */
export const ogImageFor = (path: string): string => {
  const route = aliases[path] ?? path;
  return SECTIONS.find(([pattern]) => pattern.test(route))?.[1] ?? OG_IMAGES.company;
};
