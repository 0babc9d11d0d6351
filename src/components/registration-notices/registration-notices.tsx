import React from "react";
import { REGISTRATION_NOTICES } from "../../lib/registration-links";
import * as styles from "./registration-notices.module.scss";

/**
 * What a registration's link just did (issue 42: cancelled, claimed an offered seat, an offer expired), or that a
 * visitor without script is on the waiting list: submit-form sends the visitor to the event's page at one of these
 * fragments, and that notice shows (`:target`) with no script at all, above the seats and the form.
 */
export function RegistrationNotices(): React.ReactElement {
  return (
    <>
      {Object.values(REGISTRATION_NOTICES).map(({ anchor, text }) => (
        <p key={anchor} id={anchor} className={styles.notice} role="status" tabIndex={-1}>
          {text}
        </p>
      ))}
    </>
  );
}
