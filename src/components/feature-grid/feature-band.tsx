import React from "react";
import { PageSection } from "../page-section/page-section";
import { FeatureGrid, type FeatureGridProps } from "./feature-grid";

export interface FeatureBandProps extends FeatureGridProps {
  /** Id of the section's heading and anchor of the section. */
  id: string;
  title: string;
  intro?: string | null;
  /** The grey band, alternating with white ones down the page. */
  alt?: boolean;
}

/** A page section whose body is a grid of feature cards: the commonest band of the site's pages. */
export function FeatureBand({ id, title, intro, alt, ...grid }: FeatureBandProps): React.ReactElement {
  return (
    <PageSection id={id} title={title} intro={intro} alt={alt}>
      <FeatureGrid {...grid} />
    </PageSection>
  );
}
