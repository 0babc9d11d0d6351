import React from "react";
import { ButtonLink } from "../components/button-link/button-link";
import { Hero } from "../components/hero/hero";

export interface ThankYouViewProps {
  page: NonNullable<Queries.ThankYouPageQuery["thankYouJson"]>;
}

/** Where the contact form leads once a message is sent, at /thank-you. */
export function ThankYouView({ page }: ThankYouViewProps): React.ReactElement {
  return (
    <Hero
      title={page.heading}
      subtitle={
        <>
          <p>
            <strong>{page.subheading}</strong>
          </p>
          <p>{page.text}</p>
        </>
      }
    >
      <ButtonLink href={page.action.href} variant="light" icon="arrow-right">
        {page.action.label}
      </ButtonLink>
    </Hero>
  );
}
