import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { toEventExperiencesProps } from "../views/event-experiences-props";
import { EventExperiencesView } from "../views/event-experiences-view";

/** The 'Event experiences' screen, also served at /virtual-experiences. */
export default function EventExperiencesPage(props: PageProps<Queries.EventExperiencesPageQuery>): React.ReactElement {
  const view = toEventExperiencesProps(props.data);
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} />
      <EventExperiencesView {...view} />
    </>
  );
}

export const query = graphql`
  query EventExperiencesPage {
    eventExperiencesPageJson {
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
