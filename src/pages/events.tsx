import { graphql, type PageProps } from "gatsby";
import React from "react";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { canonicalPath, Seo } from "../components/seo/seo";
import { communityPath, eventLandingPath } from "../routes";

/** The 'Event experiences' screen, also served at /virtual-experiences. */
export default function EventExperiencesPage(props: PageProps<Queries.EventExperiencesPageQuery>): React.ReactElement {
  const page = props.data.eventExperiencesPageJson;
  if (!page) throw new Error("data/event-experiences-page.json is required");
  const communityCards = props.data.allCommunitiesJson.nodes.map((community) => ({
    icon: community.icon,
    title: community.name,
    description: community.eyebrow,
    href: communityPath(community.slug),
    linkLabel: page.communities.linkLabel,
  }));
  // Event landings are campaign pages sent to invitees; listed here too so every page of the site can be
  // reached by following links from the header (also without JavaScript).
  const flagshipCards = props.data.allEventLandingsJson.nodes.map((landing) => ({
    icon: "calendar",
    title: landing.title,
    description: `${landing.date}, ${landing.time} ${landing.timezone}`,
    href: eventLandingPath(landing.slug),
    linkLabel: page.flagshipEvents.linkLabel,
  }));
  return (
    <>
      <Seo title={page.title} description={page.description} path={canonicalPath(props)} />
      <Hero {...page.hero} subtitle={<p>{page.hero.subtitle}</p>} />
      <PageSection id="process" title={page.process.title} intro={page.process.intro}>
        <FeatureGrid numbered columns={3} items={page.process.items} />
      </PageSection>
      <PageSection id="formats" title={page.formats.title} intro={page.formats.intro} alt>
        <FeatureGrid columns={3} items={page.formats.items} />
      </PageSection>
      <PageSection id="value" title={page.value.title} intro={page.value.intro}>
        <FeatureGrid columns={2} items={page.value.items} />
      </PageSection>
      <PageSection id="access" title={page.access.title} intro={page.access.intro} alt>
        <FeatureGrid columns={3} items={page.access.items} />
      </PageSection>
      <PageSection id="post-event" title={page.postEvent.title} intro={page.postEvent.intro}>
        <FeatureGrid columns={3} items={page.postEvent.items} />
      </PageSection>
      <PageSection id="benefits" title={page.benefits.title} intro={page.benefits.intro} alt>
        <FeatureGrid columns={3} items={page.benefits.items} />
      </PageSection>
      {flagshipCards.length > 0 && (
        <PageSection id="flagship-events" title={page.flagshipEvents.title} intro={page.flagshipEvents.intro}>
          <FeatureGrid columns={3} items={flagshipCards} />
        </PageSection>
      )}
      <PageSection id="find-events" title={page.communities.title} intro={page.communities.intro} alt>
        <FeatureGrid items={communityCards} />
      </PageSection>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
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
        title
        intro
        items {
          icon
          title
          description
          points
        }
      }
      value {
        title
        intro
        items {
          icon
          title
          description
          points
        }
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
