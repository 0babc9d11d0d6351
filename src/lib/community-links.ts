/** Addresses of community and event pages, shared by page creation and the components that link to them. */
export const communityPath = (slug: string): string => `/communities/${slug}`;

export const eventPath = (community: string, eventId: string): string =>
  `${communityPath(community)}/events/${eventId}`;

/**
 * What a registration for a community event stores in event_registrations.event_id, and the event's key in the
 * database's events table (an event landing page's key is its own eventId).
 */
export const registrationKey = (community: string, eventId: string): string => `${community}-${eventId}`;

/** A landing page built from data/event-landings/{slug}.json. */
export const eventLandingPath = (slug: string): string => `/events/${slug}`;

/** The .ics file written beside an event page at build time. */
export const calendarPath = (pagePath: string): string => `${pagePath}.ics`;

export interface CommunityLinkTarget {
  slug: string;
  externalUrl?: string | null;
}

/**
 * Two communities live on their own sites. The database may also carry such an
 * address in place of the slug, so a slug that is an address is honoured too.
 */
export const communityCardHref = ({ slug, externalUrl }: CommunityLinkTarget): string => {
  if (externalUrl) return externalUrl;
  return /^https?:\/\//.test(slug) ? slug : communityPath(slug);
};
