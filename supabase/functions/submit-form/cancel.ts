/**
 * A confirmation's cancel link, followed (issue 42), as pure functions: the token a request names, where the
 * database's answer sends the visitor, and the page for a link that names no registration. The link works in one
 * step and without script: the event's page shows the outcome (`:target`, src/lib/registration-links.ts).
 */
import {
  CANCEL_REGISTRATION_ACTION,
  CANCEL_TOKEN_PARAMETER,
  CONFIRM_CANCEL,
  CANCELLATION_NOTICES,
  type CancellationStatus,
  UNKNOWN_CANCEL_LINK,
} from "../_shared/registration-links.ts";
import textsJson from "./texts.json" with { type: "json" };
import { escapeHtml, functionPage } from "./form.ts";

/** The database's tokens are UUIDs; anything else is answered without asking it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token the link carries, or null when it carries none a registration could have. */
export const tokenOf = (url: URL): string | null => {
  const token = url.searchParams.get(CANCEL_TOKEN_PARAMETER)?.trim() ?? "";
  return UUID.test(token) ? token.toLowerCase() : null;
};

/**
 * Whether a browser is opening the link for a person: a top-level navigation (Fetch Metadata, sent by every engine
 * the site supports), not a prefetch. Mail scanners and link previews send neither, and must not cancel.
 */
export const isPersonOpening = (headers: Headers): boolean =>
  headers.get("sec-fetch-mode") === "navigate" &&
  headers.get("sec-fetch-dest") === "document" &&
  !headers.has("sec-purpose") &&
  headers.get("purpose") !== "prefetch";

/** For a request that is not a person's browser opening the link: one button that cancels (a post). */
export const confirmPage = (token: string): string =>
  functionPage(
    CONFIRM_CANCEL.title,
    `<h1>${escapeHtml(CONFIRM_CANCEL.title)}</h1>
<form method="post" action="${escapeHtml(`${CANCEL_REGISTRATION_ACTION}?${new URLSearchParams({ [CANCEL_TOKEN_PARAMETER]: token })}`)}">
<button type="submit">${escapeHtml(CONFIRM_CANCEL.button)}</button>
</form>`,
  );

/** `public.cancel_registration`'s answer. */
export interface CancelAnswer {
  status: CancellationStatus;
  page_path?: string | null;
}

/** Where the answer sends the visitor: the event's page at the outcome's notice; null for an unknown link. */
export const cancelLocation = ({ status, page_path }: CancelAnswer): string | null => {
  if (status === "unknown" || !page_path || !/^\/(?!\/)/.test(page_path)) return null;
  return status === "past" ? page_path : `${page_path}#${CANCELLATION_NOTICES[status].anchor}`;
};

/**
 * The outcome on a page of its own, for an event whose page the database does not know (its content not synced):
 * the guest still learns what the link did.
 */
export const outcomePage = (status: Exclude<CancellationStatus, "unknown">): string => {
  const text = status === "past" ? textsJson.banners.refusals.EVPST : CANCELLATION_NOTICES[status].text;
  return functionPage(
    text,
    `<h1 role="status">${escapeHtml(text)}</h1>\n<p><a href="/">${escapeHtml(textsJson.site.brandName)}</a></p>`,
  );
};

/** The page for a link that names no registration: what to do instead. */
export const unknownLinkPage = (): string => {
  const { contactEmail } = textsJson.site;
  return functionPage(
    UNKNOWN_CANCEL_LINK.title,
    `<h1>${escapeHtml(UNKNOWN_CANCEL_LINK.title)}</h1>
<p>${escapeHtml(UNKNOWN_CANCEL_LINK.text)} <a href="mailto:${escapeHtml(contactEmail)}">${escapeHtml(contactEmail)}</a>.</p>`,
  );
};
