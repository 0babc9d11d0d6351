import React from "react";
import { ButtonLink } from "../components/button-link/button-link";
import { CardGrid } from "../components/card-grid/card-grid";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureBand } from "../components/feature-grid/feature-band";
import { Hero } from "../components/hero/hero";
import { LogoBand } from "../components/logo-carousel/logo-band";
import { PageSection } from "../components/page-section/page-section";
import { Prose } from "../components/prose/prose";
import { QuoteCard } from "../components/quote-card/quote-card";
import { CampaignFigures } from "../components/stat-grid/campaign-figures";
import type { SponsorViewProps } from "./sponsor-props";

/** The 'Become a sponsor' screen, at /sponsor. */
export function SponsorView({ page, figures, testimonials, logos }: SponsorViewProps): React.ReactElement {
  return (
    <>
      <Hero {...page.hero} />
      <LogoBand id="partners" title={page.partnersTitle} logos={logos} />
      <PageSection id="why-sponsor" title={page.intro.title} alt>
        <Prose paragraphs={page.intro.paragraphs} />
      </PageSection>
      <PageSection id="sponsor-testimonials" title={page.testimonialsTitle}>
        <CardGrid>
          {testimonials.map((testimonial) => (
            <QuoteCard key={testimonial.personId} {...testimonial} />
          ))}
        </CardGrid>
        <div className="section__actions">
          <ButtonLink href={page.successStories.href} variant="secondary" icon="arrow-right">
            {page.successStories.label}
          </ButtonLink>
        </div>
      </PageSection>
      <FeatureBand id="sponsor-benefits" {...page.benefits} alt columns={3} />
      <CampaignFigures title={figures.title} intro={figures.intro} figures={figures.figures} />
      <FeatureBand
        id="sponsor-packages"
        title={page.packages.title}
        intro={page.packages.intro}
        columns={3}
        items={page.packages.items.map((item) => ({ ...item, linkLabel: page.packages.linkLabel }))}
      />
      <LogoBand id="more-partners" title={page.moreLogosTitle} logos={[...logos].reverse()} reverse alt />
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}
