/**
 * A registration's cancel link (issue 42), shared by the site (its routes and the event page's notices), the
 * notifications sender (the link in every confirmation) and the Edge Function submit-form (which follows it), so
 * the three agree on one address and one answer. Copied into supabase/functions/_shared by the build
 * (src/node/edge-function-files.ts): pure, no imports.
 */

/** The site's address the host passes to submit-form (GET, `?token=`), as the forms' addresses are passed. */
export const CANCEL_REGISTRATION_ACTION = "/registrations/cancel";

/** The query parameter that holds the registration's cancel token. */
export const CANCEL_TOKEN_PARAMETER = "token";

/** The confirmation's link for one registration, on the site at `siteUrl` (no trailing slash). */
export const cancelLink = (siteUrl: string, token: string): string =>
  `${siteUrl}${CANCEL_REGISTRATION_ACTION}?${CANCEL_TOKEN_PARAMETER}=${encodeURIComponent(token)}`;

/**
 * What following the link did, as `public.cancel_registration` answers, and the fragment of the event's page each
 * answer leads to: the page shows that notice with no script at all (`:target`). An event that has ended shows
 * its own notice, so it needs none.
 */
export const CANCELLATION_NOTICES = {
  cancelled: { anchor: "registration-cancelled", text: "Your registration is cancelled." },
  already_cancelled: { anchor: "registration-already-cancelled", text: "This registration was already cancelled." },
} as const;

export type CancellationStatus = keyof typeof CANCELLATION_NOTICES | "past" | "unknown";

/** The page for a link no registration answers to (mistyped, cut short by a mail program, or its data deleted). */
export const UNKNOWN_CANCEL_LINK = {
  title: "This link is not valid",
  text: "It does not match a registration. It may have been cut short: use the whole link in your confirmation email, or email us at",
} as const;

/**
 * Asked of a request for the link that is not a browser opening it (no `Sec-Fetch-Mode: navigate`): a mail
 * scanner or a link preview fetching it must not cancel, so it gets this button, which a person can still press.
 */
export const CONFIRM_CANCEL = {
  title: "Cancel your registration",
  button: "Cancel my registration",
} as const;
