import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { Avatar } from "../avatar/avatar";
import { CompanyLogo } from "../company-logo/company-logo";
import { Icon } from "../icon/icon";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./quote-card.module.scss";

export interface QuoteCardProps {
  quote: string;
  name: string;
  title: string;
  company: string;
  image?: IGatsbyImageData | null;
  logo?: IGatsbyImageData | null;
  /** Out of 10. */
  rating?: number | null;
  /** The author's professional-network profile. */
  profileUrl?: string | null;
}

/** A testimonial: the quote, then who said it (headshot or initials, role, company). */
export function QuoteCard({
  quote,
  name,
  title,
  company,
  image,
  logo,
  rating,
  profileUrl,
}: QuoteCardProps): React.ReactElement {
  return (
    <figure className={styles.card} data-person>
      {logo && <CompanyLogo name={company} image={logo} className={styles.logo} />}
      {rating != null && (
        <p className={styles.rating}>
          <Icon name="star" size={18} />
          Rated {rating}/10
        </p>
      )}
      <blockquote className={styles.quote}>
        <p>&ldquo;{quote}&rdquo;</p>
      </blockquote>
      <figcaption className={styles.author}>
        <Avatar name={name} image={image} size={56} />
        <span>
          <span className={styles.name} data-person-name>
            {name}
          </span>
          <span className={styles.role}>
            <span data-person-title>{title}</span>, {company}
          </span>
          {profileUrl && (
            <SmartLink href={profileUrl} className={styles.profile}>
              <Icon name="linkedin" size={16} />
              Profile<span className="visually-hidden"> of {name}</span>
            </SmartLink>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
