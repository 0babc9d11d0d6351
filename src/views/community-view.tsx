import React from "react";
import { CtaBand } from "../components/cta-band/cta-band";
import { EventCardList } from "../components/event-card/event-card";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { FormSlot } from "../components/form-slot/form-slot";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { PersonGrid } from "../components/person-card/person-card";
import { SponsoredBy } from "../components/sponsored-by/sponsored-by";
import { StatGrid } from "../components/stat-grid/stat-grid";
import type { EventStatus } from "../lib/event-status";
import type { CommunityEventItem, CommunityViewProps } from "./community-props";

/** The community's events split by the clock, as the template's hook gives them. */
export interface CommunityEventLists {
  upcoming: readonly CommunityEventItem[];
  past: readonly CommunityEventItem[];
}

const cards = (events: readonly CommunityEventItem[], status: EventStatus) =>
  events.map((event) => ({ ...event, status }));

/** A community's page, at /communities/{slug}. */
export function CommunityView({
  community,
  copy,
  upcoming,
  past,
}: Omit<CommunityViewProps, "events" | "builtAt"> & CommunityEventLists): React.ReactElement {
  return (
    <>
      <Hero
        back={copy.back}
        eyebrow={community.eyebrow}
        title={community.name}
        subtitle={<p>{community.description}</p>}
        actions={copy.actions}
      />
      <section className="section" aria-label={`${community.name} in numbers`}>
        <div className="container">
          <StatGrid
            stats={[
              { ...copy.members, value: community.memberCount },
              // The upcoming count is the length of the upcoming list: one source for both.
              { ...copy.upcomingEvents, value: upcoming.length },
              copy.reach,
            ]}
          />
        </div>
      </section>
      <PageSection id="whos-invited" title={copy.audienceTitle} intro={community.targetAudience} alt>
        <SponsoredBy label={copy.sponsorLabel} name={community.sponsor.name} image={community.sponsor.image} />
      </PageSection>
      <PageSection id="challenges" title={community.challenges.title} intro={community.challenges.intro}>
        <FeatureGrid items={community.challenges.items} />
      </PageSection>
      <PageSection id="how-we-help" title={community.howWeHelp.title} intro={community.howWeHelp.intro} alt>
        <FeatureGrid items={community.howWeHelp.items} />
      </PageSection>
      <PageSection id="upcoming-events" {...copy.upcomingEventsSection}>
        <EventCardList events={cards(upcoming, "upcoming")} />
      </PageSection>
      {past.length > 0 && (
        <PageSection id="past-events" {...copy.pastEventsSection} alt>
          <EventCardList events={cards(past, "past")} />
        </PageSection>
      )}
      <PageSection id="members" {...copy.membersSection}>
        <PersonGrid people={community.members} />
      </PageSection>
      <PageSection id="get-in-touch" {...copy.contactSection} alt>
        <FormSlot kind="contact" />
      </PageSection>
      <CtaBand title={community.cta.title} text={community.cta.text} actions={community.cta.actions} />
    </>
  );
}
