import React from "react";
import { Hero } from "../components/hero/hero";
import { LegalNotice } from "../components/legal-notice/legal-notice";
import type { PrivacyNoticeViewProps } from "./privacy-notice-props";

/** The privacy notice, at /privacy-notice. */
export function PrivacyNoticeView({ page, contact }: PrivacyNoticeViewProps): React.ReactElement {
  const address = (
    <address>
      {contact.postalAddress}
      <br />
      Email: <a href={`mailto:${contact.privacyEmail}`}>{contact.privacyEmail}</a>
    </address>
  );
  return (
    <>
      <Hero title={page.heading} tone="light" />
      <section className="section">
        <div className="container">
          <LegalNotice
            lastUpdated={page.lastUpdated}
            intro={page.intro}
            sections={page.sections.map((section) =>
              section.slug === "contact" ? { ...section, children: address } : section,
            )}
          />
        </div>
      </section>
    </>
  );
}
