import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { Icon } from "../icon/icon";
import { ImageFallback } from "../image-fallback/image-fallback";
import { Picture } from "../picture/picture";
import * as styles from "./cover-image.module.scss";

export interface CoverImageProps {
  image?: IGatsbyImageData | null;
  alt: string;
  /** Icon of the neutral panel shown when there is no image or it fails to load. */
  fallbackIcon?: string;
  /** In a hero, the image is the page's largest content on a phone: fetched at once, not when near the viewport. */
  priority?: boolean;
}

export function CoverImage({
  image,
  alt,
  fallbackIcon = "calendar",
  priority = false,
}: CoverImageProps): React.ReactElement {
  const panel = (
    <div key="panel" className={styles.fallback} data-testid="cover-fallback">
      <Icon name={fallbackIcon} size={64} />
    </div>
  );
  if (!image) return panel;
  return (
    <ImageFallback
      candidates={[<Picture key="cover" image={image} alt={alt} className={styles.image} priority={priority} />, panel]}
    />
  );
}
