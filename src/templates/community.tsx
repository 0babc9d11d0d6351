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
import { communityEventPath } from "../routes";

type EventNode = Queries.CommunityPageQuery["allCommunityEventsJson"]["nodes"][number];

const toCard = (event: EventNode): EventCardData => ({
  ...event,
  href: communityEventPath(event.community, event.eventId),
});

export default function CommunityPage(props: PageProps<Queries.CommunityPageQuery>): React.ReactElement {
  const community = props.data.communitiesJson;
  if (!community) throw new Error(`No community for ${props.location.pathname}`);
  const events = props.data.allCommunityEventsJson.nodes;
  const upcoming = events.filter((event) => event.status === "upcoming").map(toCard);
  const past = events.filter((event) => event.status !== "upcoming").map(toCard);
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
              { value: community.upcomingCount, label: "Upcoming Events", icon: "calendar" },
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
    communitiesJson(slug: { eq: $slug }) {
      slug
      name
      eyebrow
      description
      targetAudience
      memberCount
      upcomingCount
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
        status
        type
        date
        time
        timezone
        registered
        capacity
      }
    }
  }
`;
