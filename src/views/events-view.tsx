import React from "react";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureBand } from "../components/feature-grid/feature-band";
import { Hero } from "../components/hero/hero";
import type { EventsViewProps } from "./events-props";

/** The 'Event experiences' screen, at /events and /virtual-experiences. */
export function EventsView({ page, flagshipCards, communityCards }: EventsViewProps): React.ReactElement {
  return (
    <>
      <Hero {...page.hero} subtitle={<p>{page.hero.subtitle}</p>} />
      <FeatureBand id="process" {...page.process} numbered columns={3} />
      <FeatureBand id="formats" {...page.formats} alt columns={3} />
      <FeatureBand id="value" {...page.value} columns={2} />
      <FeatureBand id="access" {...page.access} alt columns={3} />
      <FeatureBand id="post-event" {...page.postEvent} columns={3} />
      <FeatureBand id="benefits" {...page.benefits} alt columns={3} />
      {flagshipCards.length > 0 && (
        <FeatureBand
          id="flagship-events"
          title={page.flagshipEvents.title}
          intro={page.flagshipEvents.intro}
          items={flagshipCards}
          columns={3}
        />
      )}
      <FeatureBand
        id="find-events"
        title={page.communities.title}
        intro={page.communities.intro}
        items={communityCards}
        alt
      />
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}
