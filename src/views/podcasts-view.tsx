import React from "react";
import { CtaBand } from "../components/cta-band/cta-band";
import { Hero } from "../components/hero/hero";
import { Island } from "../components/island/island";
import { PageSection } from "../components/page-section/page-section";
import { Pager } from "../components/pager/pager";
import { EmbedPlayer } from "../components/podcast/embed-player";
import { PodcastIntro } from "../components/podcast/podcast-intro";
import { LatestInsight } from "../components/reports/latest-insight";
import { type PodcastsViewProps, videoSources } from "./podcasts-props";

/** Height of the latest-episodes player (spec §9). */
const SHOW_PLAYER_HEIGHT = 352;

/** The podcast page, at /podcasts, and its pages of earlier episodes at /podcasts/{n}. */
export function PodcastsView({ page, episodes, pager, latest }: PodcastsViewProps): React.ReactElement {
  const { hero } = page;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={<p>{hero.subtitle}</p>}
        media={
          <Island
            name="hero-video"
            when="interaction"
            props={{
              sources: videoSources(hero.video, hero.videoFallback),
              poster: hero.poster.publicURL ?? "",
              label: `${hero.title} podcast`,
            }}
          />
        }
      />
      <section className="section" aria-labelledby="podcast-intro">
        <div className="container">
          <PodcastIntro
            id="podcast-intro"
            title={page.intro.title}
            paragraphs={page.intro.paragraphs}
            listenOnTitle={page.listenOn.title}
            listenOn={page.listenOn.links}
          />
        </div>
      </section>
      <PageSection id="latest-episodes" title={page.latest.title} alt>
        <EmbedPlayer src={page.latest.embedUrl} title={page.latest.embedTitle} height={SHOW_PLAYER_HEIGHT} lazy />
      </PageSection>
      <PageSection id="recent-episodes" title={page.recent.title} intro={page.recent.intro}>
        <Island name="episode-list" when="interaction" props={{ episodes, viewAll: page.viewAll }} />
        <Pager id="earlier-episodes" {...pager} />
      </PageSection>
      <LatestInsight title={latest.title} insight={latest.insight} viewAll={latest.viewAll} alt />
      <CtaBand title={page.guestCta.title} text={page.guestCta.text} actions={page.guestCta.actions} />
    </>
  );
}
