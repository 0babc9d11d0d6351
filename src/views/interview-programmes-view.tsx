import React from "react";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import type { InterviewProgrammesViewProps } from "./interview-programmes-props";

/** The programme index, at /interview-programmes. */
export function InterviewProgrammesView({ page, cards }: InterviewProgrammesViewProps): React.ReactElement {
  return (
    <>
      <Hero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        subtitle={page.hero.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        actions={page.hero.actions}
      />
      <PageSection id="programmes" title={page.gridTitle} intro={page.gridIntro}>
        <FeatureGrid columns={3} items={cards} />
      </PageSection>
    </>
  );
}
