import { object } from "yup";
import { mustAgree, optional, requiredEmail, requiredText, trimmed } from "./rules";

export const REGISTRATION_TABLE = "event_registrations";

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

export const registrationSchema = object({
  first_name: requiredText("First name is required"),
  last_name: requiredText("Last name is required"),
  email: requiredEmail(),
  privacy_agreed: mustAgree("You must agree to the privacy policy"),
});

export interface RegistrationEvent {
  eventId?: string | null;
  eventTitle?: string | null;
}

/** The row inserted into event_registrations. */
export const toRegistrationRow = (values: RegistrationValues, { eventId, eventTitle }: RegistrationEvent) => ({
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
  // Always empty when sent (a filled honeypot is never sent); the database refuses anything else.
  nickname: values.nickname,
});
