// Generated from src/lib/registration-links.ts by the build (src/node/edge-function-files.ts): edit that file, not this one.
/**
 * A registration's links (issue 42), shared by the site (its routes and the event page's notices), the
 * notifications sender (the links in its mails) and the Edge Function submit-form (which follows them), so the
 * three agree on one address and one answer. Copied into supabase/functions/_shared by the build
 * (src/node/edge-function-files.ts): pure, no imports.
 *
 * Both links carry the registration's token (a random UUID only its own mails hold) and act in one step: the
 * cancel link in every confirmation frees the seat (or leaves the waiting list); the claim link in a waiting list
 * offer takes the seat offered.
 */

/** The site's addresses the host passes to submit-form (GET, `?token=`), as the forms' addresses are passed. */
export const LINK_ACTIONS = { cancel: "/registrations/cancel", claim: "/registrations/claim" } as const;

export type LinkKind = keyof typeof LINK_ACTIONS;

export const CANCEL_REGISTRATION_ACTION = LINK_ACTIONS.cancel;

/** The query parameter that holds the registration's token. */
export const TOKEN_PARAMETER = "token";

/** A link of one registration, on the site at `siteUrl` (no trailing slash). */
export const registrationLink = (kind: LinkKind, siteUrl: string, token: string): string =>
  `${siteUrl}${LINK_ACTIONS[kind]}?${TOKEN_PARAMETER}=${encodeURIComponent(token)}`;

export const cancelLink = (siteUrl: string, token: string): string => registrationLink("cancel", siteUrl, token);

/**
 * What following a link did, as `public.cancel_registration` and `public.claim_seat` answer, and the fragment of
 * the event's page each answer leads to: the page shows that notice with no script at all (`:target`). `waiting`
 * is also where a visitor who joined the waiting list without script lands. An event that has ended shows its own
 * notice, so `past` needs none.
 */
export const REGISTRATION_NOTICES = {
  cancelled: { anchor: "registration-cancelled", text: "Your registration is cancelled." },
  already_cancelled: { anchor: "registration-already-cancelled", text: "This registration was already cancelled." },
  claimed: { anchor: "seat-claimed", text: "The seat is yours. Your registration is confirmed." },
  expired: { anchor: "offer-expired", text: "This offer has expired." },
  waiting: {
    anchor: "on-waiting-list",
    text: "You are on the waiting list. We will email you if a seat becomes free.",
  },
} as const;

export type LinkStatus = keyof typeof REGISTRATION_NOTICES | "past" | "unknown";

/** The page for a link no registration answers to (mistyped, cut short by a mail program, or its data deleted). */
export const UNKNOWN_LINK = {
  title: "This link is not valid",
  text: "It does not match a registration. It may have been cut short: use the whole link in your email, or email us at",
} as const;

/** A full event's registration form, which puts the visitor on its waiting list (its confirmation: `waiting`). */
export const WAITING_LIST_FORM = {
  button: "Join the waiting list",
  label: "Join the waiting list for {event}",
  /** The hidden field the form posts, and the row's column. */
  field: "waiting_list",
} as const;

/**
 * Asked of a request for a link that is not a browser opening it (no `Sec-Fetch-Mode: navigate`): a mail scanner
 * or a link preview fetching it must not act, so it gets this button, which a person can still press.
 */
export const CONFIRM_LINK = {
  cancel: { title: "Cancel your registration", button: "Cancel my registration" },
  claim: { title: "Claim your seat", button: "Claim my seat" },
} as const;
