import { backendConfig } from "../lib/backend-config";
import { FORM_ACTIONS, type FormKind } from "../routes";

/**
 * Forms without JavaScript (issue 31): each form also posts, as plain HTML, to an address of the site
 * (FORM_ACTIONS, in src/routes.ts with every address) that the host passes to the Edge Function submit-form. The
 * island still takes the submit over wherever script runs.
 */
export { FORM_ACTIONS };

/** The fragment of an event page that shows a registration confirmation without script (`:target`). */
export const REGISTERED_ANCHOR = "registered";

/** Where the form posts, or null on a site built without a backend: it then says so and offers the address. */
export const formAction = (kind: FormKind): string | null => (backendConfig() ? FORM_ACTIONS[kind] : null);

/** The button of a form that cannot send (no backend configured), and the note that replaces posting. */
export const UNAVAILABLE_BUTTON = "Sending unavailable";
export const UNAVAILABLE_NOTE = "This form cannot send messages at the moment. Please email us at";
