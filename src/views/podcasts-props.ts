import type { FeaturedInsight } from "../components/reports/featured-insight-card";
import { featuredInsightOf } from "../components/reports/featured-insight-fields";
import type { Episode } from "../components/podcast/episode-list";
import type { PagerProps } from "../components/pager/pager";
import { imageOf } from "../lib/image";
import type { ListPageContext } from "../routes";

type Data = Queries.PodcastsPageQuery;
type Page = NonNullable<Data["podcastsJson"]>;

const VIDEO_TYPES: Record<string, string> = { webm: "video/webm", mp4: "video/mp4" };

type VideoFile = { publicURL: string | null; extension: string } | null;

/** The hero loop's sources, in the order the browser should try them. */
export const videoSources = (...files: VideoFile[]) =>
  files.flatMap((file) =>
    file?.publicURL ? [{ src: file.publicURL, type: VIDEO_TYPES[file.extension] ?? `video/${file.extension}` }] : [],
  );

export interface PodcastsViewProps {
  page: Omit<Page, "fallbackCover">;
  /** The episodes of this page, newest first. */
  episodes: Episode[];
  pager: Omit<PagerProps, "id">;
  latest: { title: string; insight: FeaturedInsight; viewAll: { label: string; href: string } };
}

/** What a page of /podcasts shows, from its query and its place among the pages of episodes. */
export const toPodcastsProps = (data: Data, list: ListPageContext): PodcastsViewProps => {
  const { podcastsJson, featuredInsightJson: insight } = data;
  if (!podcastsJson || !insight) throw new Error("data/podcasts.json and data/featured-insight.json are required");
  const { fallbackCover, ...page } = podcastsJson;
  const fallback = imageOf(fallbackCover);
  return {
    page,
    episodes: data.allPodcastEpisodesJson.nodes.map((episode) => {
      const cover = imageOf(episode.images[0]?.image) ?? fallback;
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
    }),
    pager: { title: page.earlierTitle, base: list.base, page: list.page, pages: list.pages },
    latest: {
      title: insight.latest.title,
      insight: featuredInsightOf(insight, insight.latest.linkLabel),
      viewAll: insight.latest.viewAll,
    },
  };
};
