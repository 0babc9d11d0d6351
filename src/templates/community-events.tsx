import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { toCommunityEventsProps } from "../views/community-events-props";
import { CommunityEventsView } from "../views/community-events-view";

export default function CommunityEventsPage(props: PageProps<Queries.CommunityEventsPageQuery>): React.ReactElement {
  const view = toCommunityEventsProps(props.data);
  return (
    <>
      <Seo
        title={`${view.copy.allEventsTitle}: ${view.community.name}`}
        description={view.copy.upcomingEventsSection.intro ?? view.community.name}
        path={canonicalPath(props)}
      />
      <CommunityEventsView {...view} />
    </>
  );
}

export const query = graphql`
  query CommunityEventsPage($slug: String!) {
    site {
      buildTime
    }
    communitiesPageJson {
      communityPage {
        allEventsTitle
        upcomingEventsSection {
          title
          intro
        }
        pastEventsSection {
          title
          intro
        }
      }
    }
    communitiesJson(slug: { eq: $slug }) {
      slug
      name
    }
    allCommunityEventsJson(filter: { community: { eq: $slug } }, sort: { startsAt: ASC }) {
      nodes {
        ...CommunityEventCardFields
      }
    }
  }
`;
