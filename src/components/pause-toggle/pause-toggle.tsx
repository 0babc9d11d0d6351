import React from "react";
import { Icon } from "../icon/icon";
import * as styles from "./pause-toggle.module.scss";

export interface PauseToggleProps {
  /** What moves, for the accessible name: "testimonials" gives "Pause testimonials". */
  subject: string;
  /** `dark` on a dark band. */
  tone?: "light" | "dark";
  className?: string;
  /** An island's own state (the testimonial carousel); without it the switch pauses by CSS alone. */
  paused?: boolean;
  onToggle?: () => void;
}

/**
 * The visible pause control of something that moves by itself (WCAG 2.2.2): a switch named 'Pause …', on while
 * paused. It is a native checkbox, so it works without script: switched on, it pauses every CSS animation marked
 * `data-motion` in its section (global.scss). Its visible word starts the accessible name (2.5.3). Hidden under
 * reduced motion, where nothing moves.
 */
export function PauseToggle({
  subject,
  tone = "light",
  className = "",
  paused,
  onToggle,
}: PauseToggleProps): React.ReactElement {
  const controlled = onToggle ? { checked: paused ?? false, onChange: onToggle } : {};
  return (
    <label className={`${styles.toggle} ${styles[tone]} ${className}`}>
      <input type="checkbox" role="switch" className={styles.input} data-pause-toggle {...controlled} />
      <Icon name="pause" size={16} />
      <span>
        Pause<span className="visually-hidden"> {subject}</span>
      </span>
    </label>
  );
}
