import React from "react";
import { EventCardList } from "../components/event-card/event-card";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import type { CommunityEventsViewProps } from "./community-events-props";

/** Every event of a community, to come and past, at /communities/{slug}/events. */
export function CommunityEventsView({ community, copy, upcoming, past }: CommunityEventsViewProps): React.ReactElement {
  return (
    <>
      <Hero
        back={{ label: `Back to ${community.name}`, href: community.href }}
        eyebrow={community.name}
        title={copy.allEventsTitle}
        tone="light"
      />
      <PageSection id="upcoming-events" {...copy.upcomingEventsSection}>
        <EventCardList events={upcoming} />
      </PageSection>
      {past.length > 0 && (
        <PageSection id="past-events" {...copy.pastEventsSection} alt>
          <EventCardList events={past} />
        </PageSection>
      )}
    </>
  );
}
