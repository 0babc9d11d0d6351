import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { ImageFallback } from "../image-fallback/image-fallback";
import { Picture } from "../picture/picture";
import * as styles from "./avatar.module.scss";
import { initialsOf } from "./initials";

export interface AvatarProps {
  name: string;
  image?: IGatsbyImageData | null;
  /** A neutral default photo shown when `image` is missing or fails (the event moderator's card). */
  fallbackImage?: IGatsbyImageData | null;
  /** Diameter in CSS pixels. */
  size?: number;
}

/**
 * A round headshot. When the photo is missing or fails it becomes the default photo if one is given, else (or
 * when that fails too) a circle with up to two initials. The person's name is always written beside it, so the
 * picture is decorative: repeating the name in its text alternative would make screen readers say it twice.
 */
export function Avatar({ name, image, fallbackImage, size = 96 }: AvatarProps): React.ReactElement {
  const style = { width: size, height: size, fontSize: size / 2.6 };
  const photos = [image, fallbackImage].filter((photo): photo is IGatsbyImageData => Boolean(photo));
  return (
    <ImageFallback
      candidates={[
        ...photos.map((photo) => <Picture key="photo" image={photo} alt="" className={styles.photo} style={style} />),
        <span key="initials" className={styles.initials} style={style} aria-hidden="true" data-testid="avatar-initials">
          {initialsOf(name)}
        </span>,
      ]}
    />
  );
}
