import React from "react";
import { REGISTRATION_REFUSALS } from "../../forms/submit";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./event-notice.module.scss";

export const EVENT_PAST_TEXT = REGISTRATION_REFUSALS.EVPST.message;
const FULL_TEXT = REGISTRATION_REFUSALS.EVFUL.message;
const CONTACT_WORDS = "Contact us";

/** Where a visitor goes from a past event: its community's upcoming events, or every event. */
export interface UpcomingEventsLink {
  href: string;
  label: string;
}

/** Shown in place of registration and 'Add to calendar' once an event is over. */
export function EventPastNotice({
  upcoming,
  tone = "light",
}: {
  upcoming: UpcomingEventsLink;
  tone?: "dark" | "light";
}): React.ReactElement {
  return (
    <p className={`${styles.notice} ${styles[tone]}`} data-event-notice="past">
      {EVENT_PAST_TEXT} <SmartLink href={upcoming.href}>{upcoming.label}</SmartLink>
    </p>
  );
}

/** In place of the registration form when no seat is left; 'Contact us' leads to /contact. */
export function EventFullNotice({ alert = false }: { alert?: boolean }): React.ReactElement {
  const [before, after] = FULL_TEXT.split(CONTACT_WORDS);
  return (
    <p className={`${styles.notice} ${styles.light}`} role={alert ? "alert" : undefined} data-event-notice="full">
      {before}
      <SmartLink href="/contact">{CONTACT_WORDS}</SmartLink>
      {after}
    </p>
  );
}
