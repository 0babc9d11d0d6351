import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { Picture } from "../picture/picture";
import { Icon } from "../icon/icon";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./featured-insight-card.module.scss";
import { LiveBadge } from "./live-badge";

export interface FeaturedInsight {
  title: string;
  description: string;
  link: string;
  linkLabel: string;
  image: IGatsbyImageData;
  liveCover: boolean;
  publisherName: string;
  publisherLogo?: IGatsbyImageData | null;
}

export interface FeaturedInsightCardProps {
  insight: FeaturedInsight;
  /** Id of the card's heading; unique on the page. */
  headingId?: string;
  /** A second link under the article's, e.g. 'View all insights' where the card stands on another page. */
  viewAll?: { label: string; href: string } | null;
}

/** One highlighted article: image beside the text on large screens, above it on small ones. */
export function FeaturedInsightCard({
  insight,
  headingId = "featured-insight-title",
  viewAll,
}: FeaturedInsightCardProps): React.ReactElement {
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.media}>
        {insight.liveCover && <LiveBadge />}
        <Picture image={insight.image} alt="" className={styles.image} />
      </div>
      <div className={styles.body}>
        <div className={styles.publisher}>
          {insight.publisherLogo ? (
            <Picture image={insight.publisherLogo} alt={insight.publisherName} fit="contain" />
          ) : (
            insight.publisherName
          )}
        </div>
        <h3 id={headingId} className={styles.title}>
          {insight.title}
        </h3>
        <p className={styles.description}>{insight.description}</p>
        <SmartLink href={insight.link} className={styles.link}>
          {insight.linkLabel}
          {/* The visible label starts the name (WCAG 2.5.3); the rest says which article, and where. */}
          <span className="visually-hidden">
            : {insight.title} ({insight.publisherName})
          </span>
          <Icon name="external-link" size={16} />
        </SmartLink>
        {viewAll && (
          <SmartLink href={viewAll.href} className={`${styles.link} ${styles.viewAll}`}>
            {viewAll.label}
            <Icon name="arrow-right" size={16} />
          </SmartLink>
        )}
      </div>
    </article>
  );
}
