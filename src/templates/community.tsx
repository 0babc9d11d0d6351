import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { toCommunityProps } from "../views/community-props";
import { CommunityView } from "../views/community-view";

export default function CommunityPage(props: PageProps<Queries.CommunityPageQuery>): React.ReactElement {
  const view = toCommunityProps(props.data);
  return (
    <>
      <Seo title={view.community.name} description={view.community.description} path={canonicalPath(props)} />
      <CommunityView {...view} />
    </>
  );
}

export const query = graphql`
  query CommunityPage($slug: String!) {
    site {
      buildTime
    }
    communitiesPageJson {
      communityPage {
        back {
          label
          href
        }
        actions {
          label
          href
        }
        members {
          label
          icon
        }
        upcomingEvents {
          label
          icon
        }
        reach {
          text
          label
          icon
        }
        audienceTitle
        sponsorLabel
        upcomingEventsSection {
          title
          intro
        }
        pastEventsSection {
          title
          intro
        }
        allEventsLabel
        allEventsTitle
        membersSection {
          title
          intro
        }
        contactSection {
          title
          intro
        }
      }
    }
    communitiesJson(slug: { eq: $slug }) {
      slug
      name
      eyebrow
      description
      targetAudience
      memberCount
      sponsor {
        ...CommunitySponsorFields
      }
      challenges {
        ...FeatureSectionFields
      }
      howWeHelp {
        ...FeatureSectionFields
      }
      members {
        ...CommunityPersonFields
      }
      cta {
        ...CallToActionFields
      }
    }
    allCommunityEventsJson(filter: { community: { eq: $slug } }, sort: { startsAt: ASC }) {
      nodes {
        ...CommunityEventCardFields
      }
    }
  }
`;
