import { graphql } from "gatsby";

/**
 * The fields of a person (src/node/types/people.ts) besides the photo, whose size each place chooses; mapped to
 * props by personOf (src/lib/person.ts).
 */
export const query = graphql`
  fragment PersonFields on PeopleJson {
    personId
    name
    title
    company
    profileUrl
  }
`;
