import { graphql } from "gatsby";
import { imageOf, type ImageFile } from "../../lib/image";
import type { FeaturedInsight } from "./featured-insight-card";

/** A cover found on the linked page wins over the stored one; `live` says which was used. */
export const pickCover = (stored: ImageFile, found: ImageFile, what: string) => {
  const live = imageOf(found);
  const image = live ?? imageOf(stored);
  if (!image) throw new Error(`${what} has no processable cover image`);
  return { image, live: Boolean(live) };
};

export interface FeaturedInsightNode {
  readonly title: string;
  readonly description: string;
  readonly enrichedDescription: string | null;
  readonly link: string;
  readonly publisherName: string;
  readonly image: ImageFile;
  readonly liveCover: ImageFile;
  readonly publisherLogo: ImageFile;
}

/** data/featured-insight.json as the card shows it, with the link worded for where the card stands. */
export const featuredInsightOf = (node: FeaturedInsightNode, linkLabel: string): FeaturedInsight => {
  const cover = pickCover(node.image, node.liveCover, "The featured insight");
  return {
    title: node.title,
    description: node.enrichedDescription ?? node.description,
    link: node.link,
    linkLabel,
    image: cover.image,
    liveCover: cover.live,
    publisherName: node.publisherName,
    publisherLogo: imageOf(node.publisherLogo),
  };
};

/** The featured insight's fields, for /thought-leadership and the latest-insight card on other pages. */
export const query = graphql`
  fragment FeaturedInsightFields on FeaturedInsightJson {
    title
    description
    enrichedDescription
    link
    publisherName
    image {
      ...FeaturedInsightImage
    }
    liveCover {
      ...FeaturedInsightImage
    }
    publisherLogo {
      childImageSharp {
        gatsbyImageData(height: 32, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
      }
    }
  }

  fragment LatestInsightFields on FeaturedInsightJson {
    ...FeaturedInsightFields
    latest {
      title
      linkLabel
      viewAll {
        label
        href
      }
    }
  }

  fragment FeaturedInsightImage on File {
    childImageSharp {
      gatsbyImageData(width: 720, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
    }
  }
`;
