import { graphql } from "gatsby";

/** The fields of a FeatureSection (src/node/types/shared.ts): the heading and cards a PageSection with a FeatureGrid shows. */
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
`;
