import { graphql } from "gatsby";
import React from "react";
import { CheckList } from "../components/check-list/check-list";
import { ContactDetails } from "../components/contact-details/contact-details";
import { CoverImage } from "../components/cover-image/cover-image";
import { EventMeta } from "../components/event-meta/event-meta";
import { EventHeroState } from "../components/event-notice/event-hero-state";
import { EventRegistration } from "../components/event-registration/event-registration";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { MarkdownLite } from "../components/markdown-lite/markdown-lite";
import { ModerationBanner } from "../components/moderation-banner/moderation-banner";
import { SectionList } from "../components/page-section/section-list";
import { PersonCard, PersonGrid } from "../components/person-card/person-card";
import { upcomingEventActions } from "./event-actions";
import { eventEndsAt, eventStatus } from "../lib/event-status";
import type { EventLandingViewProps } from "./event-landing-props";

/**
 * The landing's fields this page shows, declared beside the view that shows them: the template's query spreads the
 * fragment and the view's props take its generated type (event-landing-props.ts), so a field added to
 * EventLandingsJson reaches the page by a line here and its place below (docs/editing-content.md).
 */
export const query = graphql`
  fragment EventLandingPageFields on EventLandingsJson {
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
    moderator {
      ...PersonFields
      photo {
        childImageSharp {
          gatsbyImageData(width: 128, height: 128, layout: FIXED, placeholder: NONE)
        }
      }
    }
    moderatorDefaultPhoto {
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
      ...PersonFields
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
`;

/** A stand-alone event with its own registration form, at /events/{slug}. */
export function EventLandingView({
  copy,
  landing,
  online,
  heroImage,
  organisers,
  moderator,
  participants,
  path,
  builtAt,
}: EventLandingViewProps): React.ReactElement {
  const endsAt = eventEndsAt(landing).toISOString();
  return (
    <>
      <Hero
        eyebrow={online ? copy.onlineEyebrow : copy.inPersonEyebrow}
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
        media={<CoverImage image={heroImage} alt="" fallbackIcon={online ? "globe" : "pin"} priority />}
      >
        <EventHeroState
          endsAt={endsAt}
          builtAt={builtAt}
          actions={upcomingEventActions(path, copy.registerTitle)}
          upcoming={copy.upcoming}
        />
      </Hero>
      <ModerationBanner {...organisers} />
      <SectionList
        sections={[
          { id: "about", title: copy.aboutTitle, content: <MarkdownLite text={landing.aboutMarkdown} /> },
          { id: "what-you-gain", title: copy.takeawaysTitle, content: <FeatureGrid items={landing.keyTakeaways} /> },
          eventStatus(landing, new Date(builtAt)) === "upcoming"
            ? {
                id: "register",
                title: copy.registerTitle,
                // A landing page states no capacity: the database refuses what does not fit, and the form says so.
                content: (
                  <EventRegistration
                    formId={landing.formId}
                    eventId={landing.eventId}
                    eventTitle={landing.title}
                    pagePath={path}
                    seats={{}}
                  />
                ),
                until: { at: endsAt, builtAt },
              }
            : null,
          participants.length > 0
            ? { id: "participants", title: copy.participantsTitle, content: <PersonGrid people={participants} /> }
            : null,
          { id: "why-attend", title: copy.whyAttendTitle, content: <CheckList items={landing.whyAttend} /> },
          {
            id: "who-is-invited",
            title: copy.audienceTitle,
            content: <MarkdownLite text={landing.audienceMarkdown} />,
          },
          {
            id: "how-it-works",
            title: copy.howItWorksTitle,
            content: <FeatureGrid numbered columns={3} items={landing.howItWorks} />,
          },
          { id: "moderator", title: copy.moderatorTitle, content: <PersonCard size={128} person={moderator} /> },
          {
            id: "more-information",
            title: copy.contactTitle,
            content: <ContactDetails phone={landing.contactPhone} email={landing.contactEmail} />,
          },
        ]}
      />
    </>
  );
}
