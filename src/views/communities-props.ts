import type { LiveCommunityGridProps } from "../components/community-grid/live-community-grid";

type Data = Queries.CommunitiesPageQuery;

export interface CommunitiesViewProps {
  page: NonNullable<Data["communitiesPageJson"]>;
  grid: LiveCommunityGridProps;
}

/** The communities screen's content, from its query. */
export const toCommunitiesProps = (data: Data): CommunitiesViewProps => {
  if (!data.communitiesPageJson) throw new Error("data/communities-page.json is required");
  return {
    page: data.communitiesPageJson,
    grid: {
      communities: data.allCommunitiesJson.nodes,
      events: data.allCommunityEventsJson.nodes,
      builtAt: data.site?.buildTime ?? new Date(0).toISOString(),
    },
  };
};
