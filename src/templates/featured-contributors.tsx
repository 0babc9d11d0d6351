import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import type { ListPageContext } from "../routes";
import { toFeaturedContributorsProps } from "../views/featured-contributors-props";
import { FeaturedContributorsView } from "../views/featured-contributors-view";

/** One page of contributors; src/routes.ts makes a page per CONTRIBUTORS_PAGE_SIZE of them. */
export default function FeaturedContributorsPage(
  props: PageProps<Queries.FeaturedContributorsPageQuery, ListPageContext>,
): React.ReactElement {
  const list = props.pageContext;
  const view = toFeaturedContributorsProps(props.data, list);
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} pages={list} />
      <FeaturedContributorsView {...view} />
    </>
  );
}

export const query = graphql`
  query FeaturedContributorsPage($skip: Int!, $limit: Int!) {
    featuredContributorsJson {
      title
      description
      hero {
        ...PageHeroFields
      }
      stats {
        ...StatFields
      }
      grid {
        title
        intro
      }
      earlierTitle
      cta {
        ...CallToActionFields
      }
    }
    allContributorsJson(sort: { display_order: ASC }, skip: $skip, limit: $limit) {
      totalCount
      nodes {
        slug
        person {
          ...PersonFields
          photo {
            childImageSharp {
              gatsbyImageData(width: 80, height: 80, layout: FIXED, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
            }
          }
        }
        company_logo {
          childImageSharp {
            gatsbyImageData(height: 32, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
          }
        }
        quote
        interview_url
        podcast_url
        published_at
        display_order
      }
    }
  }
`;
