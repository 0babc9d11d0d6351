/**
 * Every content rule the SDL cannot say, in one place. A rule fails the build only when a page could not be built
 * or would be wrong: a closed set (statuses, icons, colours), a text shape (slugs, addresses, date-times), a list
 * whose layout needs a given shape, an identifier used twice. How many entries an editor curates is free; where a
 * count has a real limit, the rule states the range and its reason.
 *
 * Field rules are data, not code, so the same definition drives the build's checks, the JSON Schema editors get
 * (enum, pattern, minItems/maxItems) and the CMS widgets (selects, date-time pickers).
 */
import { ICON_PATHS } from "../lib/icon-paths";
import { ISO_WITH_OFFSET } from "../lib/london-time";

export interface ContentNode {
  [field: string]: unknown;
}

export interface RuleContext {
  /** Paths of every page the build creates, for link checks; unknown before Gatsby has created the pages. */
  routes?: ReadonlySet<string>;
}

/**
 * A field that names another node by one of its fields, declared in the SDL as `@link(by: "personId")`: the file
 * holds the id and Gatsby puts the node in its place. An id that no node has would quietly become null (or drop
 * out of a list), so the content check names it instead.
 */
export interface Reference {
  /** The node type named, e.g. PeopleJson. */
  type: string;
  /** Its field that holds the id, e.g. personId. */
  by: string;
}

/** The ids a reference may name: every value of its `by` field, and the data files those nodes come from. */
export interface ReferenceTargets {
  ids: ReadonlySet<string>;
  files: readonly string[];
}

/** How a message names what a reference expects, e.g. `a personId of an entry in data/people.json`. */
export const referenceExpected = (reference: Reference, files: readonly string[]): string =>
  `a ${reference.by} of an entry in ${files.length > 0 ? files.map((file) => `data/${file}`).join(" or ") : reference.type}`;

/** A reference that is not a text, or names an id no node of its type has. */
export const referenceProblems = (
  value: unknown,
  reference: Reference,
  targets: ReferenceTargets,
  where: string,
): string[] => {
  const expected = referenceExpected(reference, targets.files);
  if (typeof value !== "string") return [`field "${where}" is ${JSON.stringify(value)}; expected ${expected}`];
  return targets.ids.has(value)
    ? []
    : [`field "${where}" names "${value}", which does not exist; expected ${expected}`];
};

/** A rule across fields of one node; returns one message per problem, each starting with `field "path"`. */
export type ContentRule = (node: ContentNode, context: RuleContext) => string[];

/** A node as a rule across files sees it: its type, its content and the file it comes from (below data/). */
export interface TypedNode {
  type: string;
  node: ContentNode;
  file: string;
}

/** A problem a rule across files found, in the node it belongs to; the message starts with `field "path"`. */
export interface NodeProblem {
  node: ContentNode;
  message: string;
}

/** A rule across the nodes of every file, e.g. a text that must agree with another file's data. */
export type CrossFileRule = (nodes: readonly TypedNode[]) => NodeProblem[];

export interface FieldRule {
  /** A closed set of texts: an enum in the JSON Schema, a select in the CMS. */
  oneOf?: readonly string[];
  /** A shape for a text, with the words that describe it to an editor. */
  text?: { pattern: RegExp; expected: string; format?: "date-time" | "uri" | "email" };
  /** A list length the page needs, with the reason. */
  items?: { min: number; max?: number; reason: string };
  /** A number range, with the reason. */
  range?: { min: number; max?: number; reason: string };
}

/** Field rules by `Type.field`; `*.field` applies to that field name in every type. */
export type FieldRules = Record<string, FieldRule>;

export const oneOf = (values: readonly string[]): FieldRule => ({ oneOf: values });

export const SLUG: FieldRule = {
  text: { pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, expected: "lower-case words joined by hyphens, e.g. future-of-hr" },
};
export const WEB_ADDRESS: FieldRule = {
  text: { pattern: /^https?:\/\/\S+$/, expected: "a full web address starting http:// or https://", format: "uri" },
};
export const HTTPS_ADDRESS: FieldRule = {
  text: { pattern: /^https:\/\/\S+$/, expected: "a web address starting https://", format: "uri" },
};
export const EMAIL: FieldRule = {
  text: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, expected: "an e-mail address", format: "email" },
};
export const PHONE: FieldRule = { text: { pattern: /^\+?[\d\s()-]{7,}$/, expected: "a phone number" } };
export const DATE_TIME: FieldRule = {
  text: {
    pattern: ISO_WITH_OFFSET,
    expected: "a date-time with its offset, e.g. 2025-06-10T15:00:00+01:00",
    format: "date-time",
  },
};
export const itemCount = (min: number, max: number | undefined, reason: string): FieldRule => ({
  items: { min, max, reason },
});
export const numberRange = (min: number, max: number | undefined, reason: string): FieldRule => ({
  range: { min, max, reason },
});

/** Rules every content type shares: icons name an icon of the set. */
export const SHARED_FIELD_RULES: FieldRules = {
  "*.icon": oneOf(Object.keys(ICON_PATHS).sort()),
};

const between = (min: number, max: number | undefined): string =>
  max === undefined ? `at least ${min}` : min === max ? `exactly ${min}` : `${min} to ${max}`;

/** Messages for one value against its field rule; the caller has checked the value's type. */
export const fieldRuleProblems = (value: unknown, rule: FieldRule, where: string): string[] => {
  if (rule.oneOf && !rule.oneOf.includes(String(value))) {
    const shown = rule.oneOf.length > 12 ? `${rule.oneOf.slice(0, 12).join(", ")}, …` : rule.oneOf.join(", ");
    return [`field "${where}" is "${String(value)}"; expected one of: ${shown}`];
  }
  if (rule.text && typeof value === "string" && !rule.text.pattern.test(value)) {
    return [`field "${where}" is "${value}"; expected ${rule.text.expected}`];
  }
  if (rule.items && Array.isArray(value)) {
    const { min, max, reason } = rule.items;
    if (value.length < min || (max !== undefined && value.length > max)) {
      return [`field "${where}" holds ${value.length} entries; expected ${between(min, max)} (${reason})`];
    }
  }
  if (rule.range && typeof value === "number") {
    const { min, max, reason } = rule.range;
    if (value < min || (max !== undefined && value > max)) {
      return [`field "${where}" is ${value}; expected ${between(min, max)} (${reason})`];
    }
  }
  return [];
};

/** Reads a dotted field path such as `hero.words` from a node. */
export const valueAt = (node: ContentNode, field: string): unknown =>
  field.split(".").reduce<unknown>((value, key) => (value as ContentNode | undefined)?.[key], node);

export const isFilled = (value: unknown): boolean => Array.isArray(value) && value.length > 0;

/** Values that occur more than once, each reported at its second and later places. */
export const repeatedIndexes = (values: unknown[]): number[] =>
  values.flatMap((value, i) => (values.indexOf(value) !== i ? [i] : []));

/** `field` is required when `trigger` is set. */
export const requiredWith =
  (field: string, trigger: string): ContentRule =>
  (node) =>
    valueAt(node, trigger) && !valueAt(node, field) ? [`field "${field}" is required when "${trigger}" is set`] : [];

/** A field rule for one use of a shared type, e.g. the hero of one page; `field` is a dotted path. */
export const fieldRuleAt =
  (field: string, rule: FieldRule): ContentRule =>
  (node) => {
    const value = valueAt(node, field);
    return value === undefined || value === null
      ? fieldRuleProblems([], rule, field)
      : fieldRuleProblems(value, rule, field);
  };

export const allOf =
  (...rules: ContentRule[]): ContentRule =>
  (node, context) =>
    rules.flatMap((rule) => rule(node, context));
