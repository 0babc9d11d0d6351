import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React, { useCallback, useEffect, useRef, useState } from "react";
import * as styles from "./avatar.module.scss";
import { initialsOf } from "./initials";

export interface AvatarProps {
  name: string;
  image?: IGatsbyImageData | null;
  /** Diameter in CSS pixels. */
  size?: number;
}

/**
 * GatsbyImage keeps the server-rendered <img> after hydration and does not
 * report its errors, and that image may already have failed before React
 * started. So we look at the element itself: broken already, or failing later.
 */
function useImageFailure(frame: React.RefObject<HTMLElement>, image: unknown, onFail: () => void): void {
  useEffect(() => {
    const img = frame.current?.querySelector("img[data-main-image]");
    if (!(img instanceof HTMLImageElement)) return undefined;
    if (img.getAttribute("src") && img.complete && img.naturalWidth === 0) {
      onFail();
      return undefined;
    }
    img.addEventListener("error", onFail);
    return () => img.removeEventListener("error", onFail);
  }, [frame, image, onFail]);
}

/** A round headshot that becomes a circle with up to two initials when the photo is missing or fails. */
export function Avatar({ name, image, size = 96 }: AvatarProps): React.ReactElement {
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLSpanElement>(null);
  const fail = useCallback(() => setFailed(true), []);
  useImageFailure(frame, image, fail);
  const style = { width: size, height: size, fontSize: size / 2.6 };
  if (!image || failed) {
    return (
      <span className={styles.initials} style={style} role="img" aria-label={name} data-testid="avatar-initials">
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <span ref={frame} className={styles.frame}>
      <GatsbyImage image={image} alt={name} className={styles.photo} style={style} onError={fail} />
    </span>
  );
}
