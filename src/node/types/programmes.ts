import type { ContentModule, ContentNode } from "./content-module";

/** Counts the spec fixes for every programme page (§2, §9). */
export const PROGRAMME_COUNTS = {
  questions: 10,
  process: 5,
  requirements: 4,
  flywheel: 8,
  flywheelPerType: 4,
} as const;

export const PROGRAMME_STATUSES = ["open", "closed"] as const;
export const PROGRAMME_HEADINGS = ["Questionnaire Preview", "Interview Guide"] as const;
export const FLYWHEEL_TYPES = ["participant", "sponsor"] as const;

const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

const listOf = (node: ContentNode, field: string): unknown[] => {
  const value = node[field];
  return Array.isArray(value) ? value : [];
};

const exactly = (node: ContentNode, field: string, count: number, what: string): string[] => {
  const found = listOf(node, field).length;
  return found === count ? [] : [`field "${field}" must hold exactly ${WORDS[count]} ${what} (found ${found})`];
};

const oneOf = (node: ContentNode, field: string, allowed: readonly string[]): string[] =>
  node[field] === undefined || allowed.includes(String(node[field]))
    ? []
    : [
        `field "${field}" must be one of ${allowed.map((value) => `"${value}"`).join(", ")} (found "${String(node[field])}")`,
      ];

interface FlywheelEntry {
  type?: unknown;
  angle?: unknown;
}

const flywheelProblems = (node: ContentNode): string[] => {
  const items = listOf(node, "flywheel") as FlywheelEntry[];
  const typeProblems = items.flatMap((item, i) =>
    FLYWHEEL_TYPES.includes(item.type as (typeof FLYWHEEL_TYPES)[number])
      ? []
      : [`field "flywheel[${i}].type" must be "participant" or "sponsor" (found "${String(item.type)}")`],
  );
  const perType = FLYWHEEL_TYPES.flatMap((type) => {
    const found = items.filter((item) => item.type === type).length;
    return found === PROGRAMME_COUNTS.flywheelPerType
      ? []
      : [`field "flywheel" must hold exactly four ${type} items (found ${found})`];
  });
  const angles = items.map((item) => item.angle);
  const angleProblems = angles.flatMap((angle, i) => {
    if (typeof angle !== "number" || angle < 0 || angle >= 360) {
      return [`field "flywheel[${i}].angle" must be a number of degrees from 0 up to 360`];
    }
    return angles.indexOf(angle) === i ? [] : [`field "flywheel[${i}].angle" repeats angle ${angle}`];
  });
  return [
    ...exactly(node, "flywheel", PROGRAMME_COUNTS.flywheel, "items"),
    ...(items.length === PROGRAMME_COUNTS.flywheel ? perType : []),
    ...typeProblems,
    ...angleProblems,
  ];
};

const isWebAddress = (value: unknown): boolean => typeof value === "string" && /^https:\/\/\S+$/.test(value);

const bookingProblems = (node: ContentNode): string[] => {
  const booking = node.booking as { briefingCall?: unknown; interview?: unknown } | undefined;
  if (!booking) return [];
  const notExternal = (["briefingCall", "interview"] as const)
    .filter((field) => booking[field] !== undefined && !isWebAddress(booking[field]))
    .map((field) => `field "booking.${field}" must be an https:// address (it opens in a new tab)`);
  const same =
    booking.briefingCall && booking.briefingCall === booking.interview
      ? ['fields "booking.briefingCall" and "booking.interview" must be different links']
      : [];
  return [...notExternal, ...same];
};

const slugProblems = (node: ContentNode): string[] =>
  node.slug === undefined || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(node.slug))
    ? []
    : [`field "slug" must be lower-case words joined by hyphens, without slashes (found "${String(node.slug)}")`];

const heroImageProblems = (node: ContentNode): string[] =>
  node.heroImage && !node.heroImageAlt ? ['field "heroImageAlt" is required when "heroImage" is set'] : [];

export const programmeRules = (node: ContentNode): string[] => [
  ...slugProblems(node),
  ...heroImageProblems(node),
  ...oneOf(node, "status", PROGRAMME_STATUSES),
  ...oneOf(node, "headingVariant", PROGRAMME_HEADINGS),
  ...exactly(node, "questions", PROGRAMME_COUNTS.questions, "questions"),
  ...exactly(node, "process", PROGRAMME_COUNTS.process, "process steps"),
  ...exactly(node, "requirements", PROGRAMME_COUNTS.requirements, "requirement cards"),
  ...flywheelProblems(node),
  ...bookingProblems(node),
];

/**
 * One JSON file per interview programme in `data/programmes/`; each becomes a
 * page at `/{slug}`. `order` places it in the `/interview-programmes` grid.
 */
export const programmesContent: ContentModule = {
  typeDefs: `
    type ProgrammesJson implements Node @dontInfer {
      slug: String!
      order: Int!
      icon: String!
      "open or closed: the badge 'Interviews Open' (green) or 'Interviews Closed' (red)."
      status: String!
      "Questionnaire Preview or Interview Guide."
      headingVariant: String!
      title: String!
      shortTitle: String!
      "Meta description of the programme page."
      description: String!
      logo: File! @fileByRelativePath
      heroImage: File @fileByRelativePath
      heroImageAlt: String
      booking: ProgrammeBooking!
      flywheel: [FlywheelItem!]!
      overview: ProgrammeOverview!
      questions: [String!]!
      process: [ProcessStep!]!
      requirements: [Feature!]!
      additionalOpportunities: String
      followUs: Action!
      sponsor: ProgrammeSponsor!
      participants: [ProgrammeParticipant!]!
    }

    "External scheduling links; the interview link may instead be an interview-brief page."
    type ProgrammeBooking {
      briefingCall: String!
      interview: String!
    }

    "A value of the programme, drawn at angle degrees clockwise from the top of the flywheel."
    type FlywheelItem {
      icon: String!
      label: String!
      angle: Float!
      type: String!
    }

    type ProgrammeOverview {
      paragraphs: [String!]!
      lists: [BulletList!]
    }

    type BulletList {
      title: String!
      items: [String!]!
    }

    type ProcessStep {
      icon: String!
      title: String!
      duration: String!
      description: String!
      action: Action
    }

    type ProgrammeSponsor {
      name: String!
      logo: File! @fileByRelativePath
      blurb: [String!]!
    }

    "A published contributor; href is their one-pager."
    type ProgrammeParticipant {
      name: String!
      title: String!
      company: String
      photo: File! @fileByRelativePath
      href: String!
    }

    type InterviewProgrammesJson implements Node @dontInfer {
      title: String!
      description: String!
      hero: InterviewProgrammesHero!
      gridTitle: String!
      gridIntro: String!
      "Headings every programme page shares."
      programmePage: ProgrammePageCopy!
    }

    "Section headings of a programme page; the sections' content comes from data/programmes/*.json."
    type ProgrammePageCopy {
      "Heading of the value flywheel."
      valueTitle: String!
      "Line under the value flywheel's heading."
      valueIntro: String!
      "Heading of the programme overview."
      overviewTitle: String!
      "Heading of the ten interview questions."
      questionsTitle: String!
      "Heading of the interview process steps."
      processTitle: String!
      "Heading of what a participant is asked to give."
      requirementsTitle: String!
      "Heading of the programme's additional opportunities note."
      additionalOpportunitiesTitle: String!
      "Heading of the sponsor's blurb."
      sponsorTitle: String!
    }

    type InterviewProgrammesHero {
      eyebrow: String!
      title: String!
      text: [String!]!
      actions: [Action!]!
    }
  `,
  rules: {
    ProgrammesJson: programmeRules,
  },
};
