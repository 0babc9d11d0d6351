import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { toServicesProps } from "../views/services-props";
import { ServicesView } from "../views/services-view";

export default function ServicesPage(props: PageProps<Queries.ServicesPageQuery>): React.ReactElement {
  const view = toServicesProps(props.data);
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} />
      <ServicesView {...view} />
    </>
  );
}

export const query = graphql`
  fragment ServiceItemFields on ServiceItem {
    slug
    title
    summary
    paragraphs
    points
  }

  query ServicesPage {
    campaignFiguresJson {
      ...CampaignFiguresFields
    }
    servicesJson {
      title
      description
      hero {
        ...PageHeroFields
      }
      intro {
        title
        paragraphs
      }
      mainTitle
      main {
        ...ServiceItemFields
      }
      moreTitle
      more {
        ...ServiceItemFields
      }
      whyChooseUs {
        ...FeatureSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;
