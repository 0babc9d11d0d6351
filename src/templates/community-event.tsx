import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { jsonForScript } from "../lib/event-json-ld";
import { communityEventJsonLd, toCommunityEventProps } from "../views/community-event-props";
import { CommunityEventView } from "../views/community-event-view";

export default function CommunityEventPage(props: PageProps<Queries.CommunityEventPageQuery>): React.ReactElement {
  const path = canonicalPath(props);
  const view = toCommunityEventProps(props.data, path);
  return (
    <>
      <Seo title={view.event.title} description={view.event.description} path={path}>
        <script type="application/ld+json">{jsonForScript(communityEventJsonLd(props.data, path))}</script>
      </Seo>
      <CommunityEventView {...view} />
    </>
  );
}

export const query = graphql`
  query CommunityEventPage($community: String!, $eventId: String!) {
    site {
      buildTime
      siteMetadata {
        siteUrl
      }
    }
    siteJson {
      brandName
    }
    communitiesPageJson {
      eventPage {
        objectivesTitle
        agendaTitle
        registerTitle
        outcomesTitle
        keyInsightsTitle
        speakersTitle
        sponsorLabel
      }
    }
    communitiesJson(slug: { eq: $community }) {
      slug
      name
    }
    communityEventsJson(community: { eq: $community }, eventId: { eq: $eventId }) {
      ...CommunityEventPageFields
    }
  }
`;
