import { londonTextMismatches, type LondonTexts } from "../../lib/london-time";
import type { ContentModule, ContentNode } from "./content-module";

interface LandingContent extends ContentNode, LondonTexts {
  slug: string;
  startsAt: string;
  sponsorName?: string | null;
  sponsorLink?: string | null;
  sponsorLogo?: string | null;
  contactEmail: string;
  contactPhone: string;
}

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
      "A neutral picture shown if the moderator's photo fails to load (scripts/make-placeholder-images.mjs portrait)."
      moderatorDefaultPhoto: File! @fileByRelativePath
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
  rules: {
    EventLandingsJson: (value) => {
      const node = value as LandingContent;
      const problems = londonTextMismatches(node);
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(node.slug))
        problems.push('field "slug" must be lower-case words joined by hyphens');
      if ((node.sponsorLink || node.sponsorLogo) && !node.sponsorName) {
        problems.push('field "sponsorName" is required when a sponsor link or logo is given');
      }
      if (node.sponsorLink && !/^https?:\/\//.test(node.sponsorLink)) {
        problems.push('field "sponsorLink" must be a full http(s) address');
      }
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(node.contactEmail))
        problems.push('field "contactEmail" must be an e-mail address');
      if (!/^\+?[\d\s()-]{7,}$/.test(node.contactPhone)) problems.push('field "contactPhone" must be a phone number');
      return problems;
    },
  },
};
