import React from "react";
import { PageSection } from "../page-section/page-section";
import { FeaturedInsightCard, type FeaturedInsight } from "./featured-insight-card";

export interface LatestInsightProps {
  title: string;
  insight: FeaturedInsight;
  viewAll: { label: string; href: string };
  alt?: boolean;
}

/** The latest-insight card away from /thought-leadership: the article, and a way to all the others. */
export function LatestInsight({ title, insight, viewAll, alt }: LatestInsightProps): React.ReactElement {
  return (
    <PageSection id="latest-insight" title={title} alt={alt}>
      <FeaturedInsightCard insight={insight} headingId="latest-insight-title" viewAll={viewAll} />
    </PageSection>
  );
}
