import { graphql } from "gatsby";

/**
 * The fields of a FeatureSection (src/node/types/shared.ts), and of a PointCardSection whose cards also list facts:
 * the heading and cards a FeatureBand shows.
 */
export const query = graphql`
  fragment FeatureSectionFields on FeatureSection {
    title
    intro
    items {
      icon
      title
      description
    }
  }

  fragment PointCardSectionFields on PointCardSection {
    title
    intro
    items {
      icon
      title
      description
      points
    }
  }
`;
