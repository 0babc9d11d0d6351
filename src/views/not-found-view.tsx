import React from "react";
import { ButtonRow } from "../components/button-link/button-link";
import { Hero } from "../components/hero/hero";
import { NOT_FOUND_ACTIONS, type NotFoundContent } from "../lib/not-found";

/** The 404 page: what is missing, and the one way back or several places to continue. */
export function NotFoundView({ content }: { content: NotFoundContent }): React.ReactElement {
  return (
    <Hero eyebrow="404" title={content.title} subtitle={<p>{content.message}</p>}>
      <ButtonRow primary="light" secondary="ghost" actions={content.back ? [content.back] : NOT_FOUND_ACTIONS} />
    </Hero>
  );
}
