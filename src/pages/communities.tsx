import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { useClientNow } from "../hooks/use-client-now";
import { useLiveCommunities } from "../hooks/use-live-communities";
import { communitiesPageOf, communityCardsAt } from "../views/communities-props";
import { CommunitiesView } from "../views/communities-view";

export default function CommunitiesPage(props: PageProps<Queries.CommunitiesPageQuery>): React.ReactElement {
  const page = communitiesPageOf(props.data);
  const now = useClientNow(props.data.site?.buildTime ?? new Date(0).toISOString());
  const live = useLiveCommunities(communityCardsAt(props.data, now));
  const liveError = live.error ? { message: live.error, retry: live.retry, busy: live.loading } : null;
  return (
    <>
      <Seo title={page.title} description={page.description} path={canonicalPath(props)} />
      <CommunitiesView page={page} communities={live.communities} liveError={liveError} />
    </>
  );
}

export const query = graphql`
  query CommunitiesPage {
    site {
      buildTime
    }
    communitiesPageJson {
      title
      description
      hero {
        ...PageHeroFields
      }
      stats {
        ...StatFields
      }
      benefits {
        ...FeatureSectionFields
      }
      grid {
        title
        intro
      }
      cta {
        ...CallToActionFields
      }
    }
    allCommunitiesJson(sort: { order: ASC }) {
      nodes {
        slug
        name
        description
        targetAudience
        colour
        memberCount
        externalUrl
      }
    }
    allCommunityEventsJson {
      nodes {
        community
        startsAt
        durationMinutes
      }
    }
  }
`;
