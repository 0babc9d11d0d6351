import React from "react";
import { ContactForm } from "../contact-form/contact-form";
import { EventRegistrationForm } from "../event-registration-form/event-registration-form";
import * as styles from "./form-slot.module.scss";

export type FormSlotProps =
  { kind: "contact" } | { kind: "registration"; formId: string; eventId: string; eventTitle: string };

/**
 * Where a page puts one of the site's forms: the contact form, or the registration form of one event. The data
 * attributes name the form for end-to-end tests.
 */
export function FormSlot(props: FormSlotProps): React.ReactElement {
  return (
    <div
      className={styles.slot}
      data-form-slot={props.kind}
      data-form-id={props.kind === "registration" ? props.formId : undefined}
      data-event-id={props.kind === "registration" ? props.eventId : undefined}
    >
      {props.kind === "registration" ? (
        <EventRegistrationForm formId={props.formId} eventId={props.eventId} eventTitle={props.eventTitle} />
      ) : (
        <ContactForm />
      )}
    </div>
  );
}
