import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { Picture } from "../picture/picture";
import { useImageFailed } from "../../hooks/use-image-failed";
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
  const [ref, failed] = useImageFailed<HTMLSpanElement>(image);
  if (!image || failed) {
    return fallback === "name" ? (
      <span className={`${styles.name} ${className ?? ""}`} data-testid="company-name">
        {name}
      </span>
    ) : null;
  }
  return (
    <span ref={ref} className={styles.frame}>
      <Picture image={image} alt={`${name} logo`} fit="contain" className={`${styles.logo} ${className ?? ""}`} />
    </span>
  );
}
