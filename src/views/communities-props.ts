import type { CommunityCardData } from "../components/community-grid/community-grid";
import { upcomingCounts } from "../lib/event-status";

type Data = Queries.CommunitiesPageQuery;

export interface CommunitiesViewProps {
  page: NonNullable<Data["communitiesPageJson"]>;
  /** The communities with their counts, as built or as the database last gave them. */
  communities: readonly CommunityCardData[];
  /** The §8 message of a failed read of the live counts, with a way to read again. */
  liveError: { message: string; retry: () => void; busy: boolean } | null;
}

/** The communities screen's content, from its query; the live counts come from the template's hooks. */
export const communitiesPageOf = (data: Data): CommunitiesViewProps["page"] => {
  if (!data.communitiesPageJson) throw new Error("data/communities-page.json is required");
  return data.communitiesPageJson;
};

/**
 * Each community's card at a moment: its events to come counted from the events themselves, as on the
 * community's own page (the database's counts replace them once read).
 */
export const communityCardsAt = (data: Data, now: Date): CommunityCardData[] => {
  const communities = data.allCommunitiesJson.nodes;
  const counts = upcomingCounts(
    communities.map((community) => community.slug),
    data.allCommunityEventsJson.nodes,
    now,
  );
  return communities.map((community) => ({ ...community, upcomingCount: counts.get(community.slug) ?? 0 }));
};
