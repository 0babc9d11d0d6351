import { graphql, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import React from "react";
import { AgendaList } from "../components/agenda-list/agenda-list";
import { CheckList } from "../components/check-list/check-list";
import { eventStatusLabel, eventTypeLabel } from "../components/event-meta/event-labels";
import { EventMeta } from "../components/event-meta/event-meta";
import { EventPastNotice } from "../components/event-notice/event-notice";
import { EventRegistration } from "../components/event-registration/event-registration";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { PersonGrid } from "../components/person-card/person-card";
import { canonicalPath, Seo } from "../components/seo/seo";
import { SponsoredBy } from "../components/sponsored-by/sponsored-by";
import { useClientNow } from "../hooks/use-client-now";
import { useLiveSeats } from "../hooks/use-live-seats";
import { communityPath, registrationKey } from "../lib/community-links";
import { eventHeroActions } from "../lib/event-actions";
import { eventJsonLd, jsonForScript } from "../lib/event-json-ld";
import { eventStatus, hasSeatsLeft } from "../lib/event-status";

interface SectionSpec {
  id: string;
  title: string;
  content: React.ReactNode;
}

export default function CommunityEventPage(props: PageProps<Queries.CommunityEventPageQuery>): React.ReactElement {
  const { communitiesJson: community, communityEventsJson: event, site, siteJson } = props.data;
  if (!community || !event) throw new Error(`No event for ${props.location.pathname}`);
  const path = canonicalPath(props);
  const origin = site?.siteMetadata?.siteUrl ?? "";
  const status = eventStatus(event, useClientNow(site?.buildTime ?? event.startsAt));
  const upcoming = status === "upcoming";
  const key = registrationKey(event.community, event.eventId);
  const [seats] = useLiveSeats([{ key, registered: event.registered, capacity: event.capacity }]);
  const speakers = (event.speakers ?? []).map((speaker) => ({
    ...speaker,
    image: getImage(speaker.photo?.childImageSharp?.gatsbyImageData ?? null),
  }));

  const sections: SectionSpec[] = [];
  if (upcoming) {
    sections.push({
      id: "objectives",
      title: "Event objectives",
      content: <CheckList items={event.objectives ?? []} />,
    });
    if (event.agenda?.length) {
      sections.push({ id: "agenda", title: "Event agenda", content: <AgendaList items={event.agenda} /> });
    }
    sections.push({
      id: "register",
      title: "Register for this event",
      content: (
        <EventRegistration
          formId={`event-${event.eventId}`}
          eventId={key}
          eventTitle={event.title}
          seatsLeft={hasSeatsLeft(seats)}
        />
      ),
    });
  } else if (event.results?.length) {
    sections.push({ id: "outcomes", title: "Event outcomes", content: <CheckList items={event.results} /> });
    sections.push({
      id: "key-insights",
      title: "Key insights",
      content: <CheckList items={event.keyInsights ?? []} icon="lightbulb" />,
    });
  }
  if (speakers.length > 0) {
    sections.push({ id: "speakers", title: "Featured speakers", content: <PersonGrid people={speakers} /> });
  }

  const jsonLd = eventJsonLd({
    status,
    seatsLeft: hasSeatsLeft(seats),
    name: event.title,
    description: event.description,
    startsAt: event.startsAt,
    durationMinutes: event.durationMinutes,
    online: event.type === "virtual",
    place: event.location,
    url: `${origin}${path}`,
    organizer: { name: siteJson?.brandName ?? "", url: origin },
    sponsor: event.sponsor,
    performers: speakers.map((speaker) => ({ name: speaker.name, jobTitle: speaker.title })),
  });

  return (
    <>
      <Seo title={event.title} description={event.description} path={path}>
        <script type="application/ld+json">{jsonForScript(jsonLd)}</script>
      </Seo>
      <Hero
        back={{ label: `Back to ${community.name}`, href: communityPath(community.slug) }}
        eyebrow={`${eventTypeLabel(event.type)} · ${eventStatusLabel(status)}`}
        title={event.title}
        subtitle={
          <>
            <EventMeta
              tone="dark"
              date={event.date}
              time={event.time}
              timezone={event.timezone}
              place={event.location}
              registered={seats.registered}
              capacity={seats.capacity}
            />
            <p>{event.description}</p>
          </>
        }
        actions={eventHeroActions(status, path, "Register for this event")}
      >
        {!upcoming && (
          <EventPastNotice
            tone="dark"
            upcoming={{
              href: `${communityPath(community.slug)}#upcoming-events`,
              label: `See the ${community.name}'s upcoming events`,
            }}
          />
        )}
      </Hero>
      {sections.map((section, i) => (
        <PageSection key={section.id} id={section.id} title={section.title} alt={i % 2 === 1}>
          {section.content}
        </PageSection>
      ))}
      {event.sponsor && (
        <section className={sections.length % 2 === 1 ? "section section--alt" : "section"} aria-label="Sponsor">
          <div className="container">
            <SponsoredBy
              label="This event is sponsored by"
              name={event.sponsor.name}
              image={getImage(event.sponsor.logo.childImageSharp?.gatsbyImageData ?? null)}
            />
          </div>
        </section>
      )}
    </>
  );
}

export const query = graphql`
  query CommunityEventPage($slug: String!, $eventId: String!) {
    site {
      buildTime
      siteMetadata {
        siteUrl
      }
    }
    siteJson {
      brandName
    }
    communitiesJson(slug: { eq: $slug }) {
      slug
      name
    }
    communityEventsJson(community: { eq: $slug }, eventId: { eq: $eventId }) {
      community
      eventId
      title
      description
      type
      date
      time
      timezone
      startsAt
      durationMinutes
      location
      registered
      capacity
      objectives
      agenda {
        title
        duration
      }
      speakers {
        name
        title
        company
        photo {
          childImageSharp {
            gatsbyImageData(width: 96, height: 96, layout: FIXED, placeholder: NONE)
          }
        }
      }
      sponsor {
        name
        logo {
          childImageSharp {
            gatsbyImageData(height: 48, layout: FIXED, placeholder: NONE)
          }
        }
      }
      results
      keyInsights
    }
  }
`;
