import { randomUUID } from "crypto";
import { FORM_ACTIONS } from "../../src/forms/no-script";
import type { EnginePage } from "./engine-pages";

/** The two forms, by the address they post to without script: the same form element once its island has run. */
export const CONTACT_FORM = `form[action="${FORM_ACTIONS.contact}"]`;
/** The event page's first such form is its registration (a full event's waiting list follows it). */
export const REGISTRATION_FORM = `form[action="${FORM_ACTIONS.registration}"]`;

/**
 * Fills the contact form of the open page with `message`, from an address of its own: one address may send
 * CONTACT_RATE_LIMIT_PER_HOUR requests an hour, in the browser tests too, and the other browser tests send from
 * theirs.
 */
export const fillContact = async (page: EnginePage, message: string): Promise<void> => {
  await page.type(`${CONTACT_FORM} [name=full_name]`, "Ada Lovelace");
  await page.type(`${CONTACT_FORM} [name=email_address]`, `ada.${randomUUID().slice(0, 8)}@example.com`);
  await page.select(`${CONTACT_FORM} [name=reason_for_contact]`, "partnership");
  await page.type(`${CONTACT_FORM} [name=message]`, message);
  // The form's one checkbox: the privacy policy's.
  await page.check(`${CONTACT_FORM} input[type=checkbox][required]`);
};

/** Fills the registration form of the open event page for a guest called `lastName`, from an address of its own. */
export const fillRegistration = async (page: EnginePage, lastName: string): Promise<void> => {
  await page.type(`${REGISTRATION_FORM} [name=first_name]`, "Alan");
  await page.type(`${REGISTRATION_FORM} [name=last_name]`, lastName);
  await page.type(`${REGISTRATION_FORM} [name=email]`, `alan.${randomUUID().slice(0, 8)}@example.com`);
  await page.check(`${REGISTRATION_FORM} input[type=checkbox][required]`);
};
