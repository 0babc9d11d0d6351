import fs from "fs";
import path from "path";
import { Kind, parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import {
  fieldRuleProblems,
  referenceProblems,
  SHARED_FIELD_RULES,
  type FieldRule,
  type FieldRules,
  type Reference,
  type ReferenceTargets,
} from "./content-rules";
import { DERIVED_DIRECTIVES, fileBaseName, londonPart } from "./derived-fields";
import { brokenLinkMessages, linksIn } from "./internal-links";
import type { LondonTexts } from "../lib/london-time";
import { loadContent, type ContentProblem, type LoadedFile, type PendingSave } from "./content-loader";
import { pathOf, type JsonPath } from "./json-source";
import type { ContentModule, ContentNode, RuleContext } from "./types/content-module";

/** What each scalar accepts, and how a message names it to an editor. */
export const SCALARS: Record<string, { accepts: (value: unknown) => boolean; expected: string }> = {
  String: { accepts: (value) => typeof value === "string", expected: "text in double quotes" },
  Int: { accepts: (value) => Number.isInteger(value), expected: "a whole number (no quotes)" },
  Float: { accepts: (value) => typeof value === "number", expected: "a number (no quotes)" },
  Boolean: { accepts: (value) => typeof value === "boolean", expected: "true or false" },
  Date: {
    accepts: (value) => typeof value === "string" && !Number.isNaN(Date.parse(value)),
    expected: "a date such as 2025-06-10 or 2025-06-10T15:00:00+01:00",
  },
};

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

const shown = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};

type TypeMap = Map<string, ObjectTypeDefinitionNode>;

export interface ValidationScope {
  types: TypeMap;
  fieldRules: FieldRules;
  /** Folder of the JSON file, against which image paths resolve. */
  dir: string;
  /** The ids a reference may name; unknown when a value is checked on its own. */
  targetsOf?: (reference: Reference) => ReferenceTargets;
  /** Whether a file a path names exists: on disk, unless a save under check adds it. */
  exists?: (absolutePath: string) => boolean;
}

export const isFileField = (field: FieldDefinitionNode): boolean =>
  (field.directives ?? []).some((directive) => directive.name.value === "fileByRelativePath");

const directiveOf = (field: FieldDefinitionNode, name: string) =>
  (field.directives ?? []).find((directive) => directive.name.value === name);

const argumentOf = (directive: ReturnType<typeof directiveOf>, name: string): string | undefined => {
  const value = directive?.arguments?.find((argument) => argument.name.value === name)?.value;
  return value?.kind === Kind.STRING ? value.value : undefined;
};

/**
 * Fields content files do not contain: filled in at build time (enrichment) from `fields`, or derived from a fact
 * the file states once (src/node/derived-fields.ts).
 */
export const isDerivedField = (field: FieldDefinitionNode): boolean =>
  Boolean(
    directiveOf(field, "proxy") ||
    argumentOf(directiveOf(field, "link"), "from") ||
    Object.values(DERIVED_DIRECTIVES).some((name) => directiveOf(field, name)),
  );

/**
 * A node as GraphQL resolves it: the file's fields plus those derived from them (what the content rules and the
 * page paths see).
 */
export const withDerivedFields = (
  node: ContentNode,
  type: ObjectTypeDefinitionNode,
  relativePath: string,
): ContentNode => {
  const derived: ContentNode = { ...node };
  for (const field of type.fields ?? []) {
    const part = argumentOf(directiveOf(field, DERIVED_DIRECTIVES.londonTime), "part");
    if (part) derived[field.name.value] = londonPart(node.startsAt, part as keyof LondonTexts);
    if (directiveOf(field, DERIVED_DIRECTIVES.fileName)) derived[field.name.value] = fileBaseName(relativePath);
  }
  return derived;
};

const namedTypeOf = (type: TypeNode): string =>
  type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeOf(type.type);

/** The node a field names by id (`@link(by: "personId")`): the file holds the id, not the node. */
export const referenceOf = (field: FieldDefinitionNode): Reference | undefined => {
  const link = directiveOf(field, "link");
  if (!link || isDerivedField(field)) return undefined;
  return { type: namedTypeOf(field.type), by: argumentOf(link, "by") ?? "id" };
};

/** What a field of this type holds, in an editor's words. */
export const expectedOf = (type: TypeNode, fileField = false, reference?: Reference): string => {
  if (type.kind === Kind.NON_NULL_TYPE) return expectedOf(type.type, fileField, reference);
  if (type.kind === Kind.LIST_TYPE) return "a list [ … ]";
  if (fileField) return "a file path relative to this file, e.g. ./images/…";
  if (reference) return `the ${reference.by} of a ${reference.type} entry`;
  return SCALARS[type.name.value]?.expected ?? `an object { … } (${type.name.value})`;
};

export const fieldRuleFor = (rules: FieldRules, typeName: string, field: string): FieldRule | undefined =>
  rules[`${typeName}.${field}`] ?? rules[`*.${field}`];

function checkValue(
  value: unknown,
  type: TypeNode,
  where: string,
  scope: ValidationScope,
  field: { file: boolean; rule?: FieldRule; reference?: Reference },
): string[] {
  if (type.kind === Kind.NON_NULL_TYPE) {
    return isBlank(value)
      ? [`field "${where}" is required; expected ${expectedOf(type, field.file, field.reference)}`]
      : checkValue(value, type.type, where, scope, field);
  }
  if (value === null || value === undefined) return [];
  if (type.kind === Kind.LIST_TYPE) {
    if (!Array.isArray(value)) return [`field "${where}" is ${shown(value)}; expected a list [ … ]`];
    return [
      ...(field.rule?.items ? fieldRuleProblems(value, field.rule, where) : []),
      ...value.flatMap((item, i) =>
        checkValue(item, type.type, `${where}[${i}]`, scope, { file: field.file, reference: field.reference }),
      ),
    ];
  }
  const name = type.name.value;
  if (field.reference) {
    if (scope.targetsOf) return referenceProblems(value, field.reference, scope.targetsOf(field.reference), where);
    return typeof value === "string"
      ? []
      : [`field "${where}" is ${shown(value)}; expected ${expectedOf(type, false, field.reference)}`];
  }
  if (field.file) {
    if (typeof value !== "string") return [`field "${where}" is ${shown(value)}; expected ${expectedOf(type, true)}`];
    return (scope.exists ?? fs.existsSync)(path.resolve(scope.dir, value))
      ? []
      : [`field "${where}" points to "${value}", which does not exist; expected a file path relative to this file`];
  }
  const scalar = SCALARS[name];
  if (scalar) {
    if (!scalar.accepts(value)) return [`field "${where}" is ${shown(value)}; expected ${scalar.expected}`];
    return field.rule ? fieldRuleProblems(value, field.rule, where) : [];
  }
  const objectType = scope.types.get(name);
  if (!objectType) return [];
  if (typeof value !== "object" || Array.isArray(value)) {
    return [`field "${where}" is ${shown(value)}; expected ${expectedOf(type)}`];
  }
  return checkObject(value as ContentNode, objectType, `${where}.`, scope);
}

/** Checks a value against an object type of the SDL and the field rules; messages name the field path. */
export function checkObject(
  value: ContentNode,
  type: ObjectTypeDefinitionNode,
  prefix: string,
  scope: ValidationScope,
): string[] {
  const fields = (type.fields ?? []).filter((field) => !isDerivedField(field));
  const known = fields.map((field) => field.name.value);
  const unknown = Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => `field "${prefix}${key}" is not a field of ${type.name.value}; expected one of: ${known.join(", ")}`);
  return [
    ...unknown,
    ...fields.flatMap((field) =>
      checkValue(value[field.name.value], field.type, `${prefix}${field.name.value}`, scope, {
        file: isFileField(field),
        rule: fieldRuleFor(scope.fieldRules, type.name.value, field.name.value),
        reference: referenceOf(field),
      }),
    ),
  ];
}

export const typeMapOf = (modules: ContentModule[]): TypeMap =>
  new Map(
    modules
      .flatMap((module) => parse(module.typeDefs).definitions)
      .filter((definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
      .map((definition) => [definition.name.value, definition]),
  );

/**
 * The nodes of a type as GraphQL resolves them, for node-side code that reads nodes without a query (page creation,
 * calendar files): each with its derived fields (a community event's community is its file's name).
 */
export const resolvedNodesOf = <N extends { parent?: string | null }>(
  modules: ContentModule[],
  nodesOfType: (type: string) => readonly N[],
  getNode: (id: string) => object | undefined | null,
): ((type: string) => readonly N[]) => {
  const schema = typeMapOf(modules);
  return (type) => {
    const definition = schema.get(type);
    if (!definition) return nodesOfType(type);
    return nodesOfType(type).map((node) => {
      const file = (node.parent ? getNode(node.parent) : undefined) as { relativePath?: unknown } | undefined | null;
      // withDerivedFields copies the node, `parent` included.
      return typeof file?.relativePath === "string"
        ? (withDerivedFields(node as unknown as ContentNode, definition, file.relativePath) as unknown as N)
        : node;
    });
  };
};

export const fieldRulesOf = (modules: ContentModule[]): FieldRules =>
  Object.assign({}, SHARED_FIELD_RULES, ...modules.map((module) => module.fields ?? {}));

/** The field path a message names (`field "a.b[1]"` or `fields "a" and …`), where the editor should look. */
const FIELD_IN_MESSAGE = /^fields? "([^"]+)"/;

interface SourcedNode {
  /** With its derived fields, as the rules see it. */
  node: ContentNode;
  /** As the file states it. */
  raw: ContentNode;
  /** Where the node sits in its file: [] for an object file, [i] for entry i of a list file. */
  at: JsonPath;
  file: LoadedFile;
  type: string;
  locate: (path: JsonPath, message: string) => ContentProblem;
}

/**
 * Checks every file under `dataDir` (as `pending` would leave it): JSON syntax, the SDL type of its nodes with the field rules, the rules across
 * fields, the rules across files, identifiers that must be unique and, once `context.routes` is known, internal links. Returns every
 * problem found, each with file, line, column and a code frame.
 */
export function validateData(
  modules: ContentModule[],
  dataDir: string,
  context: RuleContext = {},
  pending?: PendingSave,
): ContentProblem[] {
  const types = typeMapOf(modules);
  const fieldRules = fieldRulesOf(modules);
  const rules = Object.assign({}, ...modules.map((module) => module.rules ?? {}));
  const problems: ContentProblem[] = [];
  const nodes: SourcedNode[] = [];
  const content = loadContent(dataDir, pending);
  const exists = (absolutePath: string) =>
    Boolean(pending?.added.has(absolutePath)) ||
    (pending?.texts.get(absolutePath) !== null && fs.existsSync(absolutePath));

  for (const file of content.files) {
    const { read } = file;
    if ("problem" in read) {
      problems.push(read.problem);
      continue;
    }
    const { parsed, problemAt } = read;
    const type = file.typeName;
    if (!types.has(type)) {
      problems.push(
        problemAt({ line: 1, column: 1 }, `no content type ${type} is declared for this file in src/node/types/`),
      );
      continue;
    }
    const { value, positionOf } = parsed;
    const objectType = types.get(type) as ObjectTypeDefinitionNode;
    const items: [ContentNode, JsonPath][] = Array.isArray(value)
      ? value.map((item, i) => [item as ContentNode, [i]])
      : [[value as ContentNode, []]];
    for (const [node, at] of items) {
      nodes.push({
        node:
          typeof node === "object" && node !== null && !Array.isArray(node)
            ? withDerivedFields(node, objectType, file.relativePath)
            : node,
        raw: node,
        at,
        file,
        type,
        locate: (path, message) => ({
          ...problemAt(positionOf([...at, ...path]), message),
          ...(typeof at[0] === "number" ? { entry: at[0] } : {}),
        }),
      });
    }
  }

  const targets = new Map<string, ReferenceTargets>();
  const targetsOf = (reference: Reference): ReferenceTargets => {
    const key = `${reference.type}.${reference.by}`;
    const known = targets.get(key);
    if (known) return known;
    const named = nodes.filter((candidate) => candidate.type === reference.type);
    const found = {
      ids: new Set(named.map((candidate) => String(candidate.node[reference.by]))),
      files: [...new Set(named.map((candidate) => candidate.file.relativePath))],
    };
    targets.set(key, found);
    return found;
  };

  for (const { node, raw, file, type, locate } of nodes) {
    const scope = { types, fieldRules, dir: path.dirname(file.absolutePath), targetsOf, exists };
    const objectType = types.get(type) as ObjectTypeDefinitionNode;
    const messages =
      typeof node !== "object" || node === null || Array.isArray(node)
        ? [`this entry is ${shown(node)}; expected an object { … } (${type})`]
        : [
            ...checkObject(raw, objectType, "", scope),
            ...(context.routes ? brokenLinkMessages(linksIn(node), context.routes) : []),
            ...(rules[type] ? rules[type](node, context) : []),
          ];
    for (const message of messages) {
      const field = FIELD_IN_MESSAGE.exec(message)?.[1];
      problems.push(locate(field ? pathOf(field) : [], message));
    }
  }

  const typed = nodes.map(({ node, type, file }) => ({ node, type, file: file.relativePath }));
  for (const rule of modules.flatMap((module) => module.across ?? [])) {
    for (const { node, message } of rule(typed)) {
      const sourced = nodes.find((candidate) => candidate.node === node);
      if (!sourced) continue;
      const field = FIELD_IN_MESSAGE.exec(message)?.[1];
      problems.push(sourced.locate(field ? pathOf(field) : [], message));
    }
  }

  for (const module of modules) {
    for (const [type, keyFields] of Object.entries(module.unique ?? {})) {
      const seen = new Map<string, SourcedNode>();
      for (const sourced of nodes.filter((candidate) => candidate.type === type)) {
        const key = JSON.stringify(keyFields.map((field) => sourced.node[field]));
        const first = seen.get(key);
        if (!first) {
          seen.set(key, sourced);
          continue;
        }
        const last = keyFields[keyFields.length - 1];
        const where = first.locate([last], "").position;
        problems.push(
          sourced.locate(
            [last],
            `field "${last}" is ${shown(sourced.node[last])}, already used at data/${first.file.relativePath}:${where.line}:${where.column}; ` +
              `expected ${keyFields.join(" + ")} to be unique among ${type} entries`,
          ),
        );
      }
    }
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.position.line - b.position.line);
}
