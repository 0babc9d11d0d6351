/**
 * A confirmation's cancel link, followed (issue 42), as pure functions: the token a request names, where the
 * database's answer sends the visitor, and the page for a link that names no registration. The link works in one
 * step and without script: the event's page shows the outcome (`:target`, src/lib/registration-links.ts).
 */
import {
  CANCEL_TOKEN_PARAMETER,
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

/** The page for a link that names no registration: what to do instead. */
export const unknownLinkPage = (): string => {
  const { contactEmail } = textsJson.site;
  return functionPage(
    UNKNOWN_CANCEL_LINK.title,
    `<h1>${escapeHtml(UNKNOWN_CANCEL_LINK.title)}</h1>
<p>${escapeHtml(UNKNOWN_CANCEL_LINK.text)} <a href="mailto:${escapeHtml(contactEmail)}">${escapeHtml(contactEmail)}</a>.</p>`,
  );
};
