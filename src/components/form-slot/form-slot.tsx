import { graphql, useStaticQuery } from "gatsby";
import React from "react";
import { REGISTERED_ANCHOR } from "../../forms/no-script";
import { REGISTRATION_SUCCESS } from "../../forms/registration-schema";
import { Island } from "../island/island";
import * as styles from "./form-slot.module.scss";

export type FormSlotProps =
  | { kind: "contact" }
  | {
      kind: "registration";
      formId: string;
      eventId: string;
      eventTitle: string;
      pagePath: string;
      /** A full event's form, which puts the visitor on its waiting list. */
      waitingList?: boolean;
    };

/**
 * Where a page puts one of the site's forms: the contact form, or the registration form of one event, as an
 * island hydrated on first use (focus, touch or pointer): until then it is the server's form, and its code
 * (Formik, Yup and the fields) loads only then. The data attributes name the form for end-to-end tests.
 */
export function FormSlot(props: FormSlotProps): React.ReactElement {
  const { siteJson } = useStaticQuery<Queries.FormContactQuery>(graphql`
    query FormContact {
      siteJson {
        contactEmail
        contactPhone
      }
    }
  `);
  const contact = { email: siteJson?.contactEmail ?? "", phone: siteJson?.contactPhone ?? "" };
  if (props.kind === "contact") {
    return (
      <Island
        name="contact-form"
        when="interaction"
        props={{ contact }}
        className={styles.slot}
        data-form-slot="contact"
      />
    );
  }
  const { formId, eventId, eventTitle, pagePath, waitingList = false } = props;
  const form = (
    <Island
      name="event-registration-form"
      when="interaction"
      props={{ formId, eventId, eventTitle, returnTo: pagePath, contact, waitingList }}
      className={styles.slot}
      data-form-slot={waitingList ? "waiting-list" : "registration"}
      data-form-id={formId}
      data-event-id={eventId}
    />
  );
  // A place on the waiting list posted without script returns to the page's notice (RegistrationNotices).
  if (waitingList) return form;
  return (
    <>
      {/* A registration posted without script returns to `{page}#registered`: this confirmation then shows in
          place of the form (:target), with no script at all. */}
      <div id={REGISTERED_ANCHOR} className={styles.registered} role="status" tabIndex={-1}>
        <h3 className={styles.registeredTitle}>{REGISTRATION_SUCCESS.title}</h3>
        <p>{REGISTRATION_SUCCESS.text}</p>
      </div>
      {form}
    </>
  );
}
