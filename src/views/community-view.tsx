import React from "react";
import { ButtonLink } from "../components/button-link/button-link";
import { CtaBand } from "../components/cta-band/cta-band";
import { EventCardList } from "../components/event-card/event-card";
import { FeatureBand } from "../components/feature-grid/feature-band";
import { FormSlot } from "../components/form-slot/form-slot";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { PersonGrid } from "../components/person-card/person-card";
import { SponsoredBy } from "../components/sponsored-by/sponsored-by";
import { StatGrid } from "../components/stat-grid/stat-grid";
import { COMMUNITY_PAGE_EVENTS, communityEventsPath } from "../routes";
import type { CommunityViewProps } from "./community-props";

/** A community's page, at /communities/{slug}: its next and latest events, the rest on its event list page. */
export function CommunityView({ community, copy, upcoming, past }: CommunityViewProps): React.ReactElement {
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
      <FeatureBand id="challenges" {...community.challenges} />
      <FeatureBand id="how-we-help" {...community.howWeHelp} alt />
      <PageSection id="upcoming-events" {...copy.upcomingEventsSection}>
        <EventCardList events={upcoming.slice(0, COMMUNITY_PAGE_EVENTS)} />
        <div className="section__actions">
          <ButtonLink href={communityEventsPath(community.slug)} variant="secondary" icon="arrow-right">
            {copy.allEventsLabel}
          </ButtonLink>
        </div>
      </PageSection>
      {past.length > 0 && (
        <PageSection id="past-events" {...copy.pastEventsSection} alt>
          <EventCardList events={past.slice(-COMMUNITY_PAGE_EVENTS)} />
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
