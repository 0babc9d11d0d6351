import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { toEventsProps } from "../views/events-props";
import { EventsView } from "../views/events-view";

/** The 'Event experiences' screen, also served at /virtual-experiences. */
export default function EventsPage(props: PageProps<Queries.EventsPageQuery>): React.ReactElement {
  const view = toEventsProps(props.data);
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} />
      <EventsView {...view} />
    </>
  );
}

export const query = graphql`
  query EventsPage {
    eventsJson {
      title
      description
      hero {
        ...PageHeroFields
      }
      process {
        ...FeatureSectionFields
      }
      formats {
        ...PointCardSectionFields
      }
      value {
        ...PointCardSectionFields
      }
      access {
        ...FeatureSectionFields
      }
      postEvent {
        ...FeatureSectionFields
      }
      benefits {
        ...FeatureSectionFields
      }
      flagshipEvents {
        title
        intro
        linkLabel
      }
      communities {
        title
        intro
        linkLabel
      }
      cta {
        ...CallToActionFields
      }
    }
    allEventLandingsJson(sort: { startsAt: DESC }) {
      nodes {
        slug
        title
        date
        time
        timezone
      }
    }
    allCommunitiesJson(sort: { order: ASC }) {
      nodes {
        slug
        name
        icon
        eyebrow
      }
    }
  }
`;
