import React from "react";
import { FeatureBand } from "../components/feature-grid/feature-band";
import { Hero } from "../components/hero/hero";
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
      <FeatureBand id="programmes" title={page.gridTitle} intro={page.gridIntro} columns={3} items={cards} />
    </>
  );
}
