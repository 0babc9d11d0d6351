import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { Picture } from "../picture/picture";
import * as styles from "./logo-carousel.module.scss";

export interface LogoItem {
  name: string;
  image: IGatsbyImageData;
}

export interface LogoCarouselProps {
  logos: readonly LogoItem[];
  /** Accessible name of the logo list. */
  label: string;
  /** Scroll the other way, so two carousels on one page do not move in step. */
  reverse?: boolean;
}

const LogoList = ({ logos, copy }: { logos: readonly LogoItem[]; copy?: boolean }) => (
  <ul className={styles.list} aria-hidden={copy || undefined}>
    {logos.map((logo) => (
      <li key={logo.name} className={styles.logo}>
        <Picture image={logo.image} alt={copy ? "" : logo.name} fit="contain" />
      </li>
    ))}
  </ul>
);

/**
 * An endless row of logos. The list is drawn twice so the CSS animation can
 * loop seamlessly; it pauses on hover or focus and stands still (wrapping)
 * under reduced motion.
 */
export function LogoCarousel({ logos, label, reverse }: LogoCarouselProps): React.ReactElement {
  return (
    <div className={styles.viewport} role="region" aria-label={label}>
      <div className={`${styles.track} ${reverse ? styles.reverse : ""}`}>
        <LogoList logos={logos} />
        <LogoList logos={logos} copy />
      </div>
    </div>
  );
}
