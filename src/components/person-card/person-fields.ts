import { graphql } from "gatsby";
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";

type PhotoFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null;

/** A person of data/people.json as a query returns it; each page asks for the photo at its own size. */
export interface PersonNode {
  readonly name: string;
  readonly title: string;
  readonly company: string;
  readonly profileUrl?: string | null;
  readonly photo?: PhotoFile;
}

export interface PersonProps {
  name: string;
  title: string;
  company: string;
  image: IGatsbyImageData | undefined;
  profileUrl: string | null;
}

/** The props every person-rendering component takes, from one person node. */
export const personOf = (node: PersonNode): PersonProps => ({
  name: node.name,
  title: node.title,
  company: node.company,
  image: getImage(node.photo?.childImageSharp?.gatsbyImageData ?? null),
  profileUrl: node.profileUrl ?? null,
});

/** The fields of a person (src/node/types/people.ts) besides the photo, whose size each place chooses. */
export const query = graphql`
  fragment PersonFields on PeopleJson {
    personId
    name
    title
    company
    profileUrl
  }
`;
