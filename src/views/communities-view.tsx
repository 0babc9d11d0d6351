import React from "react";
import { CommunityGrid } from "../components/community-grid/community-grid";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureBand } from "../components/feature-grid/feature-band";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { RetryNotice } from "../components/retry-notice/retry-notice";
import { StatBand } from "../components/stat-grid/stat-band";
import type { CommunitiesViewProps } from "./communities-props";

/** The communities screen, at /communities. */
export function CommunitiesView({ page, communities, liveError }: CommunitiesViewProps): React.ReactElement {
  return (
    <>
      <Hero {...page.hero} subtitle={<p>{page.hero.subtitle}</p>} />
      <StatBand label="Our communities in numbers" stats={page.stats} />
      <FeatureBand id="benefits" {...page.benefits} alt />
      <PageSection id="communities" title={page.grid.title} intro={page.grid.intro}>
        <CommunityGrid communities={communities} />
        {liveError && <RetryNotice message={liveError.message} onRetry={liveError.retry} busy={liveError.busy} />}
      </PageSection>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}
