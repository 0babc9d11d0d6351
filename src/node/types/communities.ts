import { COMMUNITY_COLOURS } from "../../lib/community-colours";
import { communityPath } from "../../routes";
import { londonTextMismatches, type LondonTexts } from "../../lib/london-time";
import type { ContentModule, ContentNode } from "./content-module";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const slugProblems = (field: string, value: unknown): string[] =>
  SLUG.test(String(value))
    ? []
    : [`field "${field}" must be lower-case words joined by hyphens (it is part of the address)`];

const isFilled = (value: unknown): boolean => Array.isArray(value) && value.length > 0;

interface CommunityEventContent extends ContentNode, LondonTexts {
  community: string;
  eventId: string;
  status: string;
  type: string;
  startsAt: string;
  location?: string | null;
  registered?: number | null;
  capacity?: number | null;
}

const communityEventProblems = (node: CommunityEventContent, routes: ReadonlySet<string>): string[] => {
  const problems = [...slugProblems("eventId", node.eventId), ...londonTextMismatches(node)];
  if (!routes.has(communityPath(node.community))) {
    problems.push(`field "community" names "${node.community}", which has no file in data/communities/`);
  }
  if (node.type !== "virtual" && node.type !== "in-person") {
    problems.push('field "type" must be "virtual" or "in-person"');
  }
  if (node.type === "in-person" && !node.location) problems.push('field "location" is required for in-person events');
  if (node.status === "upcoming") {
    if (!isFilled(node.objectives))
      problems.push('field "objectives" must list at least one objective for upcoming events');
    if (node.registered == null || node.capacity == null) {
      problems.push('fields "registered" and "capacity" are required for upcoming events');
    } else if (node.registered > node.capacity) {
      problems.push('field "registered" cannot exceed "capacity"');
    }
  } else if (node.status === "past") {
    if (!isFilled(node.results)) problems.push('field "results" must list at least one outcome for past events');
    if (!isFilled(node.keyInsights))
      problems.push('field "keyInsights" must list at least one insight for past events');
  } else {
    problems.push('field "status" must be "upcoming" or "past"');
  }
  return problems;
};

const countProblems = (node: ContentNode, field: string, count: number, what: string): string[] => {
  const value = field.split(".").reduce<unknown>((object, key) => (object as ContentNode | undefined)?.[key], node);
  return Array.isArray(value) && value.length === count ? [] : [`field "${field}" must hold exactly ${count} ${what}`];
};

/** PageHero leaves actions optional; the /communities and /events heroes are specified with buttons. */
const heroActionProblems = (node: ContentNode): string[] =>
  isFilled((node.hero as ContentNode).actions) ? [] : ['field "hero.actions" must list at least one button'];

/** Communities, their events and the /communities and /events screens. */
export const communitiesContent: ContentModule = {
  typeDefs: `
    type CommunitiesJson implements Node @dontInfer {
      slug: String!
      name: String!
      "Position on /communities and /events."
      order: Int!
      icon: String!
      eyebrow: String!
      description: String!
      targetAudience: String!
      "One of the card accents in src/lib/community-colours.ts."
      colour: String!
      memberCount: Int!
      upcomingCount: Int!
      "Set when the community lives on its own site; its card opens this address in a new tab."
      externalUrl: String
      sponsor: CommunitySponsor!
      challenges: FeatureSection!
      howWeHelp: FeatureSection!
      members: [CommunityPerson!]!
      cta: CallToAction!
    }

    type CommunitySponsor {
      name: String!
      logo: File! @fileByRelativePath
    }

    "A member or speaker; a missing or failing photo shows initials."
    type CommunityPerson {
      name: String!
      title: String!
      company: String!
      photo: File @fileByRelativePath
    }

    type CommunityEventsJson implements Node @dontInfer {
      eventId: String!
      "Slug of the community, matching a file in data/communities/."
      community: String!
      title: String!
      description: String!
      "upcoming or past"
      status: String!
      "virtual or in-person"
      type: String!
      date: String!
      time: String!
      "GMT or BST, as in London at startsAt."
      timezone: String!
      "ISO date-time with offset, for calendars and search engines."
      startsAt: Date!
      durationMinutes: Int!
      "Where an in-person event takes place."
      location: String
      registered: Int
      capacity: Int
      objectives: [String!]
      agenda: [EventAgendaItem!]
      speakers: [CommunityPerson!]
      sponsor: CommunitySponsor
      results: [String!]
      keyInsights: [String!]
    }

    type EventAgendaItem {
      title: String!
      duration: String!
    }

    type CommunitiesPageJson implements Node @dontInfer {
      title: String!
      description: String!
      hero: PageHero!
      stats: [Stat!]!
      benefits: FeatureSection!
      grid: SectionIntro!
      cta: CallToAction!
    }

    type EventExperiencesPageJson implements Node @dontInfer {
      title: String!
      description: String!
      hero: PageHero!
      process: FeatureSection!
      formats: PointCardSection!
      value: PointCardSection!
      access: FeatureSection!
      postEvent: FeatureSection!
      benefits: FeatureSection!
      communities: EventExperiencesCommunityCards!
      cta: CallToAction!
    }

    "A card with a short list of facts, e.g. a format's duration and group size."
    type PointCard {
      icon: String!
      title: String!
      description: String!
      points: [String!]!
    }

    type PointCardSection {
      title: String!
      intro: String
      items: [PointCard!]!
    }

    "The cards themselves come from data/communities/."
    type EventExperiencesCommunityCards {
      title: String!
      intro: String
      linkLabel: String!
    }
  `,
  rules: {
    CommunitiesJson: (node) => [
      ...slugProblems("slug", node.slug),
      ...((COMMUNITY_COLOURS as readonly string[]).includes(String(node.colour))
        ? []
        : [`field "colour" must be one of ${COMMUNITY_COLOURS.join(", ")}`]),
      ...(node.externalUrl && !String(node.externalUrl).startsWith("https://")
        ? ['field "externalUrl" must be an https:// address']
        : []),
      ...countProblems(node, "members", 4, "members (the page shows four)"),
    ],
    CommunityEventsJson: (node, context) => communityEventProblems(node as CommunityEventContent, context.routes),
    CommunitiesPageJson: (node) => [
      ...heroActionProblems(node),
      ...countProblems(node, "stats", 4, "figures"),
      ...countProblems(node, "benefits.items", 4, "benefit cards"),
    ],
    EventExperiencesPageJson: (node) => [
      ...heroActionProblems(node),
      ...countProblems(node, "process.items", 6, "process steps"),
      ...countProblems(node, "formats.items", 3, "formats"),
      ...countProblems(node, "benefits.items", 6, "benefit cards"),
    ],
  },
};
