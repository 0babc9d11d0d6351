import { INDUSTRIES, INSIGHT_TYPES } from "../../lib/report-taxonomy";
import { numberRange, oneOf, WEB_ADDRESS } from "../content-rules";
import type { ContentModule } from "./content-module";

export const insightsContent: ContentModule = {
  typeDefs: `
    type PodcastsJson implements Node @dontInfer {
      "Browser tab and search-result title of /podcasts."
      title: String!
      "Search-engine description of /podcasts."
      description: String!
      "The video hero of /podcasts."
      hero: PodcastHero!
      "The introduction under the hero."
      intro: PodcastIntro!
      "Links to the podcast on listening platforms."
      listenOn: PodcastListenOn!
      "The embedded player of the latest episode."
      latest: PodcastLatest!
      "Heading and intro of the recent-episodes list (episodes come from podcast-episodes.json)."
      recent: PodcastRecent!
      "Link to all episodes on the podcast platform."
      viewAll: Action!
      "Heading of the links to the pages of earlier episodes."
      earlierTitle: String!
      "Call-to-action band inviting guests."
      guestCta: CallToAction!
      "Cover shown for an episode without images."
      fallbackCover: File! @fileByRelativePath
    }

    type PodcastHero {
      "Small label above the heading."
      eyebrow: String!
      "The page's main heading."
      title: String!
      "Paragraph under the heading."
      subtitle: String!
      "A short muted loop; keep it small (a few hundred KB at most)."
      video: File! @fileByRelativePath
      "Same loop in a second format for browsers without the first."
      videoFallback: File @fileByRelativePath
      "Still image shown before the video plays and under reduced motion."
      poster: File! @fileByRelativePath
    }

    type PodcastIntro {
      "Section heading."
      title: String!
      "Paragraphs of the introduction."
      paragraphs: [String!]!
    }

    type PodcastListenOn {
      "Heading above the platform links."
      title: String!
      "One link per listening platform."
      links: [Action!]!
    }

    type PodcastLatest {
      "Heading above the player."
      title: String!
      "Embed address of the player (e.g. Spotify's embed link)."
      embedUrl: String!
      "Accessible title of the embedded player."
      embedTitle: String!
    }

    type PodcastRecent {
      "Heading of the recent-episodes list."
      title: String!
      "Paragraph under the heading."
      intro: String!
    }

    type PodcastEpisodesJson implements Node @dontInfer {
      "Identifier of the episode (Spotify's episode id); unique."
      episodeId: String!
      "Episode title, on its card on /podcasts."
      name: String!
      "Episode summary on its card."
      description: String!
      "Release date, e.g. 2025-03-14; newest episodes are listed first."
      release_date: Date! @dateformat
      "Length of the episode in milliseconds, shown in minutes."
      duration_ms: Int!
      "The episode's page on Spotify, opened by its card."
      spotify_url: String!
      "Spotify's embed address for the episode's player."
      spotify_embed_url: String!
      "The first image is the cover; an empty list shows the page's fallback cover."
      images: [PodcastImage!]!
    }

    type PodcastImage {
      "Cover image file, in data/images/podcasts/."
      image: File! @fileByRelativePath
      "Width of the image in pixels."
      width: Int!
      "Height of the image in pixels."
      height: Int!
    }

    type FeaturedContributorsJson implements Node @dontInfer {
      "Browser tab and search-result title of /featured-contributors."
      title: String!
      "Search-engine description of /featured-contributors."
      description: String!
      "The opening band of the page."
      hero: PageHero!
      "Figures under the hero."
      stats: [Stat!]!
      "Heading and intro of the contributor grid (contributors come from contributors.json)."
      grid: InsightsHeading!
      "Heading of the list of earlier contributors."
      earlierTitle: String!
      "Closing call-to-action band."
      cta: CallToAction!
    }

    type InsightsHeading {
      "Section heading."
      title: String!
      "Paragraph under the heading."
      intro: String!
    }

    type ContributorsJson implements Node @dontInfer {
      "Identifier of the contributor, lower-case words joined by hyphens; unique."
      slug: String!
      "The contributor's personId in data/people.json (name, title, company and headshot come from there)."
      person: PeopleJson! @link(by: "personId")
      "Logo of the person's company; without one, the company's name follows the title."
      company_logo: File @fileByRelativePath
      "Quote from the interview, shown on the card."
      quote: String!
      "Address of the published interview, opened by the card."
      interview_url: String!
      "Address of the podcast episode with this contributor, if any."
      podcast_url: String
      "Publication date, e.g. 2025-03-14."
      published_at: Date! @dateformat
      "Position in the grid, lowest first."
      display_order: Int!
    }

    type ThoughtLeadershipJson implements Node @dontInfer {
      "Browser tab and search-result title of /thought-leadership."
      title: String!
      "Search-engine description of /thought-leadership."
      description: String!
      "The opening band of the page."
      hero: PageHero!
      "Statement on editorial independence, under the hero."
      independence: String!
      "The impact figures section."
      impact: ThoughtLeadershipImpact!
      "The featured-insight section (its content is featured-insight.json)."
      featured: ThoughtLeadershipFeatured!
      "Heading and intro of the report browser (reports come from reports.json)."
      latest: InsightsHeading!
      "Heading of the links to the pages of earlier reports, under the unfiltered list."
      earlierTitle: String!
    }

    type ThoughtLeadershipImpact {
      "Section heading."
      title: String!
      "The impact figures."
      stats: [Stat!]!
    }

    type ThoughtLeadershipFeatured {
      "Section heading."
      title: String!
      "Text of the link to the featured insight."
      linkLabel: String!
    }

    type FeaturedInsightJson implements Node @dontInfer {
      "Title of the featured insight."
      title: String!
      "Summary of the featured insight."
      description: String!
      "Address of the insight, opened by its card; read at build time for a fresher cover."
      link: String!
      "Cover image, in data/images/insights/."
      image: File! @fileByRelativePath
      "Logo of the publisher, in data/images/insights/."
      publisherLogo: File @fileByRelativePath
      "Name of the publisher, shown with the logo."
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
      "Logo image file, in data/images/reports/."
      image: File! @fileByRelativePath
    }

    type ReportsJson implements Node @dontInfer {
      "Identifier of the report, lower-case words joined by hyphens; unique."
      slug: String!
      "Report title on its card."
      title: String!
      "Summary on the card (replaced by the report page's own when found at build time)."
      description: String!
      "Cover image, in data/images/reports/."
      cover: File! @fileByRelativePath
      "The report's own page; read at build time for a fresher cover and description."
      pdf_url: String!
      "Category label on the card."
      category: String!
      "Industry, one of the filter's industries."
      industry: String!
      "Topic label on the card."
      topic: String!
      "Kind of insight, one of the filter's types."
      insight_type: String!
      "Publication date, e.g. 2025-03-14; newest first."
      published_at: Date! @dateformat
      "The company behind the report (e.g. the programme's sponsor); a card without one says 'Company'."
      logo: ReportLogo
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
