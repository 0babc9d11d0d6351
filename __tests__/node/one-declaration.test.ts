/** @jest-environment node */
import fs from "fs";
import { buildSchema, GraphQLObjectType, parse, type FragmentDefinitionNode } from "graphql";
import { writeTypeScriptTypes } from "gatsby/dist/utils/graphql-typegen/ts-codegen";
import type { IDefinitionMeta } from "gatsby/dist/redux/types";
import os from "os";
import path from "path";
import ts from "typescript";
import { oneOf } from "../../src/node/content-rules";
import { dataSources, jsonSchemaOf } from "../../src/node/content-schema";
import { cmsConfig } from "../../src/node/cms-config";
import { contentTypeScript } from "../../src/node/content-types";
import { storedFieldsOf } from "../../src/node/stored-fields";
import { storedColumns } from "../../backend/seed";
import type { ContentModule } from "../../src/node/types/content-module";

/**
 * A content type is declared once, in its module's SDL with its field rules; the GraphQL type, the TypeScript type,
 * the editors' JSON Schema and the CMS form all follow from it. This fixture type gets one field more and every
 * consumer must show it, with its description and its closed set of values.
 */
const GATSBY_DIRECTIVES = `
  interface Node { id: ID! }
  scalar Date
  directive @dontInfer on OBJECT
  directive @link(by: String, from: String) on FIELD_DEFINITION
  directive @fileByRelativePath on FIELD_DEFINITION
  scalar JSON
  directive @stored(table: String!, column: String!, ifMissing: JSON) on FIELD_DEFINITION
`;

const guideModule = (extraField: string): ContentModule => ({
  typeDefs: `
    type GuidesJson implements Node @dontInfer {
      "Heading of the guide."
      title: String!
      ${extraField}
    }
  `,
  fields: { "GuidesJson.level": oneOf(["starter", "expert"]) },
});

const ADDED = `"How deep the guide goes, for the filter on its page."
      level: String!`;

/** The same field, marked as one the database keeps (a column of a table the sync writes). */
const STORED = `"How deep the guide goes, for the filter on its page."
      level: String! @stored(table: "public.guides", column: "guide_level")`;

/** A data folder holding one file of the fixture type, as an editor's data/ would. */
const dataDirWithGuides = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "one-declaration-"));
  fs.writeFileSync(path.join(dir, "guides.json"), JSON.stringify({ title: "A guide", level: "starter" }));
  return dir;
};

/**
 * TypeScript's errors for `files`, checked strictly on their own against the few global types generated code names
 * (gatsby-types.d.ts uses Pick, Omit and Record), not the whole standard library (seconds faster).
 */
const compileErrors = (own: Record<string, string>): string[] => {
  const files: Record<string, string> = {
    ...own,
    "globals.d.ts":
      "interface Array<T> {} interface ReadonlyArray<T> {} interface Boolean {} interface Number {} " +
      "interface String {} interface Object {} interface Function {} interface RegExp {} interface IArguments {} " +
      "interface CallableFunction {} interface NewableFunction {} type Record<K extends keyof any, T> = { [P in K]: T }; " +
      "type Pick<T, K extends keyof T> = { [P in K]: T[P] }; type Exclude<T, U> = T extends U ? never : T; " +
      "type Omit<T, K extends keyof any> = Pick<T, Exclude<keyof T, K>>;",
  };
  const program = ts.createProgram({
    rootNames: Object.keys(files),
    options: { strict: true, noEmit: true, noLib: true, types: [], isolatedModules: true },
    host: {
      ...ts.createCompilerHost({}),
      getSourceFile: (name, version) => ts.createSourceFile(name, files[name] ?? "", version),
      fileExists: (name) => name in files,
      readFile: (name) => files[name],
    },
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
};

/** Every object in a nested value, depth first. */
const objectsIn = (value: unknown): Record<string, unknown>[] =>
  value && typeof value === "object"
    ? [
        ...(Array.isArray(value) ? [] : [value as Record<string, unknown>]),
        ...Object.values(value as object).flatMap(objectsIn),
      ]
    : [];

describe("a field added to a content type's one declaration", () => {
  const before = guideModule("");
  const after = guideModule(ADDED);
  let dataDir = "";
  beforeAll(() => (dataDir = dataDirWithGuides()));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("is a field of the GraphQL type, with its description", () => {
    const typeOf = (module: ContentModule) =>
      buildSchema(GATSBY_DIRECTIVES + module.typeDefs).getType("GuidesJson") as GraphQLObjectType;
    expect(typeOf(before).getFields().level).toBeUndefined();
    const field = typeOf(after).getFields().level;
    expect(String(field.type)).toBe("String!");
    expect(field.description).toBe("How deep the guide goes, for the filter on its page.");
  });

  it("is a required property of the TypeScript type, typed by its closed set, and the file compiles", () => {
    const source = contentTypeScript([after]);
    expect(contentTypeScript([before])).not.toContain("level");
    expect(source).toMatch(
      /\/\*\* How deep the guide goes, for the filter on its page\. \*\/\n\s+level: "starter" \| "expert";/,
    );
    expect(compileErrors({ "content.generated.ts": source })).toEqual([]);
  });

  it("is a property of the page's props type once its view's fragment selects it (Gatsby's own typegen)", async () => {
    // A view declares the fields it shows in a fragment beside it (src/views/community-event-view.tsx) and its
    // props take the fragment's generated type: the field's second edit is that line, and the JSX that shows it.
    const propsTypeOf = async (module: ContentModule, fragment: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "one-declaration-types-"));
      try {
        // Gatsby gives every node type its id.
        const schema = buildSchema(
          `${GATSBY_DIRECTIVES}${module.typeDefs}\nextend type GuidesJson { id: ID! }\ntype Query { guidesJson: GuidesJson }`,
        );
        const def = parse(fragment).definitions[0] as FragmentDefinitionNode;
        const meta = { name: def.name.value, def, hash: 1, isFragment: true, isStaticQuery: false };
        const definitions = new Map([[def.name.value, { ...meta, filePath: `${dir}/src/views/guide-view.tsx` }]]);
        await writeTypeScriptTypes(dir, schema, definitions as unknown as Map<string, IDefinitionMeta>, {
          typesOutputPath: "gatsby-types.d.ts",
          documentSearchPaths: [],
          generateOnBuild: false,
        });
        return fs.readFileSync(path.join(dir, "gatsby-types.d.ts"), "utf8");
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    };
    /** Whether a view's props, typed by the fragment, let it read `guide.level` as a string. */
    const readsLevel = (types: string) =>
      compileErrors({
        "gatsby-types.d.ts": types,
        "guide-view.ts":
          "export interface GuideViewProps { guide: Queries.GuideViewFieldsFragment }\n" +
          "export const levelOf = ({ guide }: GuideViewProps): string => guide.level;\n",
      });
    const typesBefore = await propsTypeOf(before, "fragment GuideViewFields on GuidesJson { title }");
    expect(readsLevel(typesBefore)).toEqual([expect.stringContaining("Property 'level' does not exist")]);
    const typesAfter = await propsTypeOf(after, "fragment GuideViewFields on GuidesJson { title level }");
    expect(typesAfter).toMatch(/type GuideViewFieldsFragment = \{ readonly title: string, readonly level: string \}/);
    expect(readsLevel(typesAfter)).toEqual([]);
    // A view cannot select a field its type does not declare: the build stops on the query.
    await expect(propsTypeOf(before, "fragment GuideViewFields on GuidesJson { title level }")).rejects.toThrow(
      /Cannot query field "level" on type "GuidesJson"/,
    );
  });

  it("reaches the database sync's column list when marked stored, and only then", () => {
    const columnsOf = (module: ContentModule) =>
      storedColumns("public.guides", storedFieldsOf([module])).map(({ column, field, scalar }) => ({
        column,
        field,
        scalar,
      }));
    expect(columnsOf(before)).toEqual([]);
    expect(columnsOf(after)).toEqual([]);
    expect(columnsOf(guideModule(STORED))).toEqual([{ column: "guide_level", field: "level", scalar: "String" }]);
    // The generated types carry the mark to the sync (backend/seed.ts reads STORED_FIELDS from them).
    expect(contentTypeScript([guideModule(STORED)])).toMatch(
      /export const STORED_FIELDS = \{\s+"public\.guides": \{\s+"GuidesJson": \[\s+\{\s+"field": "level",\s+"column": "guide_level"/,
    );
  });

  it("is a required property of the editors' JSON Schema, with its values as an enum", () => {
    const [source] = dataSources(dataDir);
    const guideSchema = (module: ContentModule) =>
      (jsonSchemaOf([module], source) as { definitions: Record<string, { properties: object; required: string[] }> })
        .definitions.GuidesJson;
    expect(Object.keys(guideSchema(before).properties)).not.toContain("level");
    const schema = guideSchema(after) as { properties: Record<string, unknown>; required: string[] };
    expect(schema.properties.level).toMatchObject({
      type: "string",
      enum: ["starter", "expert"],
      description: expect.stringContaining("How deep the guide goes"),
    });
    expect(schema.required).toContain("level");
  });

  it("is a field of the CMS form, a select of its values with the description as its hint", () => {
    const fieldsOf = (module: ContentModule) =>
      objectsIn(cmsConfig([module], dataDir, { name: "test-repo" })).filter((object) => object.name === "level");
    expect(fieldsOf(before)).toEqual([]);
    expect(fieldsOf(after)).toEqual([
      expect.objectContaining({
        widget: "select",
        options: ["starter", "expert"],
        hint: expect.stringContaining("How deep the guide goes"),
      }),
    ]);
  });
});
