import React from "react";
import * as styles from "./prose.module.scss";

export interface ProseProps {
  paragraphs: readonly string[];
  align?: "center" | "start";
}

/** Running text at a readable measure. */
export function Prose({ paragraphs, align = "center" }: ProseProps): React.ReactElement {
  return (
    <div className={`${styles.prose} ${align === "center" ? styles.center : ""}`}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
