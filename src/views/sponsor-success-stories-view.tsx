import React from "react";
import { CardGrid } from "../components/card-grid/card-grid";
import { CaseStudyCard } from "../components/case-study-card/case-study-card";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureBand } from "../components/feature-grid/feature-band";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { StatBand } from "../components/stat-grid/stat-band";
import type { SponsorSuccessStoriesViewProps } from "./sponsor-success-stories-props";

/** The sponsor success stories screen, at /sponsor-success-stories. */
export function SponsorSuccessStoriesView({ page, stories }: SponsorSuccessStoriesViewProps): React.ReactElement {
  return (
    <>
      <Hero {...page.hero} back={page.backLink} />
      <StatBand label="Sponsor results in numbers" stats={page.stats} />
      <PageSection id="case-studies" title={page.storiesTitle} alt>
        <CardGrid>
          {stories.map(({ key, ...story }) => (
            <CaseStudyCard key={key} {...story} />
          ))}
        </CardGrid>
      </PageSection>
      <FeatureBand id="why-sponsors-choose" {...page.whyChoose} />
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}
