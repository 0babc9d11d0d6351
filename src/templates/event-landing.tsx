import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { jsonForScript } from "../lib/event-json-ld";
import { eventLandingJsonLd, toEventLandingProps } from "../views/event-landing-props";
import { EventLandingView } from "../views/event-landing-view";

export default function EventLandingPage(props: PageProps<Queries.EventLandingPageQuery>): React.ReactElement {
  const path = canonicalPath(props);
  const view = toEventLandingProps(props.data, path);
  return (
    <>
      <Seo title={view.landing.title} description={view.landing.seoDescription} path={path}>
        <script type="application/ld+json">{jsonForScript(eventLandingJsonLd(props.data, path))}</script>
      </Seo>
      <EventLandingView {...view} />
    </>
  );
}

export const query = graphql`
  query EventLandingPage($slug: String!) {
    site {
      buildTime
      siteMetadata {
        siteUrl
      }
    }
    siteJson {
      brandName
    }
    eventsJson {
      landingPage {
        onlineEyebrow
        inPersonEyebrow
        registerTitle
        upcoming {
          label
          href
        }
        aboutTitle
        takeawaysTitle
        participantsTitle
        whyAttendTitle
        audienceTitle
        howItWorksTitle
        moderatorTitle
        contactTitle
      }
    }
    eventLandingsJson(slug: { eq: $slug }) {
      ...EventLandingPageFields
    }
  }
`;
