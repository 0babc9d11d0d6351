import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { Avatar } from "../avatar/avatar";
import * as styles from "./person-card.module.scss";

export interface Person {
  name: string;
  title?: string | null;
  company?: string | null;
  image?: IGatsbyImageData | null;
  /** Shown when the photo is missing or fails; without it, initials. */
  fallbackImage?: IGatsbyImageData | null;
}

export function PersonCard({ person, size = 96 }: { person: Person; size?: number }): React.ReactElement {
  return (
    <div className={styles.card}>
      <Avatar name={person.name} image={person.image} fallbackImage={person.fallbackImage} size={size} />
      <div>
        <p className={styles.name}>{person.name}</p>
        {person.title && <p className={styles.detail}>{person.title}</p>}
        {person.company && <p className={styles.detail}>{person.company}</p>}
      </div>
    </div>
  );
}

/** Members, speakers, participants: a headshot (or initials) with name, title and company. */
export function PersonGrid({ people }: { people: readonly Person[] }): React.ReactElement {
  return (
    <ul className={styles.grid}>
      {people.map((person) => (
        <li key={person.name}>
          <PersonCard person={person} />
        </li>
      ))}
    </ul>
  );
}
