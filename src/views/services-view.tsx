import React from "react";
import { Accordion, type AccordionItem } from "../components/accordion/accordion";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureBand } from "../components/feature-grid/feature-band";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { Prose } from "../components/prose/prose";
import { CampaignFigures } from "../components/stat-grid/campaign-figures";
import type { ServicesViewProps } from "./services-props";

const toAccordionItem = (service: Queries.ServiceItemFieldsFragment): AccordionItem => ({
  id: service.slug,
  title: service.title,
  content: (
    <>
      <p>
        <strong>{service.summary}</strong>
      </p>
      {service.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {service.points && service.points.length > 0 && (
        <ul>
          {service.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
    </>
  ),
});

/** The content services screen, at /services. */
export function ServicesView({ page, figures }: ServicesViewProps): React.ReactElement {
  return (
    <>
      <Hero {...page.hero} />
      <PageSection id="services-intro" title={page.intro.title}>
        <Prose paragraphs={page.intro.paragraphs} />
      </PageSection>
      <PageSection id="our-services" title={page.mainTitle} alt>
        <Accordion items={page.main.map(toAccordionItem)} />
      </PageSection>
      <PageSection id="services-in-detail" title={page.moreTitle}>
        <Accordion items={page.more.map(toAccordionItem)} />
      </PageSection>
      <FeatureBand id="why-choose-us" {...page.whyChooseUs} alt />
      <CampaignFigures title={figures.title} intro={figures.intro} figures={figures.figures} />
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}
