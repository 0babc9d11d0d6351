import { itemCount } from "../content-rules";
import type { ContentModule } from "./content-module";

export const homeContent: ContentModule = {
  typeDefs: `
    type HomeJson implements Node @dontInfer {
      title: String!
      description: String!
      hero: HomeHero!
      stats: [Stat!]!
      platform: HomePlatform!
      howItWorks: HomeSteps!
      whyJoin: HomeBenefits!
      cta: CallToAction!
      logosTitle: String!
    }

    type HomeHero {
      eyebrow: String!
      lead: String!
      words: [String!]!
      subtitle: String!
      actions: [Action!]!
    }

    type HomePlatform {
      title: String!
      intro: String!
      cards: [LinkedFeature!]!
    }

    type HomeSteps {
      title: String!
      intro: String!
      steps: [Feature!]!
    }

    type HomeBenefits {
      title: String!
      intro: String!
      benefits: [Feature!]!
    }

    type ClientLogosJson implements Node @dontInfer {
      name: String!
      logo: File! @fileByRelativePath
    }
  `,
  fields: {
    "HomeHero.words": itemCount(1, undefined, "the hero rotates through the words"),
  },
};
