import { graphql, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import React from "react";
import { AgendaList } from "../components/agenda-list/agenda-list";
import { CheckList } from "../components/check-list/check-list";
import { eventStatusLabel, eventTypeLabel } from "../components/event-meta/event-labels";
import { EventMeta } from "../components/event-meta/event-meta";
import { FormSlot } from "../components/form-slot/form-slot";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { PersonGrid } from "../components/person-card/person-card";
import { canonicalPath, Seo } from "../components/seo/seo";
import { SponsoredBy } from "../components/sponsored-by/sponsored-by";
import { calendarPath, communityPath } from "../routes";
import { eventJsonLd, jsonForScript } from "../lib/event-json-ld";

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
  const upcoming = event.status === "upcoming";
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
        <FormSlot
          kind="registration"
          formId={`event-${event.eventId}`}
          eventId={`${event.community}-${event.eventId}`}
          eventTitle={event.title}
        />
      ),
    });
  } else {
    sections.push({ id: "outcomes", title: "Event outcomes", content: <CheckList items={event.results ?? []} /> });
    sections.push({
      id: "key-insights",
      title: "Key insights",
      content: <CheckList items={event.keyInsights ?? []} icon="lightbulb" />,
    });
  }
  if (speakers.length > 0) {
    sections.push({ id: "speakers", title: "Featured speakers", content: <PersonGrid people={speakers} /> });
  }

  const jsonLd = upcoming
    ? eventJsonLd({
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
      })
    : null;

  return (
    <>
      <Seo title={event.title} description={event.description} path={path}>
        {jsonLd && <script type="application/ld+json">{jsonForScript(jsonLd)}</script>}
      </Seo>
      <Hero
        back={{ label: `Back to ${community.name}`, href: communityPath(community.slug) }}
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
          upcoming
            ? [
                { label: "Register for this event", href: "#register" },
                { label: "Add to calendar", href: calendarPath(path) },
              ]
            : undefined
        }
      />
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
  query CommunityEventPage($community: String!, $eventId: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteJson {
      brandName
    }
    communitiesJson(slug: { eq: $community }) {
      slug
      name
    }
    communityEventsJson(community: { eq: $community }, eventId: { eq: $eventId }) {
      community
      eventId
      title
      description
      status
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
