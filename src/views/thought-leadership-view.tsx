import React from "react";
import { Hero } from "../components/hero/hero";
import { Island } from "../components/island/island";
import { PageSection } from "../components/page-section/page-section";
import { FeaturedInsightCard } from "../components/reports/featured-insight-card";
import { IndependenceBanner } from "../components/reports/independence-banner";
import { SectionHeading } from "../components/section-heading/section-heading";
import { StatGrid } from "../components/stat-grid/stat-grid";
import type { ThoughtLeadershipViewProps } from "./thought-leadership-props";

/** The reports and insights page, at /thought-leadership. */
export function ThoughtLeadershipView({ page, featured, browser }: ThoughtLeadershipViewProps): React.ReactElement {
  return (
    <>
      <Hero {...page.hero} subtitle={<p>{page.hero.subtitle}</p>} />
      <IndependenceBanner text={page.independence} />
      <PageSection id="our-impact" title={page.impact.title}>
        <StatGrid stats={page.impact.stats} />
      </PageSection>
      <PageSection id="featured-insight" title={page.featured.title} alt>
        <FeaturedInsightCard insight={featured} />
      </PageSection>
      <section id="latest-reports" className="section" aria-labelledby="latest-reports-title">
        <div className="container">
          <SectionHeading id="latest-reports-title" title={page.latest.title} intro={page.latest.intro} />
          <Island name="report-browser" when="visible" props={browser} />
        </div>
      </section>
    </>
  );
}
