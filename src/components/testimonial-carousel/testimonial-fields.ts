import { graphql } from "gatsby";

/** Who a testimonial quotes, with the photo size the carousel shows (the home and about pages). */
export const query = graphql`
  fragment TestimonialPersonFields on PeopleJson {
    ...PersonFields
    photo {
      childImageSharp {
        gatsbyImageData(width: 56, height: 56, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
      }
    }
  }
`;
