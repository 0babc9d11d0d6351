import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { toCommunitiesProps } from "../views/communities-props";
import { CommunitiesView } from "../views/communities-view";

export default function CommunitiesPage(props: PageProps<Queries.CommunitiesPageQuery>): React.ReactElement {
  const view = toCommunitiesProps(props.data);
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} />
      <CommunitiesView {...view} />
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
      communityCount {
        label
        icon
      }
      contributorCount {
        label
        icon
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
