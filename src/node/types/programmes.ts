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
import { bookingFollowsStatus, processPointsAtQuestions, storiesMatchProgrammes } from "../copy-facts";
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
      "Address of the programme page (/slug), lower-case words joined by hyphens; unique."
      slug: String!
      "Position in the /interview-programmes grid, lowest first."
      order: Int!
      "Icon of the programme's card; a name from src/lib/icon-paths.ts."
      icon: String!
      "open or closed: the badge 'Interviews Open' (green) or 'Interviews Closed' (red)."
      status: String!
      "Questionnaire Preview or Interview Guide."
      headingVariant: String!
      "Full title, the page heading."
      title: String!
      "Short title for cards and menus."
      shortTitle: String!
      "Meta description of the programme page."
      description: String!
      "Programme logo, in data/images/programmes/."
      logo: File! @fileByRelativePath
      "Optional wide image at the top of the page, in data/images/programmes/."
      heroImage: File @fileByRelativePath
      "Alternative text of the hero image; required with one."
      heroImageAlt: String
      "Links of the two booking buttons."
      booking: ProgrammeBooking!
      "The eight flywheel values: four participant and four sponsor, each at its own angle."
      flywheel: [FlywheelItem!]!
      "The 'Interview Program Overview' section."
      overview: ProgrammeOverview!
      "The interview questions, numbered on the page."
      questions: [String!]!
      "The interview process steps, in order."
      process: [ProcessStep!]!
      "The 'What We Need From You' cards."
      requirements: [Feature!]!
      "Optional paragraph on further opportunities."
      additionalOpportunities: String
      "The 'Follow Us' link."
      followUs: Action!
      "The 'About Our Sponsor' section."
      sponsor: ProgrammeSponsor!
      "Published contributors, one card each; the section hides when empty."
      participants: [ProgrammeParticipant!]!
    }

    "External scheduling links; the interview link may instead be an interview-brief page."
    type ProgrammeBooking {
      "Scheduling link of 'Book 15 min briefing call' (https://, opens in a new tab)."
      briefingCall: String!
      "Scheduling link of 'Book 30 min interview' (https://, opens in a new tab)."
      interview: String!
    }

    "A value of the programme, drawn at angle degrees clockwise from the top of the flywheel."
    type FlywheelItem {
      "Icon of the value; a name from src/lib/icon-paths.ts."
      icon: String!
      "Short label of the value."
      label: String!
      "Degrees clockwise from the top where the value sits, 0 to under 360."
      angle: Float!
      "Who the value is for: participant or sponsor."
      type: String!
    }

    type ProgrammeOverview {
      "Paragraphs of the overview."
      paragraphs: [String!]!
      "Optional titled bullet lists after the paragraphs."
      lists: [BulletList!]
    }

    type BulletList {
      "Heading of the list."
      title: String!
      "The bullet points."
      items: [String!]!
    }

    type ProcessStep {
      "Icon of the step; a name from src/lib/icon-paths.ts."
      icon: String!
      "Step heading."
      title: String!
      "How long the step takes, e.g. '15 min'."
      duration: String!
      "What happens in the step."
      description: String!
      "Optional button of the step, e.g. a booking link."
      action: Action
    }

    type ProgrammeSponsor {
      "Sponsor's name; the logo's alternative text."
      name: String!
      "Sponsor's logo, in data/images/programmes/."
      logo: File! @fileByRelativePath
      "Paragraphs about the sponsor."
      blurb: [String!]!
    }

    "A published contributor; href is their one-pager."
    type ProgrammeParticipant {
      "The participant's personId in data/people.json."
      person: PeopleJson! @link(by: "personId")
      "Their published one-pager."
      href: String!
    }

    type InterviewProgrammesJson implements Node @dontInfer {
      "Browser tab and search-result title of /interview-programmes."
      title: String!
      "Search-engine description of /interview-programmes."
      description: String!
      "The opening band of the page."
      hero: InterviewProgrammesHero!
      "Heading of the programme grid (programmes come from data/programmes/)."
      gridTitle: String!
      "Paragraph under the grid heading."
      gridIntro: String!
      "Label of each programme card's link to its page."
      gridLinkLabel: String!
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
      "Small label above the heading."
      eyebrow: String!
      "The page's main heading."
      title: String!
      "Paragraphs under the heading."
      text: [String!]!
      "Buttons under the text, first one filled."
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
  across: [bookingFollowsStatus, storiesMatchProgrammes, processPointsAtQuestions],
};
