import React from "react";
import { CANCELLATION_NOTICES } from "../../lib/registration-links";
import * as styles from "./cancellation-notices.module.scss";

/**
 * What a confirmation's cancel link did (issue 42): submit-form sends the visitor to the event's page at one of these
 * fragments, and that notice shows (`:target`) with no script at all, above the seats and the form, so a guest who
 * changes their mind can register again.
 */
export function CancellationNotices(): React.ReactElement {
  return (
    <>
      {Object.values(CANCELLATION_NOTICES).map(({ anchor, text }) => (
        <p key={anchor} id={anchor} className={styles.notice} role="status" tabIndex={-1}>
          {text}
        </p>
      ))}
    </>
  );
}
