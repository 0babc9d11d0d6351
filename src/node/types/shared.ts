import type { ContentModule } from "./content-module";

/** Shapes that several concerns' JSON files share. */
export const sharedContent: ContentModule = {
  typeDefs: `
    type Stat {
      value: Int!
      prefix: String
      suffix: String
      label: String!
      icon: String
    }

    type Feature {
      icon: String!
      title: String!
      description: String!
    }

    "A titled band of feature cards."
    type FeatureSection {
      title: String!
      intro: String
      items: [Feature!]!
    }

    "A section's heading and optional intro, where the section's body comes from elsewhere."
    type SectionIntro {
      title: String!
      intro: String
    }

    type LinkItem {
      name: String!
      href: String!
      description: String
    }

    type LinkedFeature {
      icon: String!
      title: String!
      description: String!
      href: String!
    }

    "The opening band of a content page; pages whose hero differs (rotating words, a video) declare their own."
    type PageHero {
      eyebrow: String!
      title: String!
      subtitle: String!
      actions: [Action!]
    }

    type CallToAction {
      title: String!
      text: String!
      actions: [Action!]!
    }

    type Action {
      label: String!
      href: String!
    }
  `,
};
