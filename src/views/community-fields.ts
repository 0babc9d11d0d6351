import { graphql } from "gatsby";

/** The query fields of people and sponsors that the community page and the community event page both show. */
export const query = graphql`
  fragment CommunityPersonFields on PeopleJson {
    ...PersonFields
    photo {
      childImageSharp {
        gatsbyImageData(width: 96, height: 96, layout: FIXED, placeholder: NONE)
      }
    }
  }

  fragment CommunitySponsorFields on CommunitySponsor {
    name
    logo {
      childImageSharp {
        gatsbyImageData(height: 48, layout: FIXED, placeholder: NONE)
      }
    }
  }
`;
