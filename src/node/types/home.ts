import { HERO_WORDS_MAX } from "../../lib/content-limits.ts";
import { itemCount } from "../content-rules";
import type { ContentModule } from "./content-module";

export const homeContent: ContentModule = {
  typeDefs: `
    type HomeJson implements Node @dontInfer {
      "Browser tab and search-result title of the home page."
      title: String!
      "Search-engine description of the home page."
      description: String!
      "The opening band of the home page."
      hero: HomeHero!
      "Figures in the band under the hero."
      stats: [Stat!]!
      "The 'platform' section: cards linking to the main areas of the site."
      platform: HomePlatform!
      "The 'how it works' steps."
      howItWorks: HomeSteps!
      "The 'why join' benefit cards."
      whyJoin: HomeBenefits!
      "Closing call-to-action band of the home page."
      cta: CallToAction!
      "Heading above the client logo carousel."
      logosTitle: String!
    }

    type HomeHero {
      "Small label above the heading."
      eyebrow: String!
      "Start of the heading, before the rotating words."
      lead: String!
      "Phrases the heading rotates through, one after another."
      words: [String!]!
      "Paragraph under the heading."
      subtitle: String!
      "Buttons under the hero text, first one filled."
      actions: [Action!]!
      "Beside the heading on large screens: the faces of the first contributors (data/contributors.json, by display_order)."
      faces: HomeHeroFaces!
    }

    type HomeHeroFaces {
      "Line under the faces, a link to the contributors, e.g. 'Meet the leaders who share their view'."
      caption: String!
      "Where the line links, e.g. /featured-contributors."
      href: String!
    }

    type HomePlatform {
      "Section heading."
      title: String!
      "Paragraph under the heading."
      intro: String!
      "Linked cards, one per area of the site."
      cards: [LinkedFeature!]!
      "Label of each card's link."
      linkLabel: String!
    }

    type HomeSteps {
      "Section heading."
      title: String!
      "Paragraph under the heading."
      intro: String!
      "The steps, numbered on the page in this order."
      steps: [Feature!]!
    }

    type HomeBenefits {
      "Section heading."
      title: String!
      "Paragraph under the heading."
      intro: String!
      "The benefit cards."
      benefits: [Feature!]!
    }

    type ClientLogosJson implements Node @dontInfer {
      "Client's name; the logo's alternative text."
      name: String!
      "Logo image, in data/images/logos/ (SVG or PNG, transparent background)."
      logo: File! @fileByRelativePath
    }
  `,
  fields: {
    "HomeHero.words": itemCount(1, HERO_WORDS_MAX, "the hero rotates through the words, a cycle its stylesheet draws"),
  },
};
