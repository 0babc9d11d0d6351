import React from "react";
import { AgendaList } from "../components/agenda-list/agenda-list";
import { CheckList } from "../components/check-list/check-list";
import { eventStatusLabel, eventTypeLabel } from "../components/event-meta/event-labels";
import { EventMeta } from "../components/event-meta/event-meta";
import { FormSlot } from "../components/form-slot/form-slot";
import { Hero } from "../components/hero/hero";
import { SectionList, type SectionSpec } from "../components/page-section/section-list";
import { PersonGrid } from "../components/person-card/person-card";
import { SponsoredBy } from "../components/sponsored-by/sponsored-by";
import type { CommunityEventViewProps } from "./community-event-props";

/** The sections of a community event page: plans and registration while upcoming, outcomes once past. */
const sectionsOf = ({ event, speakers }: CommunityEventViewProps): SectionSpec[] => {
  const sections: SectionSpec[] =
    event.status === "upcoming"
      ? [
          { id: "objectives", title: "Event objectives", content: <CheckList items={event.objectives} /> },
          ...(event.agenda.length > 0
            ? [{ id: "agenda", title: "Event agenda", content: <AgendaList items={event.agenda} /> }]
            : []),
          {
            id: "register",
            title: "Register for this event",
            content: (
              <FormSlot
                kind="registration"
                formId={`event-${event.eventId}`}
                eventId={`${event.community}-${event.eventId}`}
                eventTitle={event.title}
              />
            ),
          },
        ]
      : [
          { id: "outcomes", title: "Event outcomes", content: <CheckList items={event.results} /> },
          {
            id: "key-insights",
            title: "Key insights",
            content: <CheckList items={event.keyInsights} icon="lightbulb" />,
          },
        ];
  if (speakers.length > 0) {
    sections.push({ id: "speakers", title: "Featured speakers", content: <PersonGrid people={speakers} /> });
  }
  return sections;
};

/** One event of a community, at /communities/{slug}/events/{id}. */
export function CommunityEventView(props: CommunityEventViewProps): React.ReactElement {
  const { community, event, sponsor, calendarHref } = props;
  const sections = sectionsOf(props);
  return (
    <>
      <Hero
        back={{ label: `Back to ${community.name}`, href: community.href }}
        eyebrow={`${eventTypeLabel(event.type)} · ${eventStatusLabel(event.status)}`}
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
            />
            <p>{event.description}</p>
          </>
        }
        actions={
          calendarHref
            ? [
                { label: "Register for this event", href: "#register" },
                { label: "Add to calendar", href: calendarHref },
              ]
            : undefined
        }
      />
      <SectionList sections={sections} />
      {sponsor && (
        <section className={sections.length % 2 === 1 ? "section section--alt" : "section"} aria-label="Sponsor">
          <div className="container">
            <SponsoredBy label="This event is sponsored by" name={sponsor.name} image={sponsor.image} />
          </div>
        </section>
      )}
    </>
  );
}
