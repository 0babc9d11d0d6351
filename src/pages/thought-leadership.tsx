import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { toThoughtLeadershipProps } from "../views/thought-leadership-props";
import { ThoughtLeadershipView } from "../views/thought-leadership-view";

export default function ThoughtLeadershipPage(
  props: PageProps<Queries.ThoughtLeadershipPageQuery>,
): React.ReactElement {
  const view = toThoughtLeadershipProps(props.data);
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} />
      <ThoughtLeadershipView {...view} />
    </>
  );
}

export const query = graphql`
  query ThoughtLeadershipPage {
    thoughtLeadershipJson {
      title
      description
      hero {
        ...PageHeroFields
      }
      independence
      impact {
        title
        stats {
          ...StatFields
        }
      }
      featured {
        title
        linkLabel
      }
      latest {
        title
        intro
      }
    }
    featuredInsightJson {
      ...FeaturedInsightFields
    }
    allReportsJson(sort: { published_at: DESC }) {
      nodes {
        slug
        title
        description
        enrichedDescription
        category
        industry
        topic
        insight_type
        published_at
        pdf_url
        logo {
          name
          image {
            childImageSharp {
              gatsbyImageData(height: 32, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
            }
          }
        }
        cover {
          ...ReportCover
        }
        liveCover {
          ...ReportCover
        }
      }
    }
  }

  fragment ReportCover on File {
    childImageSharp {
      gatsbyImageData(width: 640, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
    }
  }
`;
