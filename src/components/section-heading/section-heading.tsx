import React from "react";
import * as styles from "./section-heading.module.scss";

export interface SectionHeadingProps {
  title: React.ReactNode;
  eyebrow?: string;
  intro?: React.ReactNode;
  id?: string;
  align?: "center" | "start";
  level?: 2 | 3;
}

export function SectionHeading({
  title,
  eyebrow,
  intro,
  id,
  align = "center",
  level = 2,
}: SectionHeadingProps): React.ReactElement {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={`${styles.heading} ${styles[align]}`}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  );
}
