import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { CompanyLogo } from "../company-logo/company-logo";
import * as styles from "./sponsored-by.module.scss";

export interface SponsoredByProps {
  /** e.g. 'This event is sponsored by' */
  label: string;
  name: string;
  image?: IGatsbyImageData | null;
}

/** A caption over the sponsor's logo; the sponsor's name stands in for a missing logo. */
export function SponsoredBy({ label, name, image }: SponsoredByProps): React.ReactElement {
  return (
    <div className={styles.sponsoredBy}>
      <p className={styles.label}>{label}</p>
      <CompanyLogo name={name} image={image} fallback="name" />
    </div>
  );
}
