import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React, { useState } from "react";
import * as styles from "./company-logo.module.scss";

export interface CompanyLogoProps {
  name: string;
  image?: IGatsbyImageData | null;
  className?: string;
}

/** A company's logo that disappears, rather than showing a broken image, when it is missing or fails to load. */
export function CompanyLogo({ name, image, className }: CompanyLogoProps): React.ReactElement | null {
  const [failed, setFailed] = useState(false);
  if (!image || failed) return null;
  return (
    <GatsbyImage
      image={image}
      alt={`${name} logo`}
      objectFit="contain"
      className={`${styles.logo} ${className ?? ""}`}
      onError={() => setFailed(true)}
    />
  );
}
