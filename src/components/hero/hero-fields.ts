import { graphql } from "gatsby";

/** The fields of a PageHero (src/node/types/shared.ts), selected by every page whose hero has that type. */
export const query = graphql`
  fragment PageHeroFields on PageHero {
    eyebrow
    title
    subtitle
    actions {
      label
      href
    }
  }
`;
