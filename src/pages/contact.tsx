import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ContactDetails } from "../components/contact-details/contact-details";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { FormSlot } from "../components/form-slot/form-slot";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { canonicalPath, Seo } from "../components/seo/seo";
import { SmartLink } from "../components/smart-link/smart-link";
import { StatGrid } from "../components/stat-grid/stat-grid";

export default function ContactPage(props: PageProps<Queries.ContactPageQuery>): React.ReactElement {
  const { contactPageJson: page, siteJson: site } = props.data;
  if (!page || !site) throw new Error("data/contact-page.json and data/site.json are required");
  return (
    <>
      <Seo title={page.title} description={page.description} path={canonicalPath(props)} />
      <Hero {...page.hero} />
      <PageSection id="contact-details" title={page.details.title} intro={page.details.intro}>
        <ContactDetails
          phone={site.contactPhone}
          email={site.contactEmail}
          networkUrl={site.professionalNetworkUrl}
          networkName={site.professionalNetworkName}
        />
      </PageSection>
      <section className="section section--alt" aria-label="Our network in numbers">
        <div className="container">
          <StatGrid stats={page.stats} />
        </div>
      </section>
      <PageSection id="what-happens-next" title={page.nextSteps.title} intro={page.nextSteps.intro}>
        <FeatureGrid numbered items={page.nextSteps.items} />
      </PageSection>
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

export const query = graphql`
  query ContactPage {
    contactPageJson {
      title
      description
      hero {
        ...PageHeroFields
      }
      details {
        title
        intro
      }
      stats {
        ...StatFields
      }
      nextSteps {
        ...FeatureSectionFields
      }
      form {
        title
        intro
      }
      privacy {
        text
        actions {
          label
          href
        }
      }
    }
    siteJson {
      contactPhone
      contactEmail
      professionalNetworkUrl
      professionalNetworkName
    }
  }
`;
