import { Kind, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import type { FieldRules } from "./content-rules";
import { storedFieldsOf } from "./stored-fields";
import type { ContentModule } from "./types/content-module";
import { fieldRuleFor, fieldRulesOf, isDerivedField, isFileField, referenceOf, typeMapOf } from "./validate-content";

/** Where the generated TypeScript types of the content live (a committed file, checked to be current). */
export const CONTENT_TYPES_FILE = "src/node/types/content.generated.ts";

const SCALAR_TYPES: Record<string, string> = {
  String: "string",
  Int: "number",
  Float: "number",
  Boolean: "boolean",
  Date: "string",
  JSON: "unknown",
};

const unionOf = (values: readonly string[]): string => values.map((value) => JSON.stringify(value)).join(" | ");

/** A closed set every type shares (a `*.field` rule, e.g. `*.icon`) is named once: `IconValue`. */
const sharedSetName = (field: string): string => `${field[0].toUpperCase()}${field.slice(1)}Value`;

/** A description as one JSDoc line (the SDL's descriptions are one line each). */
const doc = (description: string | undefined, indent: string): string =>
  description ? `${indent}/** ${description.replace(/\*\//g, "*\\/")} */\n` : "";

/**
 * The TypeScript of a field's value as the file holds it, with its derived fields: a linked node is the id the file
 * names, an image its path, a closed set of texts (a `oneOf` rule) the union of its values.
 */
const valueType = (
  type: TypeNode,
  field: FieldDefinitionNode,
  typeName: string,
  rules: FieldRules,
  objectTypes: ReadonlySet<string>,
): string => {
  if (type.kind === Kind.NON_NULL_TYPE) return valueType(type.type, field, typeName, rules, objectTypes);
  if (type.kind === Kind.LIST_TYPE) {
    const item = valueType(type.type, field, typeName, rules, objectTypes);
    return `readonly ${/[ |]/.test(item) ? `(${item})` : item}[]`;
  }
  const name = type.name.value;
  const own = rules[`${typeName}.${field.name.value}`]?.oneOf;
  if (own) return unionOf(own);
  if (fieldRuleFor(rules, typeName, field.name.value)?.oneOf) return sharedSetName(field.name.value);
  if (referenceOf(field) || isFileField(field)) return "string";
  return SCALAR_TYPES[name] ?? (objectTypes.has(name) ? name : "unknown");
};

const fieldLine = (
  field: FieldDefinitionNode,
  typeName: string,
  rules: FieldRules,
  objectTypes: ReadonlySet<string>,
): string => {
  const required = field.type.kind === Kind.NON_NULL_TYPE;
  const value = valueType(field.type, field, typeName, rules, objectTypes);
  return `${doc(field.description?.value, "  ")}  ${field.name.value}${required ? "" : "?"}: ${value}${required ? "" : " | null"};\n`;
};

/** Build-time enrichment fills these from the node's `fields`; no file holds them. */
const isEnrichment = (field: FieldDefinitionNode): boolean =>
  isDerivedField(field) && (field.directives ?? []).some((d) => d.name.value === "proxy" || d.name.value === "link");

const interfaceOf = (type: ObjectTypeDefinitionNode, rules: FieldRules, objectTypes: ReadonlySet<string>): string =>
  `${doc(type.description?.value, "")}export interface ${type.name.value} {\n${(type.fields ?? [])
    .filter((field) => !isEnrichment(field))
    .map((field) => fieldLine(field, type.name.value, rules, objectTypes))
    .join("")}}\n`;

/**
 * The content's TypeScript types, generated from its one declaration, the SDL of each content module with its field
 * rules: one interface per object type, each field with its description, as node-side code reads a checked node
 * (the file's fields and those derived from them). Code that reads content uses these rather than an interface of
 * its own, so a field added to the SDL reaches the types, the JSON Schemas and the CMS at once.
 */
export const contentTypeScript = (modules: ContentModule[]): string => {
  const types = [...typeMapOf(modules).values()];
  const rules = fieldRulesOf(modules);
  const names = new Set(types.map((type) => type.name.value));
  const shared = Object.entries(rules).flatMap(([key, rule]) =>
    key.startsWith("*.") && rule.oneOf
      ? [
          `/** The values every \`${key.slice(2)}\` field may take. */\nexport type ${sharedSetName(key.slice(2))} = ${unionOf(rule.oneOf)};\n`,
        ]
      : [],
  );
  return [
    "// Generated from the content SDL (src/node/types/*.ts) by src/node/content-types.ts: `npm start` and every build",
    "// rewrite this file when the SDL changes, and a unit test fails while it is out of date. Do not edit it by hand.\n",
    ...shared,
    ...types.map((type) => interfaceOf(type, rules, names)),
    "/** The columns the database sync writes each stored field to (`@stored`, src/node/stored-fields.ts). */",
    `export const STORED_FIELDS = ${JSON.stringify(storedFieldsOf(modules), null, 2)} as const;\n`,
  ].join("\n");
};
