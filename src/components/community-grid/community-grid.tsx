import React from "react";
import { communityCardHref } from "../../routes";
import { Icon } from "../icon/icon";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./community-grid.module.scss";

export interface CommunityCardData {
  slug: string;
  name: string;
  description: string;
  targetAudience: string;
  colour?: string | null;
  memberCount: number;
  upcomingCount: number;
  externalUrl?: string | null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function CommunityCard({ community }: { community: CommunityCardData }): React.ReactElement {
  const accent = (community.colour && styles[community.colour]) || styles.blue;
  return (
    <article className={`${styles.card} ${accent}`}>
      <h3 className={styles.name}>{community.name}</h3>
      <p className={styles.description}>{community.description}</p>
      <ul className={styles.counts}>
        <li>
          <Icon name="users" size={18} />
          {plural(community.memberCount, "contributor", "contributors")}
        </li>
        <li>
          <Icon name="calendar" size={18} />
          {plural(community.upcomingCount, "upcoming event", "upcoming events")}
        </li>
      </ul>
      <p className={styles.audience}>
        <strong>Who&apos;s invited:</strong> {community.targetAudience}
      </p>
      <SmartLink href={communityCardHref(community)} className={styles.link}>
        Explore community
        <span className="visually-hidden">: {community.name}</span>
        <Icon name="arrow-right" size={18} />
      </SmartLink>
    </article>
  );
}

/** The communities with their counts; takes plain props so fresher counts can replace the built ones. */
export function CommunityGrid({ communities }: { communities: readonly CommunityCardData[] }): React.ReactElement {
  return (
    <ul className={styles.grid}>
      {communities.map((community) => (
        <li key={community.slug}>
          <CommunityCard community={community} />
        </li>
      ))}
    </ul>
  );
}
