import { INDUSTRIES, INSIGHT_TYPES } from "../../components/reports/report-taxonomy";
import { numberRange, oneOf, WEB_ADDRESS } from "../content-rules";
import type { ContentModule } from "./content-module";

export const insightsContent: ContentModule = {
  typeDefs: `
    type PodcastsJson implements Node @dontInfer {
      title: String!
      description: String!
      hero: PodcastHero!
      intro: PodcastIntro!
      listenOn: PodcastListenOn!
      latest: PodcastLatest!
      recent: PodcastRecent!
      viewAll: Action!
      guestCta: CallToAction!
      "Cover shown for an episode without images."
      fallbackCover: File! @fileByRelativePath
    }

    type PodcastHero {
      eyebrow: String!
      title: String!
      subtitle: String!
      "A short muted loop; keep it small (a few hundred KB at most)."
      video: File! @fileByRelativePath
      "Same loop in a second format for browsers without the first."
      videoFallback: File @fileByRelativePath
      poster: File! @fileByRelativePath
    }

    type PodcastIntro {
      title: String!
      paragraphs: [String!]!
    }

    type PodcastListenOn {
      title: String!
      links: [Action!]!
    }

    type PodcastLatest {
      title: String!
      embedUrl: String!
      embedTitle: String!
    }

    type PodcastRecent {
      title: String!
      intro: String!
    }

    type PodcastEpisodesJson implements Node @dontInfer {
      episodeId: String!
      name: String!
      description: String!
      release_date: Date! @dateformat
      duration_ms: Int!
      spotify_url: String!
      spotify_embed_url: String!
      "The first image is the cover; an empty list shows the page's fallback cover."
      images: [PodcastImage!]!
    }

    type PodcastImage {
      image: File! @fileByRelativePath
      width: Int!
      height: Int!
    }

    type FeaturedContributorsJson implements Node @dontInfer {
      title: String!
      description: String!
      hero: PageHero!
      stats: [Stat!]!
      grid: InsightsHeading!
      earlierTitle: String!
      cta: CallToAction!
    }

    type InsightsHeading {
      title: String!
      intro: String!
    }

    type ContributorsJson implements Node @dontInfer {
      slug: String!
      full_name: String!
      title: String!
      "Names the logo, or follows the title where there is no logo."
      company: String
      headshot: File @fileByRelativePath
      company_logo: File @fileByRelativePath
      quote: String!
      interview_url: String!
      podcast_url: String
      published_at: Date! @dateformat
      display_order: Int!
    }

    type ThoughtLeadershipJson implements Node @dontInfer {
      title: String!
      description: String!
      hero: PageHero!
      independence: String!
      impact: ThoughtLeadershipImpact!
      featured: ThoughtLeadershipFeatured!
      latest: InsightsHeading!
    }

    type ThoughtLeadershipImpact {
      title: String!
      stats: [Stat!]!
    }

    type ThoughtLeadershipFeatured {
      title: String!
      linkLabel: String!
    }

    type FeaturedInsightJson implements Node @dontInfer {
      title: String!
      description: String!
      link: String!
      image: File! @fileByRelativePath
      publisherLogo: File @fileByRelativePath
      publisherName: String!
      "Found on the linked page at build time, only when it differs from the stored image."
      liveCover: File @link(from: "fields.liveCover")
      "Found on the linked page at build time."
      enrichedDescription: String @proxy(from: "fields.enrichedDescription")
    }

    type ReportsJson implements Node @dontInfer {
      slug: String!
      title: String!
      description: String!
      cover: File! @fileByRelativePath
      "The report's own page; read at build time for a fresher cover and description."
      pdf_url: String!
      category: String!
      industry: String!
      topic: String!
      insight_type: String!
      published_at: Date! @dateformat
      "Found on the report's page at build time, only when it differs from the stored cover."
      liveCover: File @link(from: "fields.liveCover")
      "Found on the report's page at build time."
      enrichedDescription: String @proxy(from: "fields.enrichedDescription")
    }
  `,
  fields: {
    "PodcastEpisodesJson.spotify_url": WEB_ADDRESS,
    "PodcastEpisodesJson.spotify_embed_url": WEB_ADDRESS,
    "PodcastEpisodesJson.duration_ms": numberRange(1, undefined, "the episode's length in milliseconds"),
    "PodcastLatest.embedUrl": WEB_ADDRESS,
    "ContributorsJson.interview_url": WEB_ADDRESS,
    "ContributorsJson.podcast_url": WEB_ADDRESS,
    "FeaturedInsightJson.link": WEB_ADDRESS,
    "ReportsJson.pdf_url": WEB_ADDRESS,
    "ReportsJson.industry": oneOf(INDUSTRIES),
    "ReportsJson.insight_type": oneOf(INSIGHT_TYPES),
  },
  unique: {
    PodcastEpisodesJson: ["episodeId"],
    ContributorsJson: ["slug"],
    ReportsJson: ["slug"],
  },
};
