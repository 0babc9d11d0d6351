import fs from "fs";
import path from "path";
import { Kind, parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import { unknownIconMessages } from "./icon-names";
import { brokenLinkMessages, linksIn } from "./internal-links";
import type { ContentModule, ContentNode, RuleContext } from "./types/content-module";

const SCALARS: Record<string, (value: unknown) => boolean> = {
  String: (value) => typeof value === "string",
  Int: (value) => Number.isInteger(value),
  Float: (value) => typeof value === "number",
  Boolean: (value) => typeof value === "boolean",
  Date: (value) => typeof value === "string" && !Number.isNaN(Date.parse(value)),
};

/** Fields Gatsby adds to every node; they are not part of the content. */
const NODE_FIELDS = new Set(["id", "parent", "children", "internal", "fields"]);

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

type TypeMap = Map<string, ObjectTypeDefinitionNode>;

export interface ValidationScope {
  types: TypeMap;
  /** Folder of the JSON file, against which image paths resolve. */
  dir: string;
}

const isFileField = (field: FieldDefinitionNode): boolean =>
  (field.directives ?? []).some((directive) => directive.name.value === "fileByRelativePath");

function checkValue(
  value: unknown,
  type: TypeNode,
  where: string,
  scope: ValidationScope,
  fileField: boolean,
): string[] {
  if (type.kind === Kind.NON_NULL_TYPE) {
    return isBlank(value) ? [`field "${where}" is required`] : checkValue(value, type.type, where, scope, fileField);
  }
  if (value === null || value === undefined) return [];
  if (type.kind === Kind.LIST_TYPE) {
    return Array.isArray(value)
      ? value.flatMap((item, i) => checkValue(item, type.type, `${where}[${i}]`, scope, fileField))
      : [`field "${where}" must be a list`];
  }
  const name = type.name.value;
  if (fileField) {
    if (typeof value !== "string") return [`field "${where}" must be a file path`];
    return fs.existsSync(path.resolve(scope.dir, value))
      ? []
      : [`field "${where}" points to "${value}", which does not exist`];
  }
  if (SCALARS[name]) return SCALARS[name](value) ? [] : [`field "${where}" must be a ${name}`];
  const objectType = scope.types.get(name);
  if (!objectType) return [];
  if (typeof value !== "object" || Array.isArray(value)) return [`field "${where}" must be an object`];
  return checkObject(value as ContentNode, objectType, `${where}.`, scope);
}

export function checkObject(
  value: ContentNode,
  type: ObjectTypeDefinitionNode,
  prefix: string,
  scope: ValidationScope,
): string[] {
  const fields = type.fields ?? [];
  const known = new Set(fields.map((field) => field.name.value));
  const unknown = Object.keys(value)
    .filter((key) => !known.has(key) && !(prefix === "" && NODE_FIELDS.has(key)))
    .map((key) => `field "${prefix}${key}" is not declared for ${type.name.value} (a typo?)`);
  return [
    ...unknown,
    ...fields.flatMap((field) =>
      checkValue(value[field.name.value], field.type, `${prefix}${field.name.value}`, scope, isFileField(field)),
    ),
  ];
}

/** A node without the fields Gatsby adds, so only what the editor wrote is searched for links. */
const contentOf = (node: ContentNode): ContentNode =>
  Object.fromEntries(Object.entries(node).filter(([key]) => !NODE_FIELDS.has(key)));

export const typeMapOf = (modules: ContentModule[]): TypeMap =>
  new Map(
    modules
      .flatMap((module) => parse(module.typeDefs).definitions)
      .filter((definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
      .map((definition) => [definition.name.value, definition]),
  );

const isNodeType = (type: ObjectTypeDefinitionNode): boolean =>
  (type.interfaces ?? []).some((iface) => iface.name.value === "Node");

export interface SourcedNode extends ContentNode {
  internal: { type: string };
}

/**
 * Checks every JSON node against the SDL it was declared with, then against
 * its concern's extra rules; every internal `href` must name a page
 * and every `icon` an icon of the set. Returns messages of the form
 * `data/site.json: field "brandName" is required`.
 */
export function validateContent(
  modules: ContentModule[],
  nodes: SourcedNode[],
  fileOf: (node: SourcedNode) => { relativePath: string; absolutePath: string } | undefined,
  context: RuleContext,
): string[] {
  const types = typeMapOf(modules);
  const rules = Object.assign({}, ...modules.map((module) => module.rules ?? {}));
  return nodes.flatMap((node) => {
    const type = types.get(node.internal.type);
    const file = fileOf(node);
    if (!type || !isNodeType(type) || !file) return [];
    const scope = { types, dir: path.dirname(file.absolutePath) };
    const rule = rules[node.internal.type];
    const problems = [
      ...checkObject(node, type, "", scope),
      ...brokenLinkMessages(linksIn(contentOf(node)), context.routes),
      ...unknownIconMessages(node),
      ...(rule ? rule(node, context) : []),
    ];
    return problems.map((problem) => `data/${file.relativePath}: ${problem}`);
  });
}
