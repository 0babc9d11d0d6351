import { object, string } from "yup";
import contactReasons from "./contact-reasons.json";
import contactTable from "./contact-table.json";
import {
  EMAIL_INVALID_MESSAGE,
  mustAgree,
  optional,
  requiredEmail,
  requiredName,
  requiredText,
  trimmed,
} from "./rules";

/**
 * contact_{product}; the migration creates the same name (a test checks). Kept out of data/site.json: it names a
 * table, not content, and importing site.json here would rebuild the site's bundles on every edit of the tagline.
 */
export const CONTACT_TABLE = contactTable.name;

/**
 * The reasons a visitor may give, code and label, in a JSON file of their own so the mails (Edge Function
 * supabase/functions/send-notifications) name the reason as the visitor chose it, from the same list.
 */
export const CONTACT_REASONS: readonly { value: string; label: string }[] = contactReasons;

export const REASON_PLACEHOLDER = "Please select a reason";

export interface ContactValues {
  full_name: string;
  email_address: string;
  phone_number: string;
  company: string;
  website: string;
  reason_for_contact: string;
  message: string;
  privacy_policy_agreed: boolean;
  /** The honeypot: hidden from people, filled in by bots. */
  nickname: string;
}

export const initialContactValues: ContactValues = {
  full_name: "",
  email_address: "",
  phone_number: "",
  company: "",
  website: "",
  reason_for_contact: "",
  message: "",
  privacy_policy_agreed: false,
  nickname: "",
};

/** What a sent contact request shows before the form moves on to the thank-you page (spec §8). */
export const CONTACT_SUCCESS = {
  title: "Thank you!",
  text: "Your message has been sent successfully. Redirecting you to our thank you page...",
} as const;

/**
 * What each checked column's field says when its value is refused (spec §5), by the browser or, should one slip
 * through, by the database's CHECK on that column (src/forms/submit.ts turns those into these field errors).
 */
export const CONTACT_FIELD_MESSAGES = {
  full_name: "Name is required",
  email_address: EMAIL_INVALID_MESSAGE,
  reason_for_contact: "Please select a reason for contact",
  message: "Message is required",
  privacy_policy_agreed: "You must agree to our privacy policy",
} as const;

export const contactSchema = object({
  full_name: requiredName(CONTACT_FIELD_MESSAGES.full_name),
  email_address: requiredEmail(),
  reason_for_contact: string()
    .required(CONTACT_FIELD_MESSAGES.reason_for_contact)
    .oneOf(
      CONTACT_REASONS.map((reason) => reason.value),
      CONTACT_FIELD_MESSAGES.reason_for_contact,
    ),
  message: requiredText(CONTACT_FIELD_MESSAGES.message),
  privacy_policy_agreed: mustAgree(CONTACT_FIELD_MESSAGES.privacy_policy_agreed),
});

/** The row inserted into CONTACT_TABLE. */
export const toContactRow = (values: ContactValues) => ({
  full_name: trimmed(values.full_name),
  email_address: trimmed(values.email_address),
  phone_number: optional(values.phone_number),
  company: optional(values.company),
  website: optional(values.website),
  reason_for_contact: values.reason_for_contact,
  message: trimmed(values.message),
  privacy_policy_agreed: values.privacy_policy_agreed,
  // Always empty when sent (a filled honeypot is never sent); the database refuses anything else.
  nickname: values.nickname,
});
