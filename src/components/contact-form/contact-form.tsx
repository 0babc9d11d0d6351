import { Formik } from "formik";
import React, { useState } from "react";
import {
  CONTACT_FIELD_MESSAGES,
  CONTACT_REASONS,
  CONTACT_SUCCESS,
  CONTACT_TABLE,
  contactSchema,
  initialContactValues,
  REASON_PLACEHOLDER,
  toContactRow,
  type ContactValues,
} from "../../forms/contact-schema";
import { CONTACT_LIMITS } from "../../forms/limits";
import { formAction } from "../../forms/no-script";
import { useTableSubmission } from "../../forms/use-table-submission";
import { useDelayed } from "../../hooks/use-delayed";
import { loadPage } from "../../lib/page-load";
import { THANK_YOU_ROUTE } from "../../routes";
import {
  CheckboxField,
  FormShell,
  FormSuccess,
  Honeypot,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  type SiteContact,
} from "../form-controls/form-controls";
import * as styles from "./contact-form.module.scss";

/** How long the thank-you view shows before the visitor is taken to the thank-you page. */
export const REDIRECT_DELAY_MS = 2000;

export interface ContactFormProps {
  /** Prefix of the form's element ids; give each form on a page its own. */
  id?: string;
  /** The site's e-mail address and phone number, offered when the form cannot be used or fails. */
  contact: SiteContact;
}

/** The contact form of /contact, /get-started and the community pages, writing to contact_{product}. */
export function ContactForm({ id = "contact-request", contact }: ContactFormProps): React.ReactElement {
  const { banner, submit } = useTableSubmission(CONTACT_TABLE, CONTACT_FIELD_MESSAGES);
  const [sent, setSent] = useState(false);

  useDelayed(sent, REDIRECT_DELAY_MS, () => loadPage(THANK_YOU_ROUTE));

  if (sent) {
    return (
      <FormSuccess className={styles.sent}>
        <span className={styles.ring} aria-hidden="true" />
        <h3 className={styles.sentTitle}>{CONTACT_SUCCESS.title}</h3>
        <p>{CONTACT_SUCCESS.text}</p>
      </FormSuccess>
    );
  }

  return (
    <Formik<ContactValues>
      initialValues={initialContactValues}
      validationSchema={contactSchema}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={async (values, { setErrors }) => {
        if (await submit(values.nickname ? null : toContactRow(values), setErrors)) setSent(true);
      }}
    >
      <FormShell formId={id} banner={banner} label="Contact form" contact={contact} action={formAction("contact")}>
        <TextField
          formId={id}
          name="full_name"
          label="Full name"
          required
          autoComplete="name"
          maxLength={CONTACT_LIMITS.full_name}
        />
        <TextField
          formId={id}
          name="email_address"
          label="Email address"
          type="email"
          required
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email_address}
        />
        <TextField
          formId={id}
          name="phone_number"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          maxLength={CONTACT_LIMITS.phone_number}
        />
        <TextField
          formId={id}
          name="company"
          label="Company"
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.company}
        />
        <TextField
          formId={id}
          name="website"
          label="Website"
          type="url"
          autoComplete="url"
          maxLength={CONTACT_LIMITS.website}
          wide
        />
        <SelectField
          formId={id}
          name="reason_for_contact"
          label="Reason for contact"
          required
          placeholder={REASON_PLACEHOLDER}
          options={CONTACT_REASONS}
        />
        <TextAreaField formId={id} name="message" label="Message" required maxLength={CONTACT_LIMITS.message} />
        <CheckboxField formId={id} name="privacy_policy_agreed" required>
          I agree to the <a href="/privacy-notice">privacy policy</a> and to being contacted about my enquiry.
        </CheckboxField>
        <Honeypot formId={id} name="nickname" />
        <SubmitButton label="Send message" busyLabel="Sending message..." />
      </FormShell>
    </Formik>
  );
}
