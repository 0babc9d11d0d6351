import React from "react";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureBand } from "../components/feature-grid/feature-band";
import { Hero } from "../components/hero/hero";
import { Island } from "../components/island/island";
import { PageSection } from "../components/page-section/page-section";
import { StatBand } from "../components/stat-grid/stat-band";
import type { CommunitiesViewProps } from "./communities-props";

/** The communities screen, at /communities. */
export function CommunitiesView({ page, stats, grid }: CommunitiesViewProps): React.ReactElement {
  return (
    <>
      <Hero {...page.hero} subtitle={<p>{page.hero.subtitle}</p>} />
      <StatBand label="Our communities in numbers" stats={stats} />
      <FeatureBand id="benefits" {...page.benefits} alt />
      <PageSection id="communities" title={page.grid.title} intro={page.grid.intro}>
        <Island name="community-grid" when="visible" props={grid} />
      </PageSection>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}
