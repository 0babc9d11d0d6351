import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { CompanyLogo } from "../company-logo/company-logo";
import { Icon } from "../icon/icon";
import * as styles from "./case-study-card.module.scss";

export interface CaseStudyCardProps {
  company: string;
  spokesperson: string;
  jobTitle?: string | null;
  quote: string;
  outcomes: readonly string[];
  category: string;
  logo?: IGatsbyImageData | null;
}

/** A sponsor's story: who they are, what they said and what the programme delivered. */
export function CaseStudyCard({
  company,
  spokesperson,
  jobTitle,
  quote,
  outcomes,
  category,
  logo,
}: CaseStudyCardProps): React.ReactElement {
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <CompanyLogo name={company} image={logo} />
        <span className={styles.category}>{category}</span>
      </div>
      <h3 className={styles.company}>{company}</h3>
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p>&ldquo;{quote}&rdquo;</p>
        </blockquote>
        <figcaption className={styles.person} data-person>
          <span className={styles.name} data-person-name>
            {spokesperson}
          </span>
          {jobTitle && (
            <span className={styles.jobTitle} data-person-title>
              {jobTitle}
            </span>
          )}
        </figcaption>
      </figure>
      <h4 className={styles.outcomesTitle}>Key outcomes</h4>
      <ul className={styles.outcomes}>
        {outcomes.map((outcome) => (
          <li key={outcome}>
            <Icon name="check" size={18} className={styles.check} />
            {outcome}
          </li>
        ))}
      </ul>
    </article>
  );
}
