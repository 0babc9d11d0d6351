import React from "react";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./form-slot.module.scss";

export type FormSlotProps =
  { kind: "contact" } | { kind: "registration"; formId: string; eventId: string; eventTitle: string };

/**
 * Where the contact and event registration forms go. The forms arrive with the
 * forms work (ContactForm, EventRegistrationForm); swapping them in here puts
 * them on every community, event and landing page at once.
 */
export function FormSlot(props: FormSlotProps): React.ReactElement {
  return (
    <div
      className={styles.slot}
      data-form-slot={props.kind}
      data-form-id={props.kind === "registration" ? props.formId : undefined}
      data-event-id={props.kind === "registration" ? props.eventId : undefined}
    >
      <p className={styles.note}>
        {props.kind === "registration"
          ? `Registration for "${props.eventTitle}" opens here shortly. Until then, contact us to reserve your place.`
          : "Our contact form will be available here shortly. Until then, please use our contact page."}
      </p>
      <SmartLink className={styles.link} href="/contact">
        Contact us
      </SmartLink>
    </div>
  );
}
