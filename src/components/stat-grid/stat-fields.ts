import { graphql } from "gatsby";

/** The fields of a Stat (src/node/types/shared.ts), as a StatGrid shows them. */
export const query = graphql`
  fragment StatFields on Stat {
    value
    prefix
    suffix
    label
    icon
  }
`;
