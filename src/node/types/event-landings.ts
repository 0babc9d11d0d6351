import { londonTextMismatches, type LondonTexts } from "../../lib/london-time";
import { allOf, EMAIL, PHONE, requiredWith, SLUG, WEB_ADDRESS } from "../content-rules";
import type { ContentModule, ContentNode } from "./content-module";

type LandingContent = ContentNode & LondonTexts & { startsAt: string };

/** One landing page per file in data/event-landings/, at /events/{slug}. */
export const eventLandingsContent: ContentModule = {
  typeDefs: `
    type EventLandingsJson implements Node @dontInfer {
      slug: String!
      "Sent with each registration."
      eventId: String!
      formId: String!
      title: String!
      subtitle: String!
      seoDescription: String!
      date: String!
      time: String!
      timezone: String!
      startsAt: Date!
      durationMinutes: Int!
      "Virtual shows a globe; anything else (e.g. London) a pin."
      delivery: String!
      heroImage: File @fileByRelativePath
      sponsorName: String
      sponsorLogo: File @fileByRelativePath
      sponsorLink: String
      moderatorName: String!
      moderatorRole: String!
      moderatorPhoto: File @fileByRelativePath
      "Blank lines split paragraphs; **text** is bold."
      aboutMarkdown: String!
      keyTakeaways: [Feature!]!
      participants: [LandingParticipant!]
      whyAttend: [String!]!
      "Blank lines split paragraphs; **text** is bold."
      audienceMarkdown: String!
      howItWorks: [LandingStep!]!
      contactEmail: String!
      contactPhone: String!
    }

    type LandingParticipant {
      name: String!
      title: String!
      photo: File @fileByRelativePath
    }

    type LandingStep {
      title: String!
      description: String!
    }
  `,
  fields: {
    "EventLandingsJson.slug": SLUG,
    "EventLandingsJson.sponsorLink": WEB_ADDRESS,
    "EventLandingsJson.contactEmail": EMAIL,
    "EventLandingsJson.contactPhone": PHONE,
  },
  rules: {
    EventLandingsJson: allOf(
      (node) => londonTextMismatches(node as LandingContent),
      requiredWith("sponsorName", "sponsorLink"),
      requiredWith("sponsorName", "sponsorLogo"),
    ),
  },
  unique: {
    EventLandingsJson: ["slug"],
  },
};
