import { backendConfig } from "../lib/backend-config";

/**
 * Forms without JavaScript (issue 31): each form also posts, as plain HTML, to an address of the site that the
 * host passes to the Edge Function submit-form (supabase/functions/submit-form; nginx's configuration is written
 * with it, src/node/hosting). The island still takes the submit over wherever script runs.
 */
export const FORM_ACTIONS = { contact: "/forms/contact", registration: "/forms/registration" } as const;

export type FormKind = keyof typeof FORM_ACTIONS;

/** The fragment of an event page that shows a registration confirmation without script (`:target`). */
export const REGISTERED_ANCHOR = "registered";

/** Where the form posts, or null on a site built without a backend: it then says so and offers the address. */
export const formAction = (kind: FormKind): string | null => (backendConfig() ? FORM_ACTIONS[kind] : null);

/** The button of a form that cannot send (no backend configured), and the note that replaces posting. */
export const UNAVAILABLE_BUTTON = "Sending unavailable";
export const UNAVAILABLE_NOTE = "This form cannot send messages at the moment. Please email us at";
