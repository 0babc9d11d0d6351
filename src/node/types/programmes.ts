import {
  allOf,
  HTTPS_ADDRESS,
  itemCount,
  oneOf,
  requiredWith,
  SLUG,
  type ContentNode,
  type ContentRule,
} from "../content-rules";
import type { ContentModule } from "./content-module";

/** Shapes the programme page needs: the FAQ promises 8-10 questions; the flywheel draws four items per side. */
export const PROGRAMME_LIMITS = {
  questions: { min: 8, max: 10 },
  flywheelPerType: 4,
} as const;

export const PROGRAMME_STATUSES = ["open", "closed"] as const;
export const PROGRAMME_HEADINGS = ["Questionnaire Preview", "Interview Guide"] as const;
export const FLYWHEEL_TYPES = ["participant", "sponsor"] as const;

interface FlywheelEntry {
  type?: unknown;
  angle?: unknown;
}

/** The flywheel graphic places four participant and four sponsor values around its centre, each at its own angle. */
const flywheelProblems = (node: ContentNode): string[] => {
  const items = (Array.isArray(node.flywheel) ? node.flywheel : []) as FlywheelEntry[];
  const perType = FLYWHEEL_TYPES.flatMap((type) => {
    const found = items.filter((item) => item.type === type).length;
    return found === PROGRAMME_LIMITS.flywheelPerType
      ? []
      : [
          `field "flywheel" holds ${found} ${type} items; expected exactly ${PROGRAMME_LIMITS.flywheelPerType} (the graphic draws four per side)`,
        ];
  });
  const angles = items.map((item) => item.angle);
  const repeated = angles.flatMap((angle, i) =>
    angles.indexOf(angle) === i
      ? []
      : [`field "flywheel[${i}].angle" repeats angle ${String(angle)}; expected an angle no other item uses`],
  );
  return [...perType, ...repeated];
};

const bookingProblems = (node: ContentNode): string[] => {
  const booking = node.booking as { briefingCall?: unknown; interview?: unknown } | undefined;
  return booking?.briefingCall && booking.briefingCall === booking.interview
    ? ['field "booking.interview" is the same link as "booking.briefingCall"; expected two different links']
    : [];
};

export const programmeRules: ContentRule = allOf(
  requiredWith("heroImageAlt", "heroImage"),
  flywheelProblems,
  bookingProblems,
);

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
    }

    type InterviewProgrammesHero {
      eyebrow: String!
      title: String!
      text: [String!]!
      actions: [Action!]!
    }
  `,
  fields: {
    "ProgrammesJson.slug": SLUG,
    "ProgrammesJson.status": oneOf(PROGRAMME_STATUSES),
    "ProgrammesJson.headingVariant": oneOf(PROGRAMME_HEADINGS),
    "ProgrammesJson.questions": itemCount(
      PROGRAMME_LIMITS.questions.min,
      PROGRAMME_LIMITS.questions.max,
      "the programmes' FAQ and about text promise 8-10 questions",
    ),
    "ProgrammeBooking.briefingCall": HTTPS_ADDRESS,
    "ProgrammeBooking.interview": HTTPS_ADDRESS,
    "FlywheelItem.type": oneOf(FLYWHEEL_TYPES),
    "FlywheelItem.angle": { range: { min: 0, max: 359.99, reason: "degrees clockwise from the top" } },
  },
  rules: {
    ProgrammesJson: programmeRules,
  },
  unique: {
    ProgrammesJson: ["slug"],
  },
};
