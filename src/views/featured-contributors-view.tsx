import React from "react";
import { ContributorGrid } from "../components/contributors/contributor-grid";
import { CtaBand } from "../components/cta-band/cta-band";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { StatBand } from "../components/stat-grid/stat-band";
import type { FeaturedContributorsViewProps } from "./featured-contributors-props";

/** A page of featured contributors, at /featured-contributors and /featured-contributors/{n}. */
export function FeaturedContributorsView({ page, grid }: FeaturedContributorsViewProps): React.ReactElement {
  return (
    <>
      <Hero {...page.hero} subtitle={<p>{page.hero.subtitle}</p>} />
      <StatBand label="Our network in numbers" stats={page.stats} />
      <PageSection id="contributors" title={page.grid.title} intro={page.grid.intro} alt>
        <ContributorGrid {...grid} />
      </PageSection>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}
