import { Formik } from "formik";
import React, { useState } from "react";
import { REGISTRATION_LIMITS } from "../../forms/limits";
import { formAction } from "../../forms/no-script";
import { REGISTRATION_NOTICES, WAITING_LIST_FORM } from "../../lib/registration-links";
import {
  initialRegistrationValues,
  REGISTRATION_FIELD_MESSAGES,
  REGISTRATION_SUCCESS,
  REGISTRATION_TABLE,
  registrationSchema,
  toRegistrationRow,
  type RegistrationValues,
} from "../../forms/registration-schema";
import { useTableSubmission } from "../../forms/use-table-submission";
import { liveSeats } from "../event-meta/live-seats";
import { EventFullNotice } from "../event-notice/event-notice";
import {
  CheckboxField,
  FormShell,
  FormSuccess,
  Honeypot,
  SubmitButton,
  TextAreaField,
  TextField,
  type SiteContact,
} from "../form-controls/form-controls";
import * as styles from "./event-registration-form.module.scss";

export interface EventRegistrationFormProps {
  /** The form element's id (`event-{id}` on event pages, `future-hr-reg` on the landing page). */
  formId: string;
  /** Stored with the registration to say which event it is for. */
  eventId: string;
  eventTitle: string;
  /** The event page's path: where a registration posted without script returns to (its `#registered`). */
  returnTo: string;
  /** The site's e-mail address and phone number, offered when the form cannot be used or fails. */
  contact: SiteContact;
  /** A full event's form: the same fields put the visitor on its waiting list. */
  waitingList?: boolean;
}

/** Registration for an upcoming event, or a place on a full one's waiting list, writing to event_registrations. */
export function EventRegistrationForm({
  formId,
  eventId,
  eventTitle,
  returnTo,
  contact,
  waitingList = false,
}: EventRegistrationFormProps): React.ReactElement {
  const { banner, refusal, submit } = useTableSubmission(REGISTRATION_TABLE, REGISTRATION_FIELD_MESSAGES);
  // The confirmation stays until the visitor leaves the page (issue 31, on purpose unlike spec §6's 3 s): an
  // empty form in its place read as if the registration had been lost.
  const [confirmed, setConfirmed] = useState(false);

  if (confirmed) {
    return waitingList ? (
      <FormSuccess className={styles.confirmed}>
        <p>{REGISTRATION_NOTICES.waiting.text}</p>
      </FormSuccess>
    ) : (
      <FormSuccess className={styles.confirmed}>
        <h3 className={styles.title}>{REGISTRATION_SUCCESS.title}</h3>
        <p>{REGISTRATION_SUCCESS.text}</p>
      </FormSuccess>
    );
  }

  // The database refused for want of a seat: no later submit can succeed, so the form gives way to the notice.
  if (refusal === "event-full") return <EventFullNotice alert />;

  return (
    <Formik<RegistrationValues>
      initialValues={initialRegistrationValues}
      validationSchema={registrationSchema}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={async (values, { setErrors }) => {
        const row = values.nickname ? null : toRegistrationRow(values, { eventId, eventTitle, waitingList });
        if (!(await submit(row, setErrors))) return;
        setConfirmed(true);
        // The page's 'N/M registered' counts this seat at once, read again from the database.
        if (row) void liveSeats(document, { figuresOnly: true });
      }}
    >
      <FormShell
        formId={formId}
        banner={banner}
        label={waitingList ? WAITING_LIST_FORM.label.replace("{event}", eventTitle) : `Register for ${eventTitle}`}
        contact={contact}
        action={formAction("registration")}
      >
        {/* What a post without script tells the server (the island sends them from its props). */}
        <input type="hidden" name="event_id" defaultValue={eventId} />
        <input type="hidden" name="event_title" defaultValue={eventTitle} />
        <input type="hidden" name="return_to" defaultValue={returnTo} />
        {waitingList && <input type="hidden" name={WAITING_LIST_FORM.field} defaultValue="true" />}
        <TextField
          formId={formId}
          name="first_name"
          label="First name"
          required
          autoComplete="given-name"
          maxLength={REGISTRATION_LIMITS.first_name}
        />
        <TextField
          formId={formId}
          name="last_name"
          label="Last name"
          required
          autoComplete="family-name"
          maxLength={REGISTRATION_LIMITS.last_name}
        />
        <TextField
          formId={formId}
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={REGISTRATION_LIMITS.email}
        />
        <TextField
          formId={formId}
          name="mobile"
          label="Mobile"
          type="tel"
          autoComplete="tel"
          maxLength={REGISTRATION_LIMITS.mobile}
        />
        <TextField
          formId={formId}
          name="job_title"
          label="Job title"
          autoComplete="organization-title"
          maxLength={REGISTRATION_LIMITS.job_title}
        />
        <TextField
          formId={formId}
          name="company"
          label="Company"
          autoComplete="organization"
          maxLength={REGISTRATION_LIMITS.company}
        />
        <TextAreaField
          formId={formId}
          name="challenge"
          label="What challenge would you like to discuss?"
          rows={4}
          maxLength={REGISTRATION_LIMITS.challenge}
        />
        <CheckboxField formId={formId} name="privacy_agreed" required>
          I agree to the <a href="/privacy-notice">privacy policy</a>.
        </CheckboxField>
        <Honeypot formId={formId} name="nickname" />
        <SubmitButton label={waitingList ? WAITING_LIST_FORM.button : "Register now"} busyLabel="Submitting..." />
      </FormShell>
    </Formik>
  );
}
