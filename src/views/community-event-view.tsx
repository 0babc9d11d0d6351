import { graphql } from "gatsby";
import React from "react";
import { AgendaList } from "../components/agenda-list/agenda-list";
import { CheckList } from "../components/check-list/check-list";
import { eventStatusLabel, eventTypeLabel } from "../components/event-meta/event-labels";
import { EventMeta } from "../components/event-meta/event-meta";
import { EventHeroState } from "../components/event-notice/event-hero-state";
import { EventRegistration } from "../components/event-registration/event-registration";
import { Hero } from "../components/hero/hero";
import { SectionList, type SectionSpec } from "../components/page-section/section-list";
import { PersonGrid } from "../components/person-card/person-card";
import { SponsoredBy } from "../components/sponsored-by/sponsored-by";
import { ByTime } from "../components/timed/timed";
import { upcomingEventActions } from "./event-actions";
import { eventEndsAt, eventStatus, hasSeatsLeft } from "../lib/event-status";
import type { CommunityEventViewProps } from "./community-event-props";

/**
 * The event's fields this page shows, declared beside the view that shows them: the template's query spreads the
 * fragment and the view's props take its generated type (community-event-props.ts), so a field added to
 * CommunityEventsJson reaches the page by a line here and its place below (docs/editing-content.md).
 */
export const query = graphql`
  fragment CommunityEventPageFields on CommunityEventsJson {
    ...CommunityEventCardFields
    location
    objectives
    agenda {
      title
      duration
    }
    speakers {
      ...CommunityPersonFields
    }
    sponsor {
      ...CommunitySponsorFields
    }
    results
    keyInsights
  }
`;

/**
 * The sections of a community event page: plans and registration while upcoming, outcomes once past. A page built
 * while the event was to come shows its registration only until the event ends, by the visitor's clock.
 */
const sectionsOf = (
  { copy, event, speakers, builtAt, path }: CommunityEventViewProps,
  endsAt: string,
): SectionSpec[] => {
  const sections: SectionSpec[] = [];
  if (eventStatus(event, new Date(builtAt)) === "upcoming") {
    sections.push({ id: "objectives", title: copy.objectivesTitle, content: <CheckList items={event.objectives} /> });
    if (event.agenda.length > 0) {
      sections.push({ id: "agenda", title: copy.agendaTitle, content: <AgendaList items={event.agenda} /> });
    }
    sections.push({
      id: "register",
      title: copy.registerTitle,
      content: (
        <EventRegistration
          formId={`event-${event.eventId}`}
          eventId={event.key}
          eventTitle={event.title}
          pagePath={path}
          seats={event}
        />
      ),
      until: { at: endsAt, builtAt },
    });
  } else if (event.results.length > 0) {
    sections.push({ id: "outcomes", title: copy.outcomesTitle, content: <CheckList items={event.results} /> });
    sections.push({
      id: "key-insights",
      title: copy.keyInsightsTitle,
      content: <CheckList items={event.keyInsights} icon="lightbulb" />,
    });
  }
  if (speakers.length > 0) {
    sections.push({ id: "speakers", title: copy.speakersTitle, content: <PersonGrid people={speakers} /> });
  }
  return sections;
};

/** One event of a community, at /communities/{slug}/events/{id}. */
export function CommunityEventView(props: CommunityEventViewProps): React.ReactElement {
  const { copy, community, event, sponsor, path, builtAt } = props;
  const endsAt = eventEndsAt(event).toISOString();
  const sections = sectionsOf(props, endsAt);
  return (
    <>
      <Hero
        back={{ label: `Back to ${community.name}`, href: community.href }}
        eyebrow={
          <>
            {eventTypeLabel(event.type)} ·{" "}
            <ByTime
              as="span"
              at={endsAt}
              builtAt={builtAt}
              before={eventStatusLabel("upcoming")}
              after={eventStatusLabel("past")}
            />
          </>
        }
        title={event.title}
        subtitle={
          <>
            <EventMeta
              tone="dark"
              date={event.date}
              time={event.time}
              timezone={event.timezone}
              place={event.location}
              registered={event.registered}
              capacity={event.capacity}
              seatsKey={event.key}
            />
            <p>{event.description}</p>
          </>
        }
      >
        <EventHeroState
          endsAt={endsAt}
          builtAt={builtAt}
          actions={upcomingEventActions(path, copy.registerTitle)}
          upcoming={{ href: `${community.href}#upcoming-events`, label: `See the ${community.name}'s upcoming events` }}
          seats={{ key: event.key, open: hasSeatsLeft(event) }}
        />
      </Hero>
      <SectionList sections={sections} />
      {sponsor && (
        <section className={sections.length % 2 === 1 ? "section section--alt" : "section"} aria-label="Sponsor">
          <div className="container">
            <SponsoredBy label={copy.sponsorLabel} name={sponsor.name} image={sponsor.image} />
          </div>
        </section>
      )}
    </>
  );
}
