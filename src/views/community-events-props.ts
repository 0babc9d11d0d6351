import { communityPath } from "../routes";
import type { EventCardData } from "../components/event-card/event-card";
import { communityEventItems, eventCardLists } from "./community-props";

type Data = Queries.CommunityEventsPageQuery;

export interface CommunityEventsViewProps {
  community: { name: string; href: string };
  /** The headings every community page shares, from data/communities-page.json. */
  copy: NonNullable<Data["communitiesPageJson"]>["communityPage"];
  upcoming: EventCardData[];
  past: EventCardData[];
}

/** What a community's event list shows, from its query. */
export const toCommunityEventsProps = (data: Data): CommunityEventsViewProps => {
  if (!data.communitiesJson) throw new Error("The page's community is missing");
  if (!data.communitiesPageJson) throw new Error("data/communities-page.json is missing");
  return {
    community: { name: data.communitiesJson.name, href: communityPath(data.communitiesJson.slug) },
    copy: data.communitiesPageJson.communityPage,
    ...eventCardLists(
      communityEventItems(data.allCommunityEventsJson.nodes),
      data.site?.buildTime ?? new Date(0).toISOString(),
    ),
  };
};
