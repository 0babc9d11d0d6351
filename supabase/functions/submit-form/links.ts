/**
 * A registration's links followed (issue 42: the cancel link of a confirmation, the claim link of a waiting list
 * offer), as pure functions: the token a request names, whether a person's browser is opening it, where the
 * database's answer sends the visitor, and the pages for the other cases. A link works in one step and without
 * script: the event's page shows the outcome (`:target`, src/lib/registration-links.ts).
 */
import {
  CONFIRM_LINK,
  LINK_ACTIONS,
  type LinkKind,
  type LinkStatus,
  REGISTRATION_NOTICES,
  TOKEN_PARAMETER,
  UNKNOWN_LINK,
} from "../_shared/registration-links.ts";
import textsJson from "./texts.json" with { type: "json" };
import { escapeHtml, functionPage } from "./form.ts";

export const isLinkKind = (kind: string): kind is LinkKind => Object.prototype.hasOwnProperty.call(LINK_ACTIONS, kind);

/** The database function each link calls as anon. */
export const LINK_FUNCTIONS: Record<LinkKind, string> = { cancel: "cancel_registration", claim: "claim_seat" };

/** The database's tokens are UUIDs; anything else is answered without asking it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token the link carries, or null when it carries none a registration could have. */
export const tokenOf = (url: URL): string | null => {
  const token = url.searchParams.get(TOKEN_PARAMETER)?.trim() ?? "";
  return UUID.test(token) ? token.toLowerCase() : null;
};

/**
 * Whether a browser is opening the link for a person: a top-level navigation (Fetch Metadata, sent by every engine
 * the site supports), not a prefetch. Mail scanners and link previews send neither, and must not act.
 */
export const isPersonOpening = (headers: Headers): boolean =>
  headers.get("sec-fetch-mode") === "navigate" &&
  headers.get("sec-fetch-dest") === "document" &&
  !headers.has("sec-purpose") &&
  headers.get("purpose") !== "prefetch";

/** For a request that is not a person's browser opening the link: one button that follows it (a post). */
export const confirmPage = (kind: LinkKind, token: string): string => {
  const { title, button } = CONFIRM_LINK[kind];
  const action = `${LINK_ACTIONS[kind]}?${new URLSearchParams({ [TOKEN_PARAMETER]: token })}`;
  return functionPage(
    title,
    `<h1>${escapeHtml(title)}</h1>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">${escapeHtml(button)}</button>
</form>`,
  );
};

/** The database's answer to a link. */
export interface LinkAnswer {
  status: LinkStatus;
  page_path?: string | null;
}

/** claim_seat's 'cancelled' is a cancel link's 'already_cancelled': the registration was cancelled before. */
const noticeOf = (status: Exclude<LinkStatus, "past" | "unknown"> | "cancelled", kind: LinkKind) =>
  REGISTRATION_NOTICES[kind === "claim" && status === "cancelled" ? "already_cancelled" : status];

/** Where the answer sends the visitor: the event's page at the outcome's notice; null for an unknown link. */
export const linkLocation = (kind: LinkKind, { status, page_path }: LinkAnswer): string | null => {
  if (status === "unknown" || !page_path || !/^\/(?!\/)/.test(page_path)) return null;
  return status === "past" ? page_path : `${page_path}#${noticeOf(status, kind).anchor}`;
};

/**
 * The outcome on a page of its own, for an event whose page the database does not know (its content not synced):
 * the visitor still learns what the link did.
 */
export const outcomePage = (kind: LinkKind, status: Exclude<LinkStatus, "unknown">): string => {
  const text = status === "past" ? textsJson.banners.refusals.EVPST : noticeOf(status, kind).text;
  return functionPage(
    text,
    `<h1 role="status">${escapeHtml(text)}</h1>\n<p><a href="/">${escapeHtml(textsJson.site.brandName)}</a></p>`,
  );
};

/** The page for a link that names no registration: what to do instead. */
export const unknownLinkPage = (): string => {
  const { contactEmail } = textsJson.site;
  return functionPage(
    UNKNOWN_LINK.title,
    `<h1>${escapeHtml(UNKNOWN_LINK.title)}</h1>
<p>${escapeHtml(UNKNOWN_LINK.text)} <a href="mailto:${escapeHtml(contactEmail)}">${escapeHtml(contactEmail)}</a>.</p>`,
  );
};
