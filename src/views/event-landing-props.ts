import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ModerationBannerProps } from "../components/moderation-banner/moderation-banner";
import type { Person } from "../components/person-card/person-card";
import { eventJsonLd } from "../lib/event-json-ld";
import { eventStatus } from "../lib/event-status";
import { imageOf } from "../lib/image";
import { personOf } from "../lib/person";

export interface EventLandingViewProps {
  /** The headings every event landing page shares, from data/events.json. */
  copy: NonNullable<Queries.EventLandingPageQuery["eventsJson"]>["landingPage"];
  /** The landing as the view's fragment (EventLandingPageFields) selects it. */
  landing: Queries.EventLandingPageFieldsFragment;
  /** Virtual events show a globe where there is no picture; others a pin. */
  online: boolean;
  heroImage?: IGatsbyImageData;
  /** Who runs the event and who co-produces it. */
  organisers: ModerationBannerProps;
  moderator: Person;
  participants: Person[];
  /** The page's canonical path; its calendar file sits beside it. */
  path: string;
  /** When the site was built: the page judges the event by this clock until the visitor's takes over. */
  builtAt: string;
}

type Data = Queries.EventLandingPageQuery;
type LandingNode = NonNullable<Data["eventLandingsJson"]>;

const landingOf = (data: Data): LandingNode => {
  if (!data.eventLandingsJson) throw new Error("The page's event landing is missing");
  return data.eventLandingsJson;
};

/** What the event landing page shows, from its query; `path` is the page's canonical path. */
export const toEventLandingProps = (data: Data, path: string): EventLandingViewProps => {
  const landing = landingOf(data);
  if (!data.eventsJson) throw new Error("data/events.json: landingPage is required");
  return {
    copy: data.eventsJson.landingPage,
    landing,
    online: landing.delivery === "Virtual",
    heroImage: imageOf(landing.heroImage),
    organisers: {
      provider: data.siteJson?.brandName ?? "",
      sponsor: landing.sponsorName
        ? { name: landing.sponsorName, href: landing.sponsorLink, logo: imageOf(landing.sponsorLogo) }
        : null,
    },
    moderator: { ...personOf(landing.moderator), fallbackImage: imageOf(landing.moderatorDefaultPhoto) },
    participants: (landing.participants ?? []).map(personOf),
    path,
    builtAt: data.site?.buildTime ?? landing.startsAt,
  };
};

/**
 * schema.org Event data for the landing page, by the build's clock: a seat on offer until the event ends (a landing
 * page states no capacity), no offer once it is past.
 */
export const eventLandingJsonLd = (data: Data, path: string): Record<string, unknown> => {
  const landing = landingOf(data);
  const origin = data.site?.siteMetadata?.siteUrl ?? "";
  return eventJsonLd({
    status: eventStatus(landing, new Date(data.site?.buildTime ?? landing.startsAt)),
    seatsLeft: true,
    name: landing.title,
    description: landing.seoDescription,
    startsAt: landing.startsAt,
    durationMinutes: landing.durationMinutes,
    online: landing.delivery === "Virtual",
    place: landing.delivery,
    url: `${origin}${path}`,
    image: landing.heroImage?.publicURL ? `${origin}${landing.heroImage.publicURL}` : null,
    organizer: { name: data.siteJson?.brandName ?? "", url: origin },
    sponsor: landing.sponsorName ? { name: landing.sponsorName, url: landing.sponsorLink } : null,
    performers: [{ name: landing.moderator.name, jobTitle: landing.moderator.title }],
  });
};
