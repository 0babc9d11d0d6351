import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { Picture } from "../picture/picture";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./hero-faces.module.scss";

export interface HeroFacesProps {
  people: readonly { name: string; image?: IGatsbyImageData }[];
  caption: string;
  href: string;
}

/**
 * Faces of the network beside a hero's text, on large screens only: hidden below, so the browser's lazy loading
 * never fetches the photos on a phone. Small fixed-size photos, so the heading stays the largest paint.
 */
export function HeroFaces({ people, caption, href }: HeroFacesProps): React.ReactElement {
  return (
    <figure className={styles.faces}>
      <ul className={styles.grid}>
        {people.map((person) =>
          person.image ? (
            <li key={person.name}>
              <Picture image={person.image} alt={person.name} className={styles.photo} />
            </li>
          ) : null,
        )}
      </ul>
      <figcaption className={styles.caption}>
        <SmartLink href={href}>{caption}</SmartLink>
      </figcaption>
    </figure>
  );
}
