import React from "react";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import type { EventExperiencesViewProps } from "./event-experiences-props";

/** The 'Event experiences' screen, at /events and /virtual-experiences. */
export function EventExperiencesView({
  page,
  flagshipCards,
  communityCards,
}: EventExperiencesViewProps): React.ReactElement {
  return (
    <>
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
