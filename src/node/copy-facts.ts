/**
 * Copy that must follow the facts it describes: texts that promise booking, figures stated on several pages, a
 * success story's claims about a programme and the interview-process step that points at the questions. Each rule
 * reads the other files' data, so an editor who closes a programme or changes a figure learns at once which text
 * now says something else.
 */
import { programmePath } from "../routes";
import type { ContentNode, CrossFileRule, NodeProblem, TypedNode } from "./content-rules";

/** Fields that hold names, addresses or icons, never copy a visitor reads as a sentence. */
const NOT_COPY = new Set(["icon", "href", "slug", "logo", "image", "booking", "link", "url", "pdf_url", "question"]);
const ADDRESS = /^(https?:|\/|\.{1,2}\/|#)/;

/** Every text a visitor reads in a node, with its field path (`questions[3].answer`). */
export const copyIn = (value: unknown, at = ""): [string, string][] => {
  if (typeof value === "string") return ADDRESS.test(value) ? [] : [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => copyIn(item, `${at}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      NOT_COPY.has(key) ? [] : copyIn(item, at ? `${at}.${key}` : key),
    );
  }
  return [];
};

const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?:;])\s+/);
const quoted = (text: string): string => (text.length > 60 ? `"${text.slice(0, 57)}…"` : `"${text}"`);

/** A sentence that offers booking: 'book your interview', 'its booking buttons', 'before you book'. */
export const BOOKING = /\bbook(?:s|ed|ing)?\b/i;
/** What makes a general booking sentence true while some programmes are closed: it says it is about open ones. */
const SAYS_OPEN = /\bopen\b/i;

interface Programme {
  slug: string;
  status: string;
  shortTitle: string;
  sponsor: string;
  participants: number;
}

const programmesOf = (nodes: readonly TypedNode[]): Programme[] =>
  nodes
    .filter(({ type }) => type === "ProgrammesJson")
    .map(({ node }) => ({
      slug: String(node.slug),
      status: String(node.status),
      shortTitle: String(node.shortTitle),
      sponsor: String((node.sponsor as ContentNode | undefined)?.name ?? ""),
      participants: Array.isArray(node.participants) ? node.participants.length : 0,
    }));

/** The texts about every programme at once: the FAQ and the interview-programmes index. */
const GENERAL_COPY = ["FaqJson", "InterviewProgrammesJson"];

/**
 * A closed programme's page says nothing about booking; the FAQ and the index offer booking only in a sentence that
 * says it is about open programmes (or tells how to register interest), and never for a programme they link to that
 * is closed.
 */
export const bookingFollowsStatus: CrossFileRule = (nodes) => {
  const programmes = programmesOf(nodes);
  const closed = programmes.filter((programme) => programme.status !== "open");
  const problems: NodeProblem[] = [];
  for (const { type, node } of nodes) {
    if (type === "ProgrammesJson" && node.status !== "open") {
      for (const [field, text] of copyIn(node)) {
        const sentence = sentencesOf(text).find((candidate) => BOOKING.test(candidate));
        if (!sentence) continue;
        problems.push({
          node,
          message:
            `field "${field}" promises booking (${quoted(sentence)}), but this programme's status is "${String(node.status)}"; ` +
            "expected no booking on a closed programme's page (say what to do instead, e.g. register interest)",
        });
      }
    }
    if (!GENERAL_COPY.includes(type) || closed.length === 0) continue;
    for (const [field, text] of copyIn(node)) {
      for (const sentence of sentencesOf(text).filter((candidate) => BOOKING.test(candidate))) {
        const linked = closed.find((programme) => sentence.includes(`](${programmePath(programme.slug)})`));
        if (linked) {
          problems.push({
            node,
            message:
              `field "${field}" promises booking for ${linked.slug} (${quoted(sentence)}), whose status is "${linked.status}"; ` +
              "expected booking to be offered only for an open programme",
          });
        } else if (!SAYS_OPEN.test(sentence)) {
          problems.push({
            node,
            message:
              `field "${field}" promises booking (${quoted(sentence)}), but ${closed.length} of ${programmes.length} programmes are closed ` +
              `(${closed.map((programme) => programme.slug).join(", ")}); expected the sentence to say booking is for open ` +
              "programmes (or how to register interest for a closed one)",
          });
        }
      }
    }
  }
  return problems;
};

interface Figure {
  node: ContentNode;
  file: string;
  field: string;
  label: string;
  shown: string;
}

/** Every figure (`{ value, label }`: a Stat or a campaign figure) in a node, with its field path. */
const figuresIn = (value: unknown, at: string, found: Omit<Figure, "node" | "file">[] = []) => {
  if (Array.isArray(value)) value.forEach((item, i) => figuresIn(item, `${at}[${i}]`, found));
  else if (value && typeof value === "object") {
    const figure = value as ContentNode;
    if (typeof figure.value === "number" && typeof figure.label === "string") {
      found.push({
        field: at ? `${at}.value` : "value",
        label: figure.label.trim().toLowerCase(),
        shown: `${String(figure.prefix ?? "")}${figure.value}${String(figure.suffix ?? "")}`,
      });
    }
    for (const [key, item] of Object.entries(figure)) figuresIn(item, at ? `${at}.${key}` : key, found);
  }
  return found;
};

/**
 * One figure, one value: a label stated on several pages (e.g. 'Events hosted') must carry the same value on each,
 * or say in its words why it differs ('Events hosted by our communities').
 */
export const figuresAgree: CrossFileRule = (nodes) => {
  const first = new Map<string, Figure>();
  const problems: NodeProblem[] = [];
  for (const { node, file } of nodes) {
    for (const figure of figuresIn(node, "")) {
      const earlier = first.get(figure.label);
      if (!earlier) {
        first.set(figure.label, { ...figure, node, file });
      } else if (earlier.shown !== figure.shown) {
        problems.push({
          node,
          message:
            `field "${figure.field}" states "${figure.label}" as ${figure.shown}, but data/${earlier.file} (${earlier.field}) ` +
            `states it as ${earlier.shown}; expected one value per figure (change one, or label it so it says what differs)`,
        });
      }
    }
  }
  return problems;
};

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const countIn = (word: string): number | undefined => {
  const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase());
  return n >= 0 ? n : undefined;
};

/**
 * A success story that names a programme (its short title in an outcome) is that programme's sponsor's story, and a
 * count of people interviewed is the programme's participants, as its page lists them.
 */
export const storiesMatchProgrammes: CrossFileRule = (nodes) => {
  const programmes = programmesOf(nodes);
  const companies = new Map(
    nodes.filter(({ type }) => type === "PeopleJson").map(({ node }) => [String(node.personId), String(node.company)]),
  );
  const problems: NodeProblem[] = [];
  for (const { type, node } of nodes) {
    if (type !== "SponsorSuccessStoriesJson" || !Array.isArray(node.stories)) continue;
    (node.stories as ContentNode[]).forEach((story, i) => {
      const company = companies.get(String(story.spokesperson));
      (Array.isArray(story.outcomes) ? (story.outcomes as unknown[]) : []).forEach((outcome, j) => {
        const text = String(outcome);
        const programme = programmes.find((candidate) => new RegExp(`\\b${candidate.shortTitle}\\b`, "i").test(text));
        if (!programme) return;
        const field = `stories[${i}].outcomes[${j}]`;
        if (company !== programme.sponsor) {
          problems.push({
            node,
            message:
              `field "${field}" claims the ${programme.shortTitle} programme (${quoted(text)}), whose sponsor is ` +
              `${programme.sponsor}, but the story is ${company ?? "nobody"}'s; expected a story to claim only its own programme`,
          });
          return;
        }
        const claimed = /^(\w+)\b.*\binterviewed\b/i.exec(text);
        const count = claimed ? countIn(claimed[1]) : undefined;
        if (count !== undefined && programme.participants > 0 && count !== programme.participants) {
          problems.push({
            node,
            message:
              `field "${field}" counts ${count} interviewed, but data/programmes/${programme.slug}.json lists ` +
              `${programme.participants} participants; expected the same number`,
          });
        }
      });
    });
  }
  return problems;
};

/**
 * The interview step's pointer to the questions matches the page: the questions come before the process, and a
 * count of them is the programme's own.
 */
export const processPointsAtQuestions: CrossFileRule = (nodes) =>
  nodes
    .filter(({ type }) => type === "ProgrammesJson")
    .flatMap(({ node }) => {
      const questions = Array.isArray(node.questions) ? node.questions.length : 0;
      return copyIn(node.process, "process").flatMap(([field, text]) => {
        const problems: NodeProblem[] = [];
        if (/\bquestions below\b/i.test(text)) {
          problems.push({
            node,
            message: `field "${field}" says the questions are below, but the page shows them above the interview process; expected "above"`,
          });
        }
        const counted = /\b(\w+) questions\b/i.exec(text);
        const count = counted ? countIn(counted[1]) : undefined;
        if (count !== undefined && count !== questions) {
          problems.push({
            node,
            message: `field "${field}" speaks of ${count} questions, but "questions" holds ${questions}; expected the same number`,
          });
        }
        return problems;
      });
    });
