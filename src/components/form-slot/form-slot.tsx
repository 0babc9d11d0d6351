import { graphql, useStaticQuery } from "gatsby";
import React, { lazy, useState } from "react";
import { Island } from "../island/island";
import * as styles from "./form-slot.module.scss";

// The forms (Formik, Yup and their fields) load only when a visitor starts using one: the server-rendered
// form is in the page from the start, and its island hydrates it on first focus, touch or hover.
const loadContactForm = () => import("../contact-form/contact-form");
const loadRegistrationForm = () => import("../event-registration-form/event-registration-form");
// The server render imports them directly: a lazy component there renders asynchronously, and react-helmet's
// global head state then loses the page's title and meta tags. Webpack drops the branch a stage does not take,
// which needs the condition written out in each place (it does not follow constants).
const ContactForm =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? (require("../contact-form/contact-form") as Awaited<ReturnType<typeof loadContactForm>>).ContactForm
    : lazy(() => loadContactForm().then((m) => ({ default: m.ContactForm })));
const EventRegistrationForm =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? (
        require("../event-registration-form/event-registration-form") as Awaited<
          ReturnType<typeof loadRegistrationForm>
        >
      ).EventRegistrationForm
    : lazy(() => loadRegistrationForm().then((m) => ({ default: m.EventRegistrationForm })));

export type FormSlotProps =
  { kind: "contact" } | { kind: "registration"; formId: string; eventId: string; eventTitle: string };

/**
 * Where a page puts one of the site's forms: the contact form, or the registration form of one event, in an
 * island hydrated on first use. The data attributes name the form for end-to-end tests; `data-form-ready`
 * appears once the form is interactive.
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
  const [ready, setReady] = useState(false);
  return (
    <Island
      when="interaction"
      onHydrated={() => setReady(true)}
      className={styles.slot}
      data-form-slot={props.kind}
      data-form-id={props.kind === "registration" ? props.formId : undefined}
      data-event-id={props.kind === "registration" ? props.eventId : undefined}
      data-form-ready={ready ? "true" : undefined}
    >
      {props.kind === "registration" ? (
        <EventRegistrationForm
          formId={props.formId}
          eventId={props.eventId}
          eventTitle={props.eventTitle}
          contact={contact}
        />
      ) : (
        <ContactForm contact={contact} />
      )}
    </Island>
  );
}
