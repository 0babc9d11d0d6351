import { graphql, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import React from "react";
import { CheckList } from "../components/check-list/check-list";
import { ContactDetails } from "../components/contact-details/contact-details";
import { CoverImage } from "../components/cover-image/cover-image";
import { EventMeta } from "../components/event-meta/event-meta";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { FormSlot } from "../components/form-slot/form-slot";
import { Hero } from "../components/hero/hero";
import { MarkdownLite } from "../components/markdown-lite/markdown-lite";
import { ModerationBanner } from "../components/moderation-banner/moderation-banner";
import { PageSection } from "../components/page-section/page-section";
import { PersonCard, PersonGrid } from "../components/person-card/person-card";
import { canonicalPath, Seo } from "../components/seo/seo";
import { calendarPath } from "../routes";
import { eventJsonLd, jsonForScript } from "../lib/event-json-ld";

interface SectionSpec {
  id: string;
  title: string;
  content: React.ReactNode;
}

export default function EventLandingPage(props: PageProps<Queries.EventLandingPageQuery>): React.ReactElement {
  const { eventLandingsJson: landing, site, siteJson } = props.data;
  if (!landing) throw new Error(`No event landing for ${props.location.pathname}`);
  const path = canonicalPath(props);
  const origin = site?.siteMetadata?.siteUrl ?? "";
  const provider = siteJson?.brandName ?? "";
  const online = landing.delivery === "Virtual";
  const participants = (landing.participants ?? []).map((person) => ({
    name: person.name,
    title: person.title,
    image: getImage(person.photo?.childImageSharp?.gatsbyImageData ?? null),
  }));

  const sections: (SectionSpec | null)[] = [
    { id: "about", title: "About this event", content: <MarkdownLite text={landing.aboutMarkdown} /> },
    { id: "what-you-gain", title: "What you'll gain", content: <FeatureGrid items={landing.keyTakeaways} /> },
    {
      id: "register",
      title: "Secure your seat",
      content: (
        <FormSlot kind="registration" formId={landing.formId} eventId={landing.eventId} eventTitle={landing.title} />
      ),
    },
    participants.length > 0
      ? { id: "participants", title: "Participants include", content: <PersonGrid people={participants} /> }
      : null,
    { id: "why-attend", title: "Why you should attend", content: <CheckList items={landing.whyAttend} /> },
    { id: "who-is-invited", title: "Who is invited", content: <MarkdownLite text={landing.audienceMarkdown} /> },
    {
      id: "how-it-works",
      title: "How it works",
      content: <FeatureGrid numbered columns={3} items={landing.howItWorks} />,
    },
    {
      id: "moderator",
      title: "Moderated by",
      content: (
        <PersonCard
          size={128}
          person={{
            name: landing.moderatorName,
            title: landing.moderatorRole,
            image: getImage(landing.moderatorPhoto?.childImageSharp?.gatsbyImageData ?? null),
          }}
        />
      ),
    },
    {
      id: "more-information",
      title: "Need more information?",
      content: <ContactDetails phone={landing.contactPhone} email={landing.contactEmail} />,
    },
  ];

  const jsonLd = eventJsonLd({
    name: landing.title,
    description: landing.seoDescription,
    startsAt: landing.startsAt,
    durationMinutes: landing.durationMinutes,
    online,
    place: landing.delivery,
    url: `${origin}${path}`,
    image: landing.heroImage?.publicURL ? `${origin}${landing.heroImage.publicURL}` : null,
    organizer: { name: provider, url: origin },
    sponsor: landing.sponsorName ? { name: landing.sponsorName, url: landing.sponsorLink } : null,
    performers: [{ name: landing.moderatorName, jobTitle: landing.moderatorRole }],
  });

  return (
    <>
      <Seo title={landing.title} description={landing.seoDescription} path={path}>
        <script type="application/ld+json">{jsonForScript(jsonLd)}</script>
      </Seo>
      <Hero
        eyebrow={online ? "Virtual roundtable" : "Roundtable"}
        title={landing.title}
        subtitle={
          <>
            <p>{landing.subtitle}</p>
            <EventMeta
              tone="dark"
              date={landing.date}
              time={landing.time}
              timezone={landing.timezone}
              place={landing.delivery}
            />
          </>
        }
        actions={[
          { label: "Secure your seat", href: "#register" },
          { label: "Add to calendar", href: calendarPath(path) },
        ]}
        media={
          <CoverImage
            image={getImage(landing.heroImage?.childImageSharp?.gatsbyImageData ?? null)}
            alt=""
            fallbackIcon={online ? "globe" : "pin"}
          />
        }
      />
      <ModerationBanner
        provider={provider}
        sponsor={
          landing.sponsorName
            ? {
                name: landing.sponsorName,
                href: landing.sponsorLink,
                logo: getImage(landing.sponsorLogo?.childImageSharp?.gatsbyImageData ?? null),
              }
            : null
        }
      />
      {sections
        .filter((section): section is SectionSpec => section !== null)
        .map((section, i) => (
          <PageSection key={section.id} id={section.id} title={section.title} alt={i % 2 === 1}>
            {section.content}
          </PageSection>
        ))}
    </>
  );
}

export const query = graphql`
  query EventLandingPage($slug: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteJson {
      brandName
    }
    eventLandingsJson(slug: { eq: $slug }) {
      eventId
      formId
      title
      subtitle
      seoDescription
      date
      time
      timezone
      startsAt
      durationMinutes
      delivery
      heroImage {
        publicURL
        childImageSharp {
          gatsbyImageData(width: 800, aspectRatio: 1.7778, layout: CONSTRAINED, placeholder: BLURRED)
        }
      }
      sponsorName
      sponsorLink
      sponsorLogo {
        childImageSharp {
          gatsbyImageData(height: 40, layout: FIXED, placeholder: NONE)
        }
      }
      moderatorName
      moderatorRole
      moderatorPhoto {
        childImageSharp {
          gatsbyImageData(width: 128, height: 128, layout: FIXED, placeholder: NONE)
        }
      }
      aboutMarkdown
      keyTakeaways {
        icon
        title
        description
      }
      participants {
        name
        title
        photo {
          childImageSharp {
            gatsbyImageData(width: 96, height: 96, layout: FIXED, placeholder: NONE)
          }
        }
      }
      whyAttend
      audienceMarkdown
      howItWorks {
        title
        description
      }
      contactEmail
      contactPhone
    }
  }
`;
