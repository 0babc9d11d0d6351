import React from "react";
import { ButtonLink } from "../button-link/button-link";
import { SectionHeading } from "../section-heading/section-heading";
import * as styles from "./podcast-intro.module.scss";

export interface PodcastIntroProps {
  id: string;
  title: string;
  paragraphs: readonly string[];
  listenOnTitle: string;
  /** The show on streaming services and podcast directories. */
  listenOn: readonly { label: string; href: string }[];
}

export function PodcastIntro({
  id,
  title,
  paragraphs,
  listenOnTitle,
  listenOn,
}: PodcastIntroProps): React.ReactElement {
  return (
    <div className={styles.intro}>
      <div>
        <SectionHeading id={id} title={title} align="start" />
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className={styles.listenOn}>
        <h3 className={styles.listenOnTitle}>{listenOnTitle}</h3>
        <div className={styles.buttons}>
          {listenOn.map((link) => (
            <ButtonLink key={link.href} href={link.href} icon="external-link">
              {link.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </div>
  );
}
