import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { toSponsorSuccessStoriesProps } from "../views/sponsor-success-stories-props";
import { SponsorSuccessStoriesView } from "../views/sponsor-success-stories-view";

export default function SponsorSuccessStoriesPage(
  props: PageProps<Queries.SponsorSuccessStoriesPageQuery>,
): React.ReactElement {
  const view = toSponsorSuccessStoriesProps(props.data);
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} />
      <SponsorSuccessStoriesView {...view} />
    </>
  );
}

export const query = graphql`
  query SponsorSuccessStoriesPage {
    sponsorSuccessStoriesJson {
      title
      description
      backLink {
        label
        href
      }
      hero {
        ...PageHeroFields
      }
      stats {
        ...StatFields
      }
      storiesTitle
      stories {
        spokesperson {
          ...PersonFields
        }
        quote
        outcomes
        category
        logo {
          childImageSharp {
            gatsbyImageData(height: 40, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
          }
        }
      }
      whyChoose {
        ...FeatureSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;
