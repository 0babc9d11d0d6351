import type { LiveCommunityGridProps } from "../components/community-grid/live-community-grid";
import type { StatItem } from "../components/stat-grid/stat-grid";

type Data = Queries.CommunitiesPageQuery;

export interface CommunitiesViewProps {
  page: NonNullable<Data["communitiesPageJson"]>;
  /** The figures under the hero: the counts the cards below add up to, then the page's own. */
  stats: StatItem[];
  grid: LiveCommunityGridProps;
}

/** The communities screen's content, from its query. */
export const toCommunitiesProps = (data: Data): CommunitiesViewProps => {
  if (!data.communitiesPageJson) throw new Error("data/communities-page.json is required");
  const page = data.communitiesPageJson;
  const communities = data.allCommunitiesJson.nodes;
  return {
    page,
    // Counted from the communities themselves, so the band never promises more than the cards below show.
    stats: [
      { ...page.communityCount, value: communities.length },
      { ...page.contributorCount, value: communities.reduce((sum, community) => sum + community.memberCount, 0) },
      ...page.stats,
    ],
    grid: {
      communities,
      events: data.allCommunityEventsJson.nodes,
      builtAt: data.site?.buildTime ?? new Date(0).toISOString(),
    },
  };
};
