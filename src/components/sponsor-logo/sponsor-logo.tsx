import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { useImageFailed } from "../../hooks/use-image-failed";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./sponsor-logo.module.scss";

export interface SponsorLogoProps {
  name: string;
  image?: IGatsbyImageData | null;
  href?: string | null;
}

/** A sponsor's logo; the company name stands in when the logo is missing or fails to load. */
export function SponsorLogo({ name, image, href }: SponsorLogoProps): React.ReactElement {
  const [ref, failed] = useImageFailed<HTMLSpanElement>();
  const mark =
    image && !failed ? (
      <span ref={ref} className={styles.frame}>
        <GatsbyImage image={image} alt={name} objectFit="contain" />
      </span>
    ) : (
      <span className={styles.name} data-testid="sponsor-name">
        {name}
      </span>
    );
  return <span className={styles.logo}>{href ? <SmartLink href={href}>{mark}</SmartLink> : mark}</span>;
}

export interface SponsoredByProps extends SponsorLogoProps {
  label: string;
}

/** A caption such as 'This event is sponsored by' over the sponsor's logo. */
export function SponsoredBy({ label, ...logo }: SponsoredByProps): React.ReactElement {
  return (
    <div className={styles.sponsoredBy}>
      <p className={styles.label}>{label}</p>
      <SponsorLogo {...logo} />
    </div>
  );
}
