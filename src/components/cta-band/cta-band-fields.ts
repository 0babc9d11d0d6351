import { graphql } from "gatsby";

/** The fields of a CallToAction (src/node/types/shared.ts), which pages render with CtaBand. */
export const query = graphql`
  fragment CallToActionFields on CallToAction {
    title
    text
    actions {
      label
      href
    }
  }
`;
