import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { useState } from "react";
import { useEnhanced } from "../../hooks/use-enhanced";
import { Island } from "../island/island";
import { PauseButton } from "../pause-button/pause-button";
import { Picture } from "../picture/picture";
import * as styles from "./logo-carousel.module.scss";

export interface LogoItem {
  name: string;
  image: IGatsbyImageData;
}

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
 * An endless row of logos. The list is drawn twice so the CSS animation can loop seamlessly; it pauses on
 * hover or focus, stops at Pause until Play, and stands still (wrapping) under reduced motion. Without
 * JavaScript, where Pause could not work, it does not move: the row scrolls sideways instead.
 */
export function LogoCarousel(props: LogoCarouselProps): React.ReactElement {
  return (
    <Island when="visible">
      <Marquee {...props} />
    </Island>
  );
}

/** The moving row and its control; `LogoCarousel` hydrates them when they come into view. */
function Marquee({ logos, label, reverse }: LogoCarouselProps): React.ReactElement {
  const enhanced = useEnhanced();
  const [paused, setPaused] = useState(false);
  const motion = enhanced ? styles.moving : styles.still;
  return (
    <>
      {/* data-marquee: the row runs past the edges by design (the reflow checks leave it out). Still, it scrolls
          sideways: focusable then, so a keyboard can scroll it too (until the island hydrates, or without JS). */}
      <div className={`${styles.viewport} ${motion}`} data-marquee tabIndex={enhanced ? undefined : 0}>
        <div className={`${styles.track} ${reverse ? styles.reverse : ""} ${paused ? styles.paused : ""}`}>
          <LogoList logos={logos} label={label} />
          <LogoList logos={logos} copy />
        </div>
      </div>
      <div className={`container ${styles.controls}`}>
        <PauseButton paused={paused} onToggle={() => setPaused(!paused)} subject={label} />
      </div>
    </>
  );
}
