import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { usMonthYear } from "../../lib/us-dates";
import { Avatar } from "../avatar/avatar";
import { CompanyLogo } from "../company-logo/company-logo";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./contributor-card.module.scss";

export interface Contributor {
  slug: string;
  fullName: string;
  title: string;
  company?: string | null;
  headshot?: IGatsbyImageData | null;
  companyLogo?: IGatsbyImageData | null;
  quote: string;
  interviewUrl: string;
  podcastUrl?: string | null;
  /** ISO date. */
  publishedAt: string;
  displayOrder: number;
}

export function ContributorCard({ contributor }: { contributor: Contributor }): React.ReactElement {
  const { fullName, companyLogo, company } = contributor;
  return (
    <article className={styles.card} aria-labelledby={`contributor-${contributor.slug}`} data-person>
      <header className={styles.header}>
        <Avatar name={fullName} image={contributor.headshot} size={80} />
        <div>
          <h3 id={`contributor-${contributor.slug}`} className={styles.name} data-person-name>
            {fullName}
          </h3>
          <p className={styles.role}>
            <span data-person-title>{contributor.title}</span>
            {company && !companyLogo && <>, {company}</>}
          </p>
        </div>
      </header>
      {companyLogo && <CompanyLogo name={company ?? "Company"} image={companyLogo} className={styles.logo} />}
      <blockquote className={styles.quote}>
        <p>{contributor.quote}</p>
      </blockquote>
      <p className={styles.published}>
        Featured <time dateTime={contributor.publishedAt}>{usMonthYear(contributor.publishedAt)}</time>
      </p>
      <ul className={styles.links}>
        <li>
          <SmartLink href={contributor.interviewUrl}>
            Read interview<span className="visually-hidden"> with {fullName}</span>
          </SmartLink>
        </li>
        {contributor.podcastUrl && (
          <li>
            <SmartLink href={contributor.podcastUrl}>
              Listen to podcast<span className="visually-hidden"> with {fullName}</span>
            </SmartLink>
          </li>
        )}
      </ul>
    </article>
  );
}
