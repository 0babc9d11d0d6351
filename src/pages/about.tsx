import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { toAboutProps } from "../views/about-props";
import { AboutView } from "../views/about-view";

export default function AboutPage(props: PageProps<Queries.AboutPageQuery>): React.ReactElement {
  const view = toAboutProps(props.data);
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} />
      <AboutView {...view} />
    </>
  );
}

export const query = graphql`
  query AboutPage {
    aboutJson {
      title
      description
      hero {
        eyebrow
        words
        subtitle
      }
      stats {
        ...StatFields
      }
      story {
        title
        paragraphs
      }
      testimonials {
        title
        intro
        items {
          person {
            ...TestimonialPersonFields
          }
          quote
          rating
        }
      }
      actions {
        label
        href
      }
      approach {
        ...FeatureSectionFields
      }
      focus {
        title
        paragraphs
        action {
          label
          href
        }
      }
      hosts {
        title
        intro
        people {
          person {
            ...PersonFields
            photo {
              childImageSharp {
                gatsbyImageData(width: 120, height: 120, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
              }
            }
          }
          bio
        }
      }
      ecosystem {
        ...FeatureSectionFields
      }
      vision {
        title
        paragraphs
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;
