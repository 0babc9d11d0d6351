import { graphql } from "gatsby";

/**
 * The query fields that the community page, its events page and the community event page share: people, sponsors
 * and an event as its card shows it.
 */
export const query = graphql`
  fragment CommunityPersonFields on PeopleJson {
    ...PersonFields
    photo {
      childImageSharp {
        gatsbyImageData(width: 96, height: 96, layout: FIXED, placeholder: NONE)
      }
    }
  }

  fragment CommunityEventCardFields on CommunityEventsJson {
    community
    eventId
    title
    description
    type
    date
    time
    timezone
    startsAt
    durationMinutes
    registered
    capacity
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
