import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { Picture } from "../picture/picture";
import * as styles from "./sponsor.module.scss";

export interface SponsorProps {
  name: string;
  logo: IGatsbyImageData | null | undefined;
  blurb: readonly string[];
}

/** The sponsor's logo beside its blurb; the name stands in when the logo is missing. */
export function Sponsor({ name, logo, blurb }: SponsorProps): React.ReactElement {
  return (
    <div className={styles.sponsor}>
      <div className={styles.logo}>
        {logo ? <Picture image={logo} alt={name} fit="contain" /> : <p className={styles.name}>{name}</p>}
      </div>
      <div className={styles.blurb}>
        {blurb.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
