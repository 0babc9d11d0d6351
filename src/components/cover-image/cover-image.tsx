import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { Picture } from "../picture/picture";
import { useImageFailed } from "../../hooks/use-image-failed";
import { Icon } from "../icon/icon";
import * as styles from "./cover-image.module.scss";

export interface CoverImageProps {
  image?: IGatsbyImageData | null;
  alt: string;
  /** Icon of the neutral panel shown when there is no image or it fails to load. */
  fallbackIcon?: string;
}

export function CoverImage({ image, alt, fallbackIcon = "calendar" }: CoverImageProps): React.ReactElement {
  const [ref, failed] = useImageFailed<HTMLDivElement>(image);
  if (!image || failed) {
    return (
      <div className={styles.fallback} data-testid="cover-fallback">
        <Icon name={fallbackIcon} size={64} />
      </div>
    );
  }
  return (
    <div ref={ref}>
      <Picture image={image} alt={alt} className={styles.image} />
    </div>
  );
}
