import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { useClientLogos } from "../hooks/use-client-logos";
import { toHomeProps } from "../views/home-props";
import { HomeView } from "../views/home-view";

export default function HomePage(props: PageProps<Queries.HomePageQuery>): React.ReactElement {
  const view = toHomeProps(props.data, useClientLogos());
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} />
      <HomeView {...view} />
    </>
  );
}

export const query = graphql`
  query HomePage {
    featuredInsightJson {
      ...LatestInsightFields
    }
    homeJson {
      title
      description
      hero {
        eyebrow
        lead
        words
        subtitle
        actions {
          label
          href
        }
        faces {
          caption
          href
        }
      }
      stats {
        ...StatFields
      }
      platform {
        title
        intro
        linkLabel
        cards {
          icon
          title
          description
          href
        }
      }
      howItWorks {
        title
        intro
        steps {
          icon
          title
          description
        }
      }
      whyJoin {
        title
        intro
        benefits {
          icon
          title
          description
        }
      }
      cta {
        ...CallToActionFields
      }
      logosTitle
    }
    heroFaces: allContributorsJson(sort: { display_order: ASC }, limit: 6) {
      nodes {
        person {
          name
          photo {
            childImageSharp {
              gatsbyImageData(width: 112, height: 112, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
            }
          }
        }
      }
    }
    testimonialsJson {
      title
      intro
      items {
        person {
          ...TestimonialPersonFields
        }
        quote
        logo {
          childImageSharp {
            gatsbyImageData(height: 32, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
          }
        }
      }
    }
  }
`;
