/** Open Graph images, one per page type (made by scripts/make-brand-images.mjs into static/og/). */
export const OG_IMAGES = {
  default: "/og/default.png",
  home: "/og/home.png",
  programme: "/og/programme.png",
  community: "/og/community.png",
  event: "/og/event.png",
  insights: "/og/insights.png",
  company: "/og/company.png",
} as const;

const byPrefix: ReadonlyArray<[RegExp, string]> = [
  [/^\/(home)?$/, OG_IMAGES.home],
  [/^\/communities\/[^/]+\/events(\/|$)/, OG_IMAGES.event],
  [/^\/(events|virtual-experiences)(\/|$)/, OG_IMAGES.event],
  [/^\/communities(\/|$)/, OG_IMAGES.community],
  [/^\/interview-programmes$/, OG_IMAGES.programme],
  [/^\/(thought-leadership|podcasts|featured-contributors)(\/\d+)?$/, OG_IMAGES.insights],
  [
    /^\/(sponsor|sponsor-success-stories|services|about|contact|get-started|faq|thank-you|privacy-notice|privacy)$/,
    OG_IMAGES.company,
  ],
];

/**
 * The image a screen shares when its page names none. Programme pages sit at the top level with
 * data-driven slugs, so their template passes `OG_IMAGES.programme` itself.
 */
export const ogImageFor = (path: string): string =>
  byPrefix.find(([pattern]) => pattern.test(path))?.[1] ?? OG_IMAGES.default;
