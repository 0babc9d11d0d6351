import { graphql, type PageProps } from "gatsby";
import React from "react";
import { OG_IMAGES } from "../components/seo/og-image";
import { canonicalPath, Seo } from "../components/seo/seo";
import { toProgrammeProps } from "../views/programme-props";
import { ProgrammeView } from "../views/programme-view";

/** One questionnaire preview / interview guide page per `data/programmes/*.json`. */
export default function ProgrammePage(props: PageProps<Queries.ProgrammePageQuery>): React.ReactElement {
  const view = toProgrammeProps(props.data);
  const { programme } = view;
  return (
    <>
      <Seo
        title={`${programme.shortTitle}: ${programme.headingVariant}`}
        description={programme.description}
        path={canonicalPath(props)}
        image={OG_IMAGES.programme}
      />
      <ProgrammeView {...view} />
    </>
  );
}

export const query = graphql`
  query ProgrammePage($slug: String!) {
    interviewProgrammesJson {
      programmePage {
        valueTitle
        valueIntro
        overviewTitle
        questionsTitle
        processTitle
        requirementsTitle
        additionalOpportunitiesTitle
        sponsorTitle
      }
    }
    programmesJson(slug: { eq: $slug }) {
      slug
      status
      headingVariant
      title
      shortTitle
      description
      logo {
        childImageSharp {
          gatsbyImageData(height: 56, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
        }
      }
      heroImage {
        childImageSharp {
          gatsbyImageData(width: 640, layout: CONSTRAINED, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
        }
      }
      heroImageAlt
      booking {
        briefingCall
        interview
      }
      flywheel {
        icon
        label
        angle
        type
      }
      overview {
        paragraphs
        lists {
          title
          items
        }
      }
      questions
      process {
        icon
        title
        duration
        description
        action {
          label
          href
        }
      }
      requirements {
        icon
        title
        description
      }
      additionalOpportunities
      followUs {
        label
        href
      }
      sponsor {
        name
        blurb
        logo {
          childImageSharp {
            gatsbyImageData(width: 240, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP])
          }
        }
      }
      participants {
        href
        person {
          ...PersonFields
          photo {
            childImageSharp {
              gatsbyImageData(width: 96, height: 96, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
            }
          }
        }
      }
    }
  }
`;
