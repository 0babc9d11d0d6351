import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { Avatar } from "../avatar/avatar";
import { Icon } from "../icon/icon";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./profile-card.module.scss";

export interface ProfileCardProps {
  name: string;
  role: string;
  bio: string;
  image?: IGatsbyImageData | null;
  profileUrl?: string | null;
}

/** A person the visitor will meet: photo (or initials), role and a short bio. */
export function ProfileCard({ name, role, bio, image, profileUrl }: ProfileCardProps): React.ReactElement {
  return (
    <article className={styles.card} data-person>
      <Avatar name={name} image={image} size={120} />
      <h3 className={styles.name} data-person-name>
        {name}
      </h3>
      <p className={styles.role} data-person-title>
        {role}
      </p>
      <p className={styles.bio}>{bio}</p>
      {profileUrl && (
        <SmartLink href={profileUrl} className={styles.profile}>
          <Icon name="linkedin" size={18} />
          Profile<span className="visually-hidden"> of {name}</span>
        </SmartLink>
      )}
    </article>
  );
}
