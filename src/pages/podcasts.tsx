import { graphql, type PageProps } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { imageOf } from "../lib/image";
import React from "react";
import { CtaBand } from "../components/cta-band/cta-band";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { featuredInsightOf } from "../components/reports/featured-insight-fields";
import { LatestInsight } from "../components/reports/latest-insight";
import { EmbedPlayer } from "../components/podcast/embed-player";
import { EpisodeList, type Episode } from "../components/podcast/episode-list";
import { HeroVideo } from "../components/podcast/hero-video";
import { PodcastIntro } from "../components/podcast/podcast-intro";
import { canonicalPath, Seo } from "../components/seo/seo";

/** Height of the latest-episodes player (spec §9). */
const SHOW_PLAYER_HEIGHT = 352;

const VIDEO_TYPES: Record<string, string> = { webm: "video/webm", mp4: "video/mp4" };

type VideoFile = { publicURL: string | null; extension: string } | null;

const videoSources = (...files: VideoFile[]) =>
  files.flatMap((file) =>
    file?.publicURL ? [{ src: file.publicURL, type: VIDEO_TYPES[file.extension] ?? `video/${file.extension}` }] : [],
  );

export default function PodcastsPage(props: PageProps<Queries.PodcastsPageQuery>): React.ReactElement {
  const { podcastsJson: page, featuredInsightJson: insight } = props.data;
  if (!page || !insight) throw new Error("data/podcasts.json and data/featured-insight.json are required");
  const fallback = imageOf(page.fallbackCover);
  const episodes: Episode[] = props.data.allPodcastEpisodesJson.nodes.map((episode) => {
    const cover: IGatsbyImageData | undefined = imageOf(episode.images[0]?.image) ?? fallback;
    if (!cover) throw new Error(`Episode ${episode.episodeId} has no cover and there is no fallback cover`);
    return {
      id: episode.episodeId,
      name: episode.name,
      description: episode.description,
      releaseDate: episode.release_date,
      durationMs: episode.duration_ms,
      url: episode.spotify_url,
      embedUrl: episode.spotify_embed_url,
      cover,
    };
  });
  const { hero } = page;
  return (
    <>
      <Seo title={page.title} description={page.description} path={canonicalPath(props)} />
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={<p>{hero.subtitle}</p>}
        media={
          <HeroVideo
            sources={videoSources(hero.video, hero.videoFallback)}
            poster={hero.poster.publicURL ?? ""}
            label={`${hero.title} podcast`}
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
        <EpisodeList episodes={episodes} viewAll={page.viewAll} />
      </PageSection>
      <LatestInsight
        title={insight.latest.title}
        insight={featuredInsightOf(insight, insight.latest.linkLabel)}
        viewAll={insight.latest.viewAll}
        alt
      />
      <CtaBand title={page.guestCta.title} text={page.guestCta.text} actions={page.guestCta.actions} />
    </>
  );
}

export const query = graphql`
  query PodcastsPage {
    featuredInsightJson {
      ...LatestInsightFields
    }
    podcastsJson {
      title
      description
      hero {
        eyebrow
        title
        subtitle
        video {
          publicURL
          extension
        }
        videoFallback {
          publicURL
          extension
        }
        poster {
          publicURL
        }
      }
      intro {
        title
        paragraphs
      }
      listenOn {
        title
        links {
          label
          href
        }
      }
      latest {
        title
        embedUrl
        embedTitle
      }
      recent {
        title
        intro
      }
      viewAll {
        label
        href
      }
      guestCta {
        ...CallToActionFields
      }
      fallbackCover {
        childImageSharp {
          gatsbyImageData(width: 384, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP])
        }
      }
    }
    allPodcastEpisodesJson(sort: { release_date: DESC }) {
      nodes {
        episodeId
        name
        description
        release_date
        duration_ms
        spotify_url
        spotify_embed_url
        images {
          image {
            childImageSharp {
              gatsbyImageData(width: 384, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP])
            }
          }
        }
      }
    }
  }
`;
