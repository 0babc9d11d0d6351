import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import type { ListPageContext } from "../routes";
import { toPodcastsProps } from "../views/podcasts-props";
import { PodcastsView } from "../views/podcasts-view";

/** The podcast page with one page of episodes; src/routes.ts makes a page per EPISODES_PAGE_SIZE of them. */
export default function PodcastsPage(props: PageProps<Queries.PodcastsPageQuery, ListPageContext>): React.ReactElement {
  const list = props.pageContext;
  const view = toPodcastsProps(props.data, list);
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} pages={list} />
      <PodcastsView {...view} />
    </>
  );
}

export const query = graphql`
  query PodcastsPage($skip: Int!, $limit: Int!) {
    featuredInsightJson {
      ...LatestInsightFields
    }
    podcastsJson {
      title
      description
      hero {
        eyebrow
        title
        subtitle
        video {
          publicURL
          extension
        }
        videoFallback {
          publicURL
          extension
        }
        poster {
          publicURL
        }
      }
      intro {
        title
        paragraphs
      }
      listenOn {
        title
        links {
          label
          href
        }
      }
      latest {
        title
        embedUrl
        embedTitle
      }
      recent {
        title
        intro
      }
      viewAll {
        label
        href
      }
      earlierTitle
      guestCta {
        ...CallToActionFields
      }
      fallbackCover {
        childImageSharp {
          gatsbyImageData(width: 384, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
        }
      }
    }
    allPodcastEpisodesJson(sort: { release_date: DESC }, skip: $skip, limit: $limit) {
      nodes {
        episodeId
        name
        description
        release_date
        duration_ms
        spotify_url
        spotify_embed_url
        images {
          image {
            childImageSharp {
              gatsbyImageData(width: 384, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
            }
          }
        }
      }
    }
  }
`;
