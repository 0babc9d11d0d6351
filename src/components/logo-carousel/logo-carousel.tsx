import React from "react";
import type { LogoItem } from "../../lib/image";
import { PauseToggle } from "../pause-toggle/pause-toggle";
import { Picture } from "../picture/picture";
import * as styles from "./logo-carousel.module.scss";

export type { LogoItem };

export interface LogoCarouselProps {
  logos: readonly LogoItem[];
  /** Accessible name of the logo list (a list, not a region: the section around it is usually named the same). */
  label: string;
  /** Scroll the other way, so two carousels on one page do not move in step. */
  reverse?: boolean;
}

const LogoList = ({ logos, label, copy }: { logos: readonly LogoItem[]; label?: string; copy?: boolean }) => (
  <ul className={styles.list} aria-label={label} aria-hidden={copy || undefined}>
    {logos.map((logo) => (
      <li key={logo.name} className={styles.logo}>
        <Picture image={logo.image} alt={copy ? "" : logo.name} fit="contain" />
      </li>
    ))}
  </ul>
);

/**
 * An endless row of logos, moved by CSS alone (no script): the list is drawn twice so the animation loops
 * seamlessly; it pauses on hover or focus, stops while its pause switch is on, and stands still (wrapping) under
 * reduced motion.
 */
export function LogoCarousel({ logos, label, reverse }: LogoCarouselProps): React.ReactElement {
  return (
    <>
      {/* data-marquee: the row runs past the edges by design (the reflow checks leave it out). */}
      <div className={styles.viewport} data-marquee>
        <div className={`${styles.track} ${reverse ? styles.reverse : ""}`} data-motion>
          <LogoList logos={logos} label={label} />
          <LogoList logos={logos} copy />
        </div>
      </div>
      <div className={`container ${styles.controls}`}>
        <PauseToggle subject={label} />
      </div>
    </>
  );
}
