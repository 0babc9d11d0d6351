import { object } from "yup";
import { EMAIL_INVALID_MESSAGE, mustAgree, optional, requiredEmail, requiredName, trimmed } from "./rules";

export const REGISTRATION_TABLE = "event_registrations";

/** What a stored registration shows (spec §8), by the form or, without script, by the event page (`#registered`). */
export const REGISTRATION_SUCCESS = {
  title: "Registration Successful!",
  text: "Thank you for registering. You'll receive a confirmation email shortly with event details.",
} as const;

export interface RegistrationValues {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  job_title: string;
  company: string;
  challenge: string;
  privacy_agreed: boolean;
  /** The honeypot: hidden from people, filled in by bots. */
  nickname: string;
}

export const initialRegistrationValues: RegistrationValues = {
  first_name: "",
  last_name: "",
  email: "",
  mobile: "",
  job_title: "",
  company: "",
  challenge: "",
  privacy_agreed: false,
  nickname: "",
};

/** What each checked column's field says when its value is refused (spec §5), as for the contact form. */
export const REGISTRATION_FIELD_MESSAGES = {
  first_name: "First name is required",
  last_name: "Last name is required",
  email: EMAIL_INVALID_MESSAGE,
  privacy_agreed: "You must agree to the privacy policy",
} as const;

export const registrationSchema = object({
  first_name: requiredName(REGISTRATION_FIELD_MESSAGES.first_name),
  last_name: requiredName(REGISTRATION_FIELD_MESSAGES.last_name),
  email: requiredEmail(),
  privacy_agreed: mustAgree(REGISTRATION_FIELD_MESSAGES.privacy_agreed),
});

export interface RegistrationEvent {
  eventId?: string | null;
  eventTitle?: string | null;
  /** A full event's form: a place on its waiting list (20261127190000_waiting_list.sql). */
  waitingList?: boolean;
}

/** The row inserted into event_registrations. */
export const toRegistrationRow = (
  values: RegistrationValues,
  { eventId, eventTitle, waitingList = false }: RegistrationEvent,
) => ({
  first_name: trimmed(values.first_name),
  last_name: trimmed(values.last_name),
  email: trimmed(values.email),
  mobile: optional(values.mobile),
  job_title: optional(values.job_title),
  company: optional(values.company),
  challenge: optional(values.challenge),
  event_id: optional(eventId ?? ""),
  event_title: optional(eventTitle ?? ""),
  privacy_agreed: values.privacy_agreed,
  waiting_list: waitingList,
  // Always empty when sent (a filled honeypot is never sent); the database refuses anything else.
  nickname: values.nickname,
});
