import React from "react";
import * as styles from "./embed-player.module.scss";

export interface EmbedPlayerProps {
  src: string;
  title: string;
  /** Height in CSS pixels; the width follows the container. */
  height: number;
  /** Defer loading until the player nears the viewport. */
  lazy?: boolean;
}

/** A third-party audio player in an iframe, sized up front so it never shifts the layout. */
export function EmbedPlayer({ src, title, height, lazy }: EmbedPlayerProps): React.ReactElement {
  return (
    <iframe
      className={styles.player}
      src={src}
      title={title}
      height={height}
      style={{ height }}
      loading={lazy ? "lazy" : undefined}
      allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
    />
  );
}
