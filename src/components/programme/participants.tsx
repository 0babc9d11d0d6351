import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { PageSection } from "../page-section/page-section";
import { Avatar } from "../avatar/avatar";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./participants.module.scss";

export interface ParticipantCard {
  name: string;
  title: string;
  company?: string | null;
  photo?: IGatsbyImageData | null;
  /** The participant's published one-pager. */
  href: string;
}

export interface ParticipantsProps {
  participants: readonly ParticipantCard[];
  title?: string;
}

/** Cards linking to each participant's one-pager; the whole section is left out when nobody is listed. */
export function Participants({ participants, title = "Participants" }: ParticipantsProps): React.ReactElement | null {
  if (participants.length === 0) return null;
  return (
    <PageSection id="participants" title={title}>
      <ul className={styles.grid}>
        {participants.map((person) => (
          <li key={person.href} className={styles.card} data-person>
            <SmartLink href={person.href} className={styles.link}>
              <Avatar name={person.name} image={person.photo} size={96} />
              <span className={styles.name} data-person-name>
                {person.name}
              </span>
              <span className={styles.role} data-person-title>
                {person.title}
              </span>
              {person.company && <span className={styles.company}>{person.company}</span>}
            </SmartLink>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
