import { figuresAgree } from "../copy-facts";
import { linksToTrust } from "../trusted-links";
import type { ContentModule } from "./content-module";

/** Shapes that several concerns' JSON files share. */
/** The date, time and timezone an event shows: its start read in London, derived, never written in a file. */
export const LONDON_TIME_FIELDS = `
      "Date as shown, e.g. 'Tuesday, June 10, 2025': startsAt read in London (not in the file)."
      date: String! @londonTime(part: "date")
      "Start time as shown, e.g. '3:00 pm': startsAt read in London (not in the file)."
      time: String! @londonTime(part: "time")
      "GMT or BST, as in London at startsAt (not in the file)."
      timezone: String! @londonTime(part: "timezone")`;

export const sharedContent: ContentModule = {
  typeDefs: `
    type Stat {
      "The figure itself, counted up on screen, e.g. 250."
      value: Int!
      "Text before the figure, e.g. '£'."
      prefix: String
      "Text after the figure, e.g. '+' or '%'."
      suffix: String
      "What the figure counts, shown under it."
      label: String!
      "Icon above the figure; a name from src/lib/icon-paths.ts."
      icon: String
    }

    type Feature {
      "Icon of the card; a name from src/lib/icon-paths.ts."
      icon: String!
      "Card heading."
      title: String!
      "Card text, one or two sentences."
      description: String!
    }

    "A titled band of feature cards."
    type FeatureSection {
      "Section heading."
      title: String!
      "Optional paragraph under the heading."
      intro: String
      "The cards of the section, in order; as many as you like."
      items: [Feature!]!
    }

    "A section's heading and optional intro, where the section's body comes from elsewhere."
    type SectionIntro {
      "Section heading."
      title: String!
      "Optional paragraph under the heading."
      intro: String
    }

    type LinkItem {
      "Link text."
      name: String!
      "Where the link goes: a page of this site (/about) or a full https:// address."
      href: String!
      "Optional line under the link in a dropdown menu."
      description: String
    }

    type LinkedFeature {
      "Icon of the card; a name from src/lib/icon-paths.ts."
      icon: String!
      "Card heading."
      title: String!
      "Card text, one or two sentences."
      description: String!
      "Page the whole card links to, e.g. /interview-programmes."
      href: String!
    }

    "The opening band of a content page; pages whose hero differs (rotating words, a video) declare their own."
    type PageHero {
      "Small label above the page heading."
      eyebrow: String!
      "The page's main heading (its h1)."
      title: String!
      "Paragraph under the heading."
      subtitle: String!
      "Buttons under the hero text, first one filled."
      actions: [Action!]
    }

    type CallToAction {
      "Heading of the closing call-to-action band."
      title: String!
      "Paragraph of the call-to-action band."
      text: String!
      "Buttons of the band, first one filled."
      actions: [Action!]!
    }

    type Action {
      "Button or link text."
      label: String!
      "Where it goes: a page of this site (/contact) or a full https:// address."
      href: String!
    }
  `,
  across: [figuresAgree, linksToTrust],
};
