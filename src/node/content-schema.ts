import { Kind, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import path from "path";
import type { FieldRule, FieldRules } from "./content-rules";
import type { ContentModule } from "./types/content-module";
import { loadContent } from "./content-loader";
import { fieldRuleFor, fieldRulesOf, isDerivedField, isFileField, referenceOf, typeMapOf } from "./validate-content";

/** A data file, or a folder whose files share one type; each gets one JSON Schema and one CMS collection. */
export interface DataSource {
  /** `faq` for data/faq.json, `programmes` for data/programmes/. */
  name: string;
  /** Glob below data/: `faq.json` or `programmes/*.json`. */
  pattern: string;
  /** The GraphQL node type of its entries. */
  type: string;
  /** True when a file holds a list of entries (one node each) rather than one object. */
  list: boolean;
  folder: boolean;
}

/** Every file and folder under `dataDir`, named after the file or the folder. */
export const dataSources = (dataDir: string): DataSource[] => {
  const sources = new Map<string, DataSource>();
  for (const file of loadContent(dataDir).files) {
    const folder = path.dirname(file.relativePath);
    const name = folder === "." ? path.basename(file.relativePath, ".json") : folder;
    if (sources.has(name)) continue;
    sources.set(name, {
      name,
      pattern: folder === "." ? file.relativePath : `${folder}/*.json`,
      type: file.typeName,
      // A file with a syntax error counts as one object; the content check reports it.
      list: "parsed" in file.read && Array.isArray(file.read.parsed.value),
      folder: folder !== ".",
    });
  }
  return [...sources.values()];
};

type JsonSchema = Record<string, unknown>;

const SCALAR_SCHEMAS: Record<string, JsonSchema> = {
  String: { type: "string" },
  Int: { type: "integer" },
  Float: { type: "number" },
  Boolean: { type: "boolean" },
  Date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}" },
};

/** What the rule adds to a field's schema: an enum, a pattern, a range; and the words that explain it. */
interface RuleSchema {
  schema: JsonSchema;
  list: JsonSchema;
  note: string;
}

const ruleSchema = (rule: FieldRule | undefined): RuleSchema => {
  if (!rule) return { schema: {}, list: {}, note: "" };
  const schema: JsonSchema = {};
  const list: JsonSchema = {};
  const notes: string[] = [];
  if (rule.oneOf) schema.enum = [...rule.oneOf];
  if (rule.text) {
    schema.pattern = rule.text.pattern.source;
    if (rule.text.format) schema.format = rule.text.format;
    notes.push(`Expected: ${rule.text.expected}.`);
  }
  if (rule.range) {
    schema.minimum = rule.range.min;
    if (rule.range.max !== undefined) schema.maximum = rule.range.max;
    notes.push(`${rule.range.min} to ${rule.range.max ?? "any"}: ${rule.range.reason}.`);
  }
  if (rule.items) {
    list.minItems = rule.items.min;
    if (rule.items.max !== undefined) list.maxItems = rule.items.max;
    notes.push(`${rule.items.min} to ${rule.items.max ?? "any number of"} entries: ${rule.items.reason}.`);
  }
  return { schema, list, note: notes.join(" ") };
};

const describe = (description: string | undefined, note: string): JsonSchema => {
  const text = [description, note].filter(Boolean).join(" ");
  return text ? { description: text, markdownDescription: text } : {};
};

/**
 * JSON Schema (draft-07) for one data source, generated from the SDL and the field rules: every field with its
 * description, required fields, closed sets as enums, text shapes as patterns, list ranges; unknown fields are
 * refused, so an editor underlines a typo as it is typed.
 */
export const jsonSchemaOf = (modules: ContentModule[], source: DataSource): JsonSchema => {
  const types = typeMapOf(modules);
  const rules: FieldRules = fieldRulesOf(modules);
  const definitions: Record<string, JsonSchema> = {};

  /** `filled` is true for a non-null String, which must not be blank either. */
  const valueSchema = (type: TypeNode, field: FieldDefinitionNode, rule: RuleSchema, filled = false): JsonSchema => {
    if (type.kind === Kind.NON_NULL_TYPE) return valueSchema(type.type, field, rule, true);
    if (type.kind === Kind.LIST_TYPE)
      return { type: "array", ...rule.list, items: valueSchema(type.type, field, rule) };
    const name = type.name.value;
    if (isFileField(field)) return { type: "string", minLength: 1 };
    const reference = referenceOf(field);
    // The id of the node named, in the shape its own field takes (e.g. a personId is a slug).
    if (reference)
      return { type: "string", minLength: 1, ...ruleSchema(fieldRuleFor(rules, reference.type, reference.by)).schema };
    if (SCALAR_SCHEMAS[name]) {
      const notBlank = name === "String" && filled && !rule.schema.enum && !rule.schema.pattern;
      return { ...SCALAR_SCHEMAS[name], ...(notBlank ? { pattern: "\\S" } : {}), ...rule.schema };
    }
    define(name);
    return { $ref: `#/definitions/${name}` };
  };

  const objectSchema = (type: ObjectTypeDefinitionNode): JsonSchema => {
    const fields = (type.fields ?? []).filter((field) => !isDerivedField(field));
    return {
      type: "object",
      ...describe(type.description?.value, ""),
      properties: Object.fromEntries(
        fields.map((field) => {
          const rule = ruleSchema(fieldRuleFor(rules, type.name.value, field.name.value));
          const file = isFileField(field) ? "A file path relative to this JSON file, e.g. ./images/…" : "";
          return [
            field.name.value,
            {
              ...describe(field.description?.value, [file, rule.note].filter(Boolean).join(" ")),
              ...valueSchema(field.type, field, rule),
            },
          ];
        }),
      ),
      required: fields.filter((field) => field.type.kind === Kind.NON_NULL_TYPE).map((field) => field.name.value),
      additionalProperties: false,
    };
  };

  function define(name: string): void {
    const type = types.get(name);
    if (!type || definitions[name]) return;
    definitions[name] = {};
    definitions[name] = objectSchema(type);
  }

  define(source.type);
  const root = source.list
    ? { type: "array", items: { $ref: `#/definitions/${source.type}` } }
    : { $ref: `#/definitions/${source.type}` };
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: `${source.name}.schema.json`,
    title: `data/${source.pattern}`,
    ...root,
    definitions: Object.fromEntries(Object.entries(definitions).sort(([a], [b]) => a.localeCompare(b))),
  };
};

export const SCHEMA_DIR = "schemas";

/** schemas/<source>.schema.json for every data source, and the VS Code mapping from data files to them. */
export const generatedSchemaFiles = (modules: ContentModule[], dataDir: string): Record<string, string> => {
  const sources = dataSources(dataDir);
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return Object.fromEntries([
    ...sources.map((source) => [`${SCHEMA_DIR}/${source.name}.schema.json`, json(jsonSchemaOf(modules, source))]),
  ]);
};

/** `json.schemas` entries for .vscode/settings.json: every data file matched to its schema. */
export const vscodeJsonSchemas = (dataDir: string) =>
  dataSources(dataDir).map((source) => ({
    fileMatch: [`/data/${source.pattern}`],
    url: `./${SCHEMA_DIR}/${source.name}.schema.json`,
  }));
