import React, { useEffect, useRef, useState } from "react";
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

/** Its sources apply only to visitors who have not asked for reduced motion: the others see the poster alone. */
const MOTION_OK = "(prefers-reduced-motion: no-preference)";

/**
 * A muted looping hero video that plays by itself without script; under reduced motion it has no source, so only
 * the poster shows (and nothing is downloaded). Its pause button needs React: an island.
 */
export function HeroVideo({ sources, poster, label }: HeroVideoProps): React.ReactElement {
  const video = useRef<HTMLVideoElement>(null);
  // It autoplays, so it is taken as playing until the element says otherwise.
  const [playing, setPlaying] = useState(true);
  useEffect(() => setPlaying(video.current ? !video.current.paused : false), []);

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
        autoPlay
        muted
        loop
        playsInline
        aria-hidden="true"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} media={MOTION_OK} />
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
