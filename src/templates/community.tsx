import { graphql, type PageProps } from "gatsby";
import { imageOf } from "../lib/image";
import React from "react";
import { CtaBand } from "../components/cta-band/cta-band";
import { EventCardList, type EventCardData } from "../components/event-card/event-card";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { FormSlot } from "../components/form-slot/form-slot";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { PersonGrid } from "../components/person-card/person-card";
import { canonicalPath, Seo } from "../components/seo/seo";
import { SponsoredBy } from "../components/sponsored-by/sponsored-by";
import { StatGrid } from "../components/stat-grid/stat-grid";
import { useClientNow } from "../hooks/use-client-now";
import { useLiveSeats } from "../hooks/use-live-seats";
import { partitionEvents } from "../lib/event-status";
import { registrationKey } from "../lib/registration-key";
import { communityEventPath } from "../routes";

type EventNode = Queries.CommunityPageQuery["allCommunityEventsJson"]["nodes"][number];

const toCard =
  (status: EventCardData["status"]) =>
  (event: EventNode): EventCardData => ({
    ...event,
    status,
    href: communityEventPath(event.community, event.eventId),
  });

export default function CommunityPage(props: PageProps<Queries.CommunityPageQuery>): React.ReactElement {
  const community = props.data.communitiesJson;
  if (!community) throw new Error(`No community for ${props.location.pathname}`);
  const now = useClientNow(props.data.site?.buildTime ?? new Date(0).toISOString());
  // The built seat figures, then the database's, on every card.
  const events = useLiveSeats(
    props.data.allCommunityEventsJson.nodes.map((event) => ({
      ...event,
      key: registrationKey(event.community, event.eventId),
    })),
  );
  // The upcoming count is the length of the upcoming list: one source for both.
  const partition = partitionEvents(events, now);
  const upcoming = partition.upcoming.map(toCard("upcoming"));
  const past = partition.past.map(toCard("past"));
  return (
    <>
      <Seo title={community.name} description={community.description} path={canonicalPath(props)} />
      <Hero
        back={{ label: "Back to communities", href: "/communities" }}
        eyebrow={community.eyebrow}
        title={community.name}
        subtitle={<p>{community.description}</p>}
        actions={[
          { label: "Request invitation", href: "/contact" },
          { label: "View all communities", href: "/communities" },
        ]}
      />
      <section className="section" aria-label={`${community.name} in numbers`}>
        <div className="container">
          <StatGrid
            stats={[
              { value: community.memberCount, label: "Active Members", icon: "users" },
              { value: upcoming.length, label: "Upcoming Events", icon: "calendar" },
              { value: 0, text: "Global", label: "Reach", icon: "globe" },
            ]}
          />
        </div>
      </section>
      <PageSection id="whos-invited" title="Who's invited" intro={community.targetAudience} alt>
        <SponsoredBy label="Community sponsor" name={community.sponsor.name} image={imageOf(community.sponsor.logo)} />
      </PageSection>
      <PageSection id="challenges" title={community.challenges.title} intro={community.challenges.intro}>
        <FeatureGrid items={community.challenges.items} />
      </PageSection>
      <PageSection id="how-we-help" title={community.howWeHelp.title} intro={community.howWeHelp.intro} alt>
        <FeatureGrid items={community.howWeHelp.items} />
      </PageSection>
      <PageSection id="upcoming-events" title="Upcoming events" intro="Members get priority access to these forums.">
        <EventCardList events={upcoming} />
      </PageSection>
      {past.length > 0 && (
        <PageSection id="past-events" title="Past events" intro="What members discussed and took away." alt>
          <EventCardList events={past} />
        </PageSection>
      )}
      <PageSection id="members" title="Community members" intro="Some of the leaders who take part.">
        <PersonGrid
          people={community.members.map((member) => ({
            ...member,
            image: imageOf(member.photo),
          }))}
        />
      </PageSection>
      <PageSection
        id="get-in-touch"
        title="Get in touch"
        intro="Tell us about yourself and we will be in touch within 24 hours."
        alt
      >
        <FormSlot kind="contact" />
      </PageSection>
      <CtaBand title={community.cta.title} text={community.cta.text} actions={community.cta.actions} />
    </>
  );
}

export const query = graphql`
  query CommunityPage($slug: String!) {
    site {
      buildTime
    }
    communitiesJson(slug: { eq: $slug }) {
      slug
      name
      eyebrow
      description
      targetAudience
      memberCount
      sponsor {
        name
        logo {
          childImageSharp {
            gatsbyImageData(height: 48, layout: FIXED, placeholder: NONE)
          }
        }
      }
      challenges {
        ...FeatureSectionFields
      }
      howWeHelp {
        ...FeatureSectionFields
      }
      members {
        name
        title
        company
        photo {
          childImageSharp {
            gatsbyImageData(width: 96, height: 96, layout: FIXED, placeholder: NONE)
          }
        }
      }
      cta {
        ...CallToActionFields
      }
    }
    allCommunityEventsJson(filter: { community: { eq: $slug } }, sort: { startsAt: ASC }) {
      nodes {
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
        registered
        capacity
      }
    }
  }
`;
