import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import type { ListPageContext } from "../routes";
import { toThoughtLeadershipProps } from "../views/thought-leadership-props";
import { ThoughtLeadershipView } from "../views/thought-leadership-view";

/** The reports page with one page of reports; src/routes.ts makes a page per REPORTS_PAGE_SIZE of them. */
export default function ThoughtLeadershipPage(
  props: PageProps<Queries.ThoughtLeadershipPageQuery, ListPageContext>,
): React.ReactElement {
  const list = props.pageContext;
  const view = toThoughtLeadershipProps(props.data, list);
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} pages={list} />
      <ThoughtLeadershipView {...view} />
    </>
  );
}

export const query = graphql`
  query ThoughtLeadershipPage($skip: Int!, $limit: Int!) {
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
      earlierTitle
    }
    featuredInsightJson {
      ...FeaturedInsightFields
    }
    reportOptions: allReportsJson {
      industries: distinct(field: { industry: SELECT })
      topics: distinct(field: { topic: SELECT })
    }
    allReportsJson(sort: [{ published_at: DESC }, { slug: ASC }], skip: $skip, limit: $limit) {
      totalCount
      nodes {
        ...ReportCardFields
      }
    }
  }

  fragment ReportCardFields on ReportsJson {
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

  fragment ReportCover on File {
    childImageSharp {
      gatsbyImageData(width: 640, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
    }
  }
`;
