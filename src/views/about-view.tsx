import React from "react";
import { ButtonLink, ButtonRow } from "../components/button-link/button-link";
import { CardGrid } from "../components/card-grid/card-grid";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureBand } from "../components/feature-grid/feature-band";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { ProfileCard } from "../components/profile-card/profile-card";
import { Prose } from "../components/prose/prose";
import { QuoteCard } from "../components/quote-card/quote-card";
import { RotatingWords, WordsPause } from "../components/rotating-words/rotating-words";
import { StatBand } from "../components/stat-grid/stat-band";
import type { AboutViewProps } from "./about-props";

/** The about screen, at /about. */
export function AboutView({ page, testimonials, hosts }: AboutViewProps): React.ReactElement {
  return (
    <>
      <Hero
        eyebrow={page.hero.eyebrow}
        title={<RotatingWords words={page.hero.words} mode="accumulate" label={page.hero.words.join(" ")} />}
        subtitle={<p>{page.hero.subtitle}</p>}
      >
        <WordsPause />
      </Hero>
      <StatBand label="Our network in numbers" stats={page.stats} />
      <PageSection id="our-story" title={page.story.title} alt>
        <Prose paragraphs={page.story.paragraphs} />
      </PageSection>
      <PageSection id="what-participants-say" title={page.testimonials.title} intro={page.testimonials.intro}>
        <CardGrid>
          {testimonials.map(({ key, ...testimonial }) => (
            <QuoteCard key={key} {...testimonial} />
          ))}
        </CardGrid>
        <div className="section__actions">
          <ButtonRow actions={page.actions} />
        </div>
      </PageSection>
      <FeatureBand id="our-approach" {...page.approach} alt columns={3} />
      <PageSection id="our-focus" title={page.focus.title}>
        <Prose paragraphs={page.focus.paragraphs} />
        <div className="section__actions">
          <ButtonLink href={page.focus.action.href} icon="microphone">
            {page.focus.action.label}
          </ButtonLink>
        </div>
      </PageSection>
      <PageSection id="meet-your-hosts" title={page.hosts.title} intro={page.hosts.intro} alt>
        <CardGrid>
          {hosts.map(({ key, ...host }) => (
            <ProfileCard key={key} {...host} />
          ))}
        </CardGrid>
      </PageSection>
      <FeatureBand id="ecosystem" {...page.ecosystem} />
      <PageSection id="our-vision" title={page.vision.title} alt>
        <Prose paragraphs={page.vision.paragraphs} />
      </PageSection>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}
