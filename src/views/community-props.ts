import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { EventCardData } from "../components/event-card/event-card";
import type { Person } from "../components/person-card/person-card";
import { eventEndsAt, partitionEvents, type EventStatus, type EventTiming } from "../lib/event-status";
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
  upcoming: EventCardData[];
  past: EventCardData[];
}

type EventNode = Data["allCommunityEventsJson"]["nodes"][number];

/** A community's events as their cards show them, each keyed for registrations and live seats. */
export const communityEventItems = (nodes: readonly EventNode[]): CommunityEventItem[] =>
  nodes.map((event) => ({
    ...event,
    key: registrationKey(event.community, event.eventId),
    href: communityEventPath(event.community, event.eventId),
  }));

/**
 * The community's events by the build's clock, as cards: those to come (each switching to past at its end, by the
 * visitor's clock) and those past. Lists and counts follow the build, which runs daily.
 */
export const eventCardLists = (
  events: readonly CommunityEventItem[],
  builtAt: string,
): { upcoming: EventCardData[]; past: EventCardData[] } => {
  const { upcoming, past } = partitionEvents(events, new Date(builtAt));
  const card = (event: CommunityEventItem, status: EventStatus): EventCardData => ({
    ...event,
    status,
    seatsKey: event.key,
    timing: { endsAt: eventEndsAt(event).toISOString(), builtAt },
  });
  return {
    upcoming: upcoming.map((event) => card(event, "upcoming")),
    past: past.map((event) => card(event, "past")),
  };
};

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
    ...eventCardLists(
      communityEventItems(data.allCommunityEventsJson.nodes),
      data.site?.buildTime ?? new Date(0).toISOString(),
    ),
  };
};
