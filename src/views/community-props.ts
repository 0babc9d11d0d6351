import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { EventCardData } from "../components/event-card/event-card";
import type { Person } from "../components/person-card/person-card";
import type { EventStatus, EventTiming } from "../lib/event-status";
import { imageOf } from "../lib/image";
import { personOf } from "../lib/person";
import type { SeatFigures } from "../lib/live-seats";
import { registrationKey } from "../lib/registration-key";
import { communityEventPath } from "../routes";

type Data = Queries.CommunityPageQuery;
type CommunityNode = NonNullable<Data["communitiesJson"]>;

/** One of the community's events, as its card shows it, with what decides its status and live seats. */
export type CommunityEventItem = Omit<EventCardData, "status"> & EventTiming & SeatFigures;

export interface CommunityViewProps {
  community: Omit<CommunityNode, "sponsor" | "members" | "memberCount"> & {
    memberCount: number;
    sponsor: { name: string; image?: IGatsbyImageData };
    members: Person[];
  };
  /** The copy every community page shares, from data/communities-page.json. */
  copy: NonNullable<Data["communitiesPageJson"]>["communityPage"];
  events: CommunityEventItem[];
  /** When the site was built: events are judged by this clock until the visitor's takes over. */
  builtAt: string;
}

type EventNode = Data["allCommunityEventsJson"]["nodes"][number];

/** A community's events as their cards show them, each keyed for registrations and live seats. */
export const communityEventItems = (nodes: readonly EventNode[]): CommunityEventItem[] =>
  nodes.map((event) => ({
    ...event,
    key: registrationKey(event.community, event.eventId),
    href: communityEventPath(event.community, event.eventId),
  }));

/** Event cards of one status, for a list of the community's events. */
export const eventCards = (events: readonly CommunityEventItem[], status: EventStatus): EventCardData[] =>
  events.map((event) => ({ ...event, status }));

/** What a community page shows, from its query. */
export const toCommunityProps = (data: Data): CommunityViewProps => {
  if (!data.communitiesJson) throw new Error("The page's community is missing");
  if (!data.communitiesPageJson) throw new Error("data/communities-page.json is missing");
  const { sponsor, members, ...community } = data.communitiesJson;
  return {
    community: {
      ...community,
      sponsor: { name: sponsor.name, image: imageOf(sponsor.logo) },
      members: members.map(personOf),
    },
    copy: data.communitiesPageJson.communityPage,
    events: communityEventItems(data.allCommunityEventsJson.nodes),
    builtAt: data.site?.buildTime ?? new Date(0).toISOString(),
  };
};
