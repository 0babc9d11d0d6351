import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { useClientLogos } from "../hooks/use-client-logos";
import { toSponsorProps } from "../views/sponsor-props";
import { SponsorView } from "../views/sponsor-view";

export default function SponsorPage(props: PageProps<Queries.SponsorPageQuery>): React.ReactElement {
  const view = toSponsorProps(props.data, useClientLogos());
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} />
      <SponsorView {...view} />
    </>
  );
}

export const query = graphql`
  query SponsorPage {
    campaignFiguresJson {
      ...CampaignFiguresFields
    }
    sponsorJson {
      title
      description
      hero {
        ...PageHeroFields
      }
      partnersTitle
      intro {
        title
        paragraphs
      }
      testimonialsTitle
      testimonials {
        quote
        person {
          ...PersonFields
        }
      }
      successStories {
        label
        href
      }
      benefits {
        ...FeatureSectionFields
      }
      packages {
        title
        intro
        linkLabel
        items {
          icon
          title
          description
          href
        }
      }
      moreLogosTitle
      cta {
        ...CallToActionFields
      }
    }
  }
`;
