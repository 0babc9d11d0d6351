import React from "react";
import { ENHANCE_ATTRIBUTE } from "../../lib/enhancement-markers";
import * as styles from "./image-fallback.module.scss";

/**
 * Pictures with their stand-ins, in order of preference: the first one that has not failed shows. The
 * `image-fallback` behaviour (`image-fallback.ts`) marks a candidate whose image fails to load; the stand-ins are
 * in the static HTML, hidden (a hidden lazy image is not fetched until it shows).
 */
export function ImageFallback({ candidates }: { candidates: readonly React.ReactNode[] }): React.ReactElement {
  const enhance = { [ENHANCE_ATTRIBUTE]: "image-fallback" };
  return (
    <span className={styles.chain} {...enhance}>
      {candidates.map((candidate, i) => (
        <span key={i} className={styles.candidate} data-candidate="">
          {candidate}
        </span>
      ))}
    </span>
  );
}
