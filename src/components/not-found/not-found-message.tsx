import React, { useEffect, useState } from "react";
import { GENERIC_NOT_FOUND, NOT_FOUND_ACTIONS, notFoundContent } from "./not-found-content";
import { ButtonRow } from "../button-link/button-link";
import { Hero } from "../hero/hero";

export interface NotFoundMessageProps {
  /** The communities, to name the one a missing event's address points into. */
  communities: readonly { slug: string; name: string }[];
}

/**
 * What the 404 page says: the host answers every unknown address with the one built page, and only the browser
 * knows which address that was, so this island hydrates at once and then says what is missing (a community, an
 * event, or any page) with the way back, in the page's title too.
 */
export function NotFoundMessage({ communities }: NotFoundMessageProps): React.ReactElement {
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => setPathname(window.location.pathname), []);
  const content = pathname === null ? GENERIC_NOT_FOUND : notFoundContent(pathname, communities);
  useEffect(() => {
    if (content !== GENERIC_NOT_FOUND) document.title = document.title.replace(GENERIC_NOT_FOUND.title, content.title);
  }, [content]);
  return (
    <Hero eyebrow="404" title={content.title} subtitle={<p>{content.message}</p>}>
      <ButtonRow primary="light" secondary="ghost" actions={content.back ? [content.back] : NOT_FOUND_ACTIONS} />
    </Hero>
  );
}
