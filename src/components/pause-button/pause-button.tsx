import React from "react";
import { useEnhanced } from "../../hooks/use-enhanced";
import { Icon } from "../icon/icon";
import * as styles from "./pause-button.module.scss";

export interface PauseButtonProps {
  paused: boolean;
  onToggle: () => void;
  /** What moves, for the accessible name: "testimonials" gives "Pause testimonials" / "Play testimonials". */
  subject: string;
  /** `dark` on a dark band. */
  tone?: "light" | "dark";
  className?: string;
}

/**
 * The visible pause/play control of something that moves by itself (WCAG 2.2.2). Its visible word starts
 * the accessible name (2.5.3). Hidden under reduced motion, where nothing moves; kept in the static HTML so
 * the layout does not shift when React runs, but invisible until then: without JavaScript it could do nothing
 * (and what it controls does not move).
 */
export function PauseButton({
  paused,
  onToggle,
  subject,
  tone = "light",
  className = "",
}: PauseButtonProps): React.ReactElement {
  const enhanced = useEnhanced();
  const action = paused ? "Play" : "Pause";
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[tone]} ${enhanced ? "" : styles.inert} ${className}`}
      onClick={onToggle}
    >
      <Icon name={paused ? "play" : "pause"} size={16} />
      <span>
        {action}
        <span className="visually-hidden"> {subject}</span>
      </span>
    </button>
  );
}
