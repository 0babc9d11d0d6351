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
import { SectionList } from "../components/page-section/section-list";
import { PersonCard, PersonGrid } from "../components/person-card/person-card";
import type { EventLandingViewProps } from "./event-landing-props";

/** A stand-alone event with its own registration form, at /events/{slug}. */
export function EventLandingView({
  landing,
  online,
  heroImage,
  organisers,
  moderator,
  participants,
  calendarHref,
}: EventLandingViewProps): React.ReactElement {
  return (
    <>
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
          { label: "Add to calendar", href: calendarHref },
        ]}
        media={<CoverImage image={heroImage} alt="" fallbackIcon={online ? "globe" : "pin"} />}
      />
      <ModerationBanner {...organisers} />
      <SectionList
        sections={[
          { id: "about", title: "About this event", content: <MarkdownLite text={landing.aboutMarkdown} /> },
          { id: "what-you-gain", title: "What you'll gain", content: <FeatureGrid items={landing.keyTakeaways} /> },
          {
            id: "register",
            title: "Secure your seat",
            content: (
              <FormSlot
                kind="registration"
                formId={landing.formId}
                eventId={landing.eventId}
                eventTitle={landing.title}
              />
            ),
          },
          participants.length > 0
            ? { id: "participants", title: "Participants include", content: <PersonGrid people={participants} /> }
            : null,
          { id: "why-attend", title: "Why you should attend", content: <CheckList items={landing.whyAttend} /> },
          {
            id: "who-is-invited",
            title: "Who is invited",
            content: <MarkdownLite text={landing.audienceMarkdown} />,
          },
          {
            id: "how-it-works",
            title: "How it works",
            content: <FeatureGrid numbered columns={3} items={landing.howItWorks} />,
          },
          { id: "moderator", title: "Moderated by", content: <PersonCard size={128} person={moderator} /> },
          {
            id: "more-information",
            title: "Need more information?",
            content: <ContactDetails phone={landing.contactPhone} email={landing.contactEmail} />,
          },
        ]}
      />
    </>
  );
}
