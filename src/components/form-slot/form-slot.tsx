import React from "react";
import * as styles from "./form-slot.module.scss";

export interface FormSlotProps {
  /** Which form belongs here, e.g. "contact". */
  kind: string;
  title: string;
  intro?: string | null;
}

/**
 * Stands where a form from the forms work will go, so pages can be built and
 * reviewed before it lands; swapping it for the real form is a one-line change.
 */
export function FormSlot({ kind, title, intro }: FormSlotProps): React.ReactElement {
  return (
    <div className={styles.slot} data-form-slot={kind}>
      <h2 className={styles.title}>{title}</h2>
      {intro && <p>{intro}</p>}
      <p className={styles.note}>The {kind} form will appear here.</p>
    </div>
  );
}
