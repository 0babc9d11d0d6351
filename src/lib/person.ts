import type { IGatsbyImageData } from "gatsby-plugin-image";
import { imageOf, type ImageFile } from "./image";

/**
 * A person of data/people.json as a page query selects them: the PersonFields fragment
 * (src/components/person-card/person-fields.ts) and a photo at the size the page shows it.
 */
export interface PersonNode {
  readonly personId: string;
  readonly name: string;
  readonly title: string;
  readonly company: string;
  readonly profileUrl?: string | null;
  readonly photo?: ImageFile;
}

/** A person as views and components take them: plain props, the photo's image data resolved. */
export interface ResolvedPerson {
  personId: string;
  name: string;
  title: string;
  company: string;
  image: IGatsbyImageData | undefined;
  profileUrl: string | null;
}

/** One mapping from a person node to props, so every page shows the same name, title and company. */
export const personOf = (node: PersonNode): ResolvedPerson => ({
  personId: node.personId,
  name: node.name,
  title: node.title,
  company: node.company,
  image: imageOf(node.photo),
  profileUrl: node.profileUrl ?? null,
});
