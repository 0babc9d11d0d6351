import React from "react";
import { ContactDetails } from "../components/contact-details/contact-details";
import { FeatureBand } from "../components/feature-grid/feature-band";
import { FormSlot } from "../components/form-slot/form-slot";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { SmartLink } from "../components/smart-link/smart-link";
import { StatBand } from "../components/stat-grid/stat-band";
import type { ContactViewProps } from "./contact-props";

/** The contact page, at /contact. */
export function ContactView({ page, contact }: ContactViewProps): React.ReactElement {
  return (
    <>
      <Hero {...page.hero} />
      <PageSection id="contact-details" title={page.details.title} intro={page.details.intro}>
        <ContactDetails
          phone={contact.contactPhone}
          email={contact.contactEmail}
          networkUrl={contact.professionalNetworkUrl}
          networkName={contact.professionalNetworkName}
        />
      </PageSection>
      <StatBand label="Our network in numbers" stats={page.stats} alt />
      <FeatureBand id="what-happens-next" {...page.nextSteps} numbered />
      <PageSection
        id="contact-form"
        title={page.form.title}
        intro={
          <>
            {page.form.intro} {page.privacy.text}{" "}
            {page.privacy.actions.map((action, i) => (
              <React.Fragment key={action.href}>
                {i > 0 && " · "}
                <SmartLink href={action.href}>{action.label}</SmartLink>
              </React.Fragment>
            ))}
          </>
        }
        alt
      >
        <FormSlot kind="contact" />
      </PageSection>
    </>
  );
}
