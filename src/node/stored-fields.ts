import type { GatsbyNode } from "gatsby";
import { Kind, parse, type ConstValueNode, type FieldDefinitionNode, type TypeNode } from "graphql";

/**
 * Content the database keeps a copy of. `@stored(table: "public.events", column: "capacity")` on a field of the SDL
 * says which column the database sync (backend/seed.ts) writes the field's value to, and `ifMissing` what it writes
 * when a file leaves the field out. The sync's column lists are built from these marks, so a field the database
 * needs takes its declaration, and the SQL migration that adds its column, and no edit of the sync.
 */
export const STORED_DIRECTIVE = "stored";

export interface StoredField {
  /** The content field, e.g. `capacity`. */
  field: string;
  /** The column the sync writes, e.g. `capacity`. */
  column: string;
  /** The field's GraphQL scalar (String, Int, Boolean, Date), which decides how the value is written as SQL. */
  scalar: string;
  /** The value written when the file leaves the field out (default: null). */
  ifMissing?: string | number | boolean;
}

/** Stored fields by table, then by content type, in declaration order. */
export type StoredFields = Record<string, Record<string, StoredField[]>>;

const scalarOf = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : scalarOf(type.type));

const constValue = (value: ConstValueNode | undefined): string | number | boolean | undefined => {
  if (!value) return undefined;
  if (value.kind === Kind.STRING || value.kind === Kind.ENUM) return value.value;
  if (value.kind === Kind.INT || value.kind === Kind.FLOAT) return Number(value.value);
  if (value.kind === Kind.BOOLEAN) return value.value;
  return undefined;
};

const storedMark = (field: FieldDefinitionNode) => {
  const directive = field.directives?.find((candidate) => candidate.name.value === STORED_DIRECTIVE);
  if (!directive) return undefined;
  const argument = (name: string) =>
    constValue(directive.arguments?.find((candidate) => candidate.name.value === name)?.value);
  return { table: String(argument("table")), column: String(argument("column")), ifMissing: argument("ifMissing") };
};

/** Every field marked `@stored` in the modules' SDL. */
export const storedFieldsOf = (modules: readonly { typeDefs: string }[]): StoredFields => {
  const stored: StoredFields = {};
  for (const definition of modules.flatMap((module) => parse(module.typeDefs).definitions)) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    for (const field of definition.fields ?? []) {
      const mark = storedMark(field);
      if (!mark) continue;
      const byType = (stored[mark.table] ??= {});
      (byType[definition.name.value] ??= []).push({
        field: field.name.value,
        column: mark.column,
        scalar: scalarOf(field.type),
        ...(mark.ifMissing === undefined ? {} : { ifMissing: mark.ifMissing }),
      });
    }
  }
  return stored;
};

/** The directive's definition, for Gatsby's schema: the mark changes nothing GraphQL resolves. */
export const createStoredFieldExtension = (
  actions: Parameters<NonNullable<GatsbyNode["createSchemaCustomization"]>>[0]["actions"],
): void => {
  actions.createFieldExtension({
    name: STORED_DIRECTIVE,
    args: { table: "String!", column: "String!", ifMissing: "JSON" },
    extend: () => ({}),
  });
};
