import React from "react";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureBand } from "../components/feature-grid/feature-band";
import { Hero } from "../components/hero/hero";
import { Island } from "../components/island/island";
import { HeroFaces } from "../components/hero/hero-faces";
import { LogoBand } from "../components/logo-carousel/logo-band";
import { PageSection } from "../components/page-section/page-section";
import { LatestInsight } from "../components/reports/latest-insight";
import { RotatingWords, WordsPause } from "../components/rotating-words/rotating-words";
import { StatBand } from "../components/stat-grid/stat-band";
import { type HomeViewProps, joinWords } from "./home-props";

/** The home page, at /. */
export function HomeView({ page, testimonials, latest, logos, faces }: HomeViewProps): React.ReactElement {
  return (
    <>
      <Hero
        eyebrow={page.hero.eyebrow}
        title={
          <>
            {page.hero.lead} <RotatingWords words={page.hero.words} label={joinWords(page.hero.words)} />
          </>
        }
        subtitle={<p>{page.hero.subtitle}</p>}
        actions={page.hero.actions}
        media={<HeroFaces people={faces} caption={page.hero.faces.caption} href={page.hero.faces.href} />}
      >
        <WordsPause />
      </Hero>
      <StatBand label="Our network in numbers" stats={page.stats} />
      <FeatureBand
        id="platform"
        title={page.platform.title}
        intro={page.platform.intro}
        alt
        scroll
        items={page.platform.cards.map((card) => ({ ...card, linkLabel: page.platform.linkLabel }))}
      />
      <FeatureBand
        id="how-it-works"
        title={page.howItWorks.title}
        intro={page.howItWorks.intro}
        items={page.howItWorks.steps}
        numbered
      />
      <FeatureBand
        id="why-join"
        title={page.whyJoin.title}
        intro={page.whyJoin.intro}
        items={page.whyJoin.benefits}
        alt
      />
      <PageSection id="community-testimonials" title={testimonials.title} intro={testimonials.intro}>
        <Island
          name="testimonial-carousel"
          when="visible"
          props={{ label: "Testimonials", testimonials: testimonials.items }}
        />
      </PageSection>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
      <LogoBand id="trusted-by" title={page.logosTitle} logos={logos} />
      <LatestInsight title={latest.title} insight={latest.insight} viewAll={latest.viewAll} alt />
    </>
  );
}
