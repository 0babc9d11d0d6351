import React, { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion";
import { Icon } from "../icon/icon";
import * as styles from "./hero-video.module.scss";

export interface VideoSource {
  src: string;
  type: string;
}

export interface HeroVideoProps {
  sources: readonly VideoSource[];
  poster: string;
  /** Describes the loop for screen readers; the video itself is decorative. */
  label: string;
}

/**
 * A muted looping hero video. It starts from script rather than the autoplay
 * attribute so that visitors who prefer reduced motion only ever see the
 * poster; a pause button lets anyone stop it.
 */
export function HeroVideo({ sources, poster, label }: HeroVideoProps): React.ReactElement {
  const video = useRef<HTMLVideoElement>(null);
  const reduced = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (reduced) {
      element.pause();
      return;
    }
    element.play().catch(() => setPlaying(false));
  }, [reduced]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <figure className={styles.frame}>
      <video
        ref={video}
        className={styles.video}
        poster={poster}
        muted
        loop
        playsInline
        preload={reduced ? "none" : "auto"}
        aria-hidden="true"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <figcaption className="visually-hidden">{label}</figcaption>
      <button type="button" className={styles.toggle} onClick={toggle} aria-pressed={!playing}>
        <Icon name={playing ? "pause" : "play"} size={16} />
        <span className="visually-hidden">Pause background video</span>
      </button>
    </figure>
  );
}
