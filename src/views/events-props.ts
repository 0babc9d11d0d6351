import type { FeatureItem } from "../components/feature-grid/feature-grid";
import { communityPath, eventLandingPath } from "../routes";

type Data = Queries.EventsPageQuery;

export interface EventsViewProps {
  page: NonNullable<Data["eventsJson"]>;
  /** The flagship event landings, newest first, as cards. */
  flagshipCards: FeatureItem[];
  /** A card per community, linking to its events. */
  communityCards: FeatureItem[];
}

/** What the 'Event experiences' screen shows, from its query. */
export const toEventsProps = (data: Data): EventsViewProps => {
  const page = data.eventsJson;
  if (!page) throw new Error("data/events.json is required");
  return {
    page,
    // Event landings are campaign pages sent to invitees; listed here too so every page of the site can be
    // reached by following links from the header (also without JavaScript).
    flagshipCards: data.allEventLandingsJson.nodes.map((landing) => ({
      icon: "calendar",
      title: landing.title,
      description: `${landing.date}, ${landing.time} ${landing.timezone}`,
      href: eventLandingPath(landing.slug),
      linkLabel: page.flagshipEvents.linkLabel,
    })),
    communityCards: data.allCommunitiesJson.nodes.map((community) => ({
      icon: community.icon,
      title: community.name,
      description: community.eyebrow,
      href: communityPath(community.slug),
      linkLabel: page.communities.linkLabel,
    })),
  };
};
