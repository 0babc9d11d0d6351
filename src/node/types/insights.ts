import { INDUSTRIES, INSIGHT_TYPES } from "../../lib/report-taxonomy";
import type { ContentModule, ContentNode, ContentRule } from "./content-module";

const isWebAddress = (value: unknown): boolean => typeof value === "string" && /^https?:\/\/\S+$/.test(value);

/** Outbound links are plain strings, so the generic validator cannot tell a typo from an address. */
const webAddressRule =
  (...fields: string[]): ContentRule =>
  (node: ContentNode) =>
    fields
      .filter((field) => node[field] !== undefined && node[field] !== null && !isWebAddress(node[field]))
      .map((field) => `field "${field}" must be a full http(s) address`);

const oneOf =
  (field: string, allowed: readonly string[]): ContentRule =>
  (node) =>
    allowed.includes(String(node[field]))
      ? []
      : [`field "${field}" is "${node[field]}"; use one of: ${allowed.join(", ")}`];

const allOf =
  (...rules: ContentRule[]): ContentRule =>
  (node, context) =>
    rules.flatMap((rule) => rule(node, context));

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
      "The same article as the latest-insight card on the home and podcast pages."
      latest: LatestInsight!
    }

    type LatestInsight {
      "Heading of the section the card stands in."
      title: String!
      "Words of the link to the article."
      linkLabel: String!
      "Where all the insights are: /thought-leadership."
      viewAll: Action!
    }

    type ReportLogo {
      "The company's name: the logo's alt text, and shown instead if the image fails to load."
      name: String!
      image: File! @fileByRelativePath
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
      "The company behind the report (e.g. the programme's sponsor); a card without one says 'Company'."
      logo: ReportLogo
      "Found on the report's page at build time, only when it differs from the stored cover."
      liveCover: File @link(from: "fields.liveCover")
      "Found on the report's page at build time."
      enrichedDescription: String @proxy(from: "fields.enrichedDescription")
    }
  `,
  rules: {
    PodcastEpisodesJson: allOf(webAddressRule("spotify_url", "spotify_embed_url"), (node) =>
      Number(node.duration_ms) > 0 ? [] : ['field "duration_ms" must be a positive number of milliseconds'],
    ),
    PodcastsJson: (node) =>
      isWebAddress((node.latest as { embedUrl?: unknown }).embedUrl)
        ? []
        : ['field "latest.embedUrl" must be a full http(s) address'],
    ContributorsJson: webAddressRule("interview_url", "podcast_url"),
    FeaturedInsightJson: webAddressRule("link"),
    ReportsJson: allOf(webAddressRule("pdf_url"), oneOf("industry", INDUSTRIES), oneOf("insight_type", INSIGHT_TYPES)),
  },
};
