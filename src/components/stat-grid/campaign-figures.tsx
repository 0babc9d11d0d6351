import { graphql } from "gatsby";
import React from "react";
import { PageSection } from "../page-section/page-section";
import { StatGrid, type StatItem } from "./stat-grid";

export interface CampaignFiguresProps {
  title: string;
  intro?: string | null;
  figures: readonly StatItem[];
  alt?: boolean;
}

/** The campaign figures of data/campaign-figures.json, each with its source line. */
export function CampaignFigures({ title, intro, figures, alt }: CampaignFiguresProps): React.ReactElement {
  return (
    <PageSection id="campaign-figures" title={title} intro={intro} alt={alt}>
      <StatGrid stats={figures} />
    </PageSection>
  );
}

export const query = graphql`
  fragment CampaignFiguresFields on CampaignFiguresJson {
    title
    intro
    figures {
      value
      prefix
      suffix
      label
      source
    }
  }
`;
