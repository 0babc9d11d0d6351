import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { ImageFallback } from "../image-fallback/image-fallback";
import { Picture } from "../picture/picture";
import * as styles from "./company-logo.module.scss";

export interface CompanyLogoProps {
  name: string;
  image?: IGatsbyImageData | null;
  className?: string;
  /** What stands in when the logo is missing or fails to load: nothing, or the company name as text. */
  fallback?: "hide" | "name";
}

/** A company's logo that never shows as a broken image. */
export function CompanyLogo({
  name,
  image,
  className,
  fallback = "hide",
}: CompanyLogoProps): React.ReactElement | null {
  const stand = fallback === "name" && (
    <span className={`${styles.name} ${className ?? ""}`} data-testid="company-name">
      {name}
    </span>
  );
  if (!image) return stand || null;
  return (
    <ImageFallback
      candidates={[
        <Picture
          key="logo"
          image={image}
          alt={`${name} logo`}
          fit="contain"
          className={`${styles.logo} ${className ?? ""}`}
        />,
        stand,
      ]}
    />
  );
}
