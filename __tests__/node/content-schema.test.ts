/** @jest-environment node */
import Ajv from "ajv";
import fs from "fs";
import { Kind, parse, type ObjectTypeDefinitionNode } from "graphql";
import path from "path";
import { cmsConfig } from "../../src/node/cms-config";
import { dataSources, jsonSchemaOf, type DataSource } from "../../src/node/content-schema";
import { outdatedGeneratedFiles } from "../../src/node/generated-files";
import { contentModules } from "../../src/node/schema";
import { dataFiles } from "../../src/node/content-loader";
import { DATA } from "../support/content-nodes";
import { readDataFileAt } from "../support/data";

const ROOT = path.join(__dirname, "../..");

/** Validates a data file against its committed schema; problems as `data/<file>: <field> <what is wrong>`. */
const schemaProblems = (file: string, content: unknown, source: DataSource): string[] => {
  const schema = JSON.parse(fs.readFileSync(path.join(ROOT, "schemas", `${source.name}.schema.json`), "utf8"));
  const validate = new Ajv({ allErrors: true }).compile(schema);
  return validate(content)
    ? []
    : (validate.errors ?? []).map(
        (error) =>
          `data/${file}: ${error.dataPath || "/"} ${error.message}${
            "additionalProperty" in error.params ? ` (${error.params.additionalProperty})` : ""
          }`,
      );
};

const sourceOf = (file: string): DataSource => {
  const source = dataSources(DATA).find((candidate) =>
    candidate.folder ? file.startsWith(`${candidate.name}/`) : file === candidate.pattern,
  );
  if (!source) throw new Error(`no schema for data/${file}`);
  return source;
};

/** VS Code's fileMatch globs (`/data/programmes/*.json`) as regular expressions. */
const globMatches = (glob: string, file: string) =>
  new RegExp(`${glob.replace(/[.]/g, "\\.").replace(/\*/g, "[^/]*")}$`).test(`/${file}`);

describe("the content schema for editors", () => {
  it("is current in schemas/ and .vscode/settings.json (the build refreshes them)", () => {
    expect(outdatedGeneratedFiles(contentModules, ROOT)).toEqual([]);
  });

  it("maps every file under data/ to its schema in .vscode/settings.json", () => {
    const settings = JSON.parse(fs.readFileSync(path.join(ROOT, ".vscode/settings.json"), "utf8"));
    const mappings: { fileMatch: string[]; url: string }[] = settings["json.schemas"];
    for (const { relativePath } of dataFiles(DATA)) {
      const matching = mappings.filter((mapping) =>
        mapping.fileMatch.some((glob) => globMatches(glob, `data/${relativePath}`)),
      );
      expect({ file: relativePath, schemas: matching.length }).toEqual({ file: relativePath, schemas: 1 });
      expect(fs.existsSync(path.join(ROOT, matching[0].url))).toBe(true);
    }
  });

  it("accepts every data file as committed", () => {
    for (const { relativePath, absolutePath } of dataFiles(DATA)) {
      const content = readDataFileAt(absolutePath);
      expect(schemaProblems(relativePath, content, sourceOf(relativePath))).toEqual([]);
    }
  });

  it("rejects a wrong file, naming the file and the field", () => {
    const faq = readDataFileAt(path.join(DATA, "faq.json"));
    faq.questions[1].answer = 42;
    faq.hero.subtitel = faq.hero.subtitle;
    delete faq.hero.subtitle;
    expect(schemaProblems("faq.json", faq, sourceOf("faq.json")).sort()).toEqual([
      "data/faq.json: .hero should NOT have additional properties (subtitel)",
      "data/faq.json: .hero should have required property 'subtitle'",
      "data/faq.json: .questions[1].answer should be string",
    ]);
  });

  it("carries the closed sets and ranges of the content rules", () => {
    const programme = jsonSchemaOf(contentModules, sourceOf("programmes/x.json")) as {
      definitions: Record<string, { properties: Record<string, Record<string, unknown>> }>;
    };
    expect(programme.definitions.ProgrammesJson.properties.status.enum).toEqual(["open", "closed"]);
    expect(programme.definitions.ProgrammesJson.properties.questions).toMatchObject({ minItems: 8, maxItems: 10 });
    expect(programme.definitions.FlywheelItem.properties.icon.enum).toContain("users");
  });

  it("takes a person as a personId shaped like data/people.json's own ids, one or a list", () => {
    type Definitions = { definitions: Record<string, { properties: Record<string, Record<string, unknown>> }> };
    const personId = (jsonSchemaOf(contentModules, sourceOf("people.json")) as Definitions).definitions.PeopleJson
      .properties.personId;
    const landing = jsonSchemaOf(contentModules, sourceOf("event-landings/x.json")) as Definitions;
    const { moderator, participants } = landing.definitions.EventLandingsJson.properties;
    expect(moderator).toMatchObject({ type: "string", pattern: personId.pattern });
    expect(participants).toMatchObject({ type: "array", items: { type: "string", pattern: personId.pattern } });
    const landingFile = fs.readdirSync(path.join(DATA, "event-landings"))[0];
    const entry = readDataFileAt(path.join(DATA, "event-landings", landingFile));
    entry.moderator = { name: "Someone" };
    expect(schemaProblems(`event-landings/${landingFile}`, entry, sourceOf(`event-landings/${landingFile}`))).toEqual([
      `data/event-landings/${landingFile}: .moderator should be string`,
    ]);
  });
});

describe("the CMS configuration", () => {
  type Field = Record<string, unknown> & { name: string; fields?: Field[] };
  const config = cmsConfig(contentModules, DATA, { name: "proxy" }) as {
    collections: { name: string; fields?: Field[]; files?: { fields: Field[] }[] }[];
  };
  const fieldsOf = (collection: string): Field[] => {
    const found = config.collections.find((candidate) => candidate.name === collection);
    return found?.fields ?? found?.files?.[0].fields ?? [];
  };

  it("edits a person reference as the personId itself, one per line in a list", () => {
    // Decap's relation picker emptied other entries' speakers on save (an end-to-end save caught it): ids are text.
    const landing = fieldsOf("event-landings");
    expect(landing.find((field) => field.name === "moderator")).toMatchObject({ widget: "string", required: true });
    expect(landing.find((field) => field.name === "participants")).toMatchObject({
      widget: "list",
      field: { widget: "string" },
    });
    expect(JSON.stringify(config)).not.toContain('"relation"');
  });

  const collection = (name: string) => config.collections.find((candidate) => candidate.name === name) as Field;

  it("labels collections and fields in plain words", () => {
    expect(collection("faq").label).toBe("FAQ");
    expect(collection("community-events").label).toBe("Community events");
    const events = (fieldsOf("community-events")[0].fields ?? []).map((field) => field.label);
    expect(events).toEqual(expect.arrayContaining(["Event ID", "Starts at", "Duration minutes"]));
  });

  it("lists entries by their title, not their id", () => {
    expect(fieldsOf("community-events")[0]).toMatchObject({ name: "items", summary: "{{fields.title}}" });
    expect(fieldsOf("faq").find((field) => field.name === "questions")).toMatchObject({
      summary: "{{fields.question}}",
    });
    expect(collection("programmes")).toMatchObject({ identifier_field: "title", summary: "{{fields.title}}" });
  });

  /** Every field of the configuration, however deep. */
  const allFields = (fields: Field[]): Field[] =>
    fields.flatMap((field) => [
      field,
      ...allFields([...(field.fields ?? []), ...(field.field ? [field.field as Field] : [])]),
    ]);
  const everyField = config.collections.flatMap((entry) =>
    allFields([...(entry.fields ?? []), ...(entry.files ?? []).flatMap((file) => file.fields)]),
  );

  it("gives every hint as a finished sentence, escaped so Decap's Markdown renders it as written", () => {
    const hints = everyField.flatMap((field) => (typeof field.hint === "string" ? [field.hint] : []));
    expect(hints.length).toBeGreaterThan(0);
    // Decap's hint Markdown turns an unescaped **x** or [x](y) into bold or a link and drops the marks.
    const unescaped = /(^|[^\\])[*_[\]`]/;
    expect(hints.filter((hint) => unescaped.test(hint))).toEqual([]);
    const asWritten = hints.map((hint) => hint.replace(/\\(.)/g, "$1"));
    expect(asWritten.filter((hint) => !/[.?!)]$/.test(hint))).toEqual([]);
    const answer = (fieldsOf("faq").find((field) => field.name === "questions")?.fields ?? []).find(
      (field) => field.name === "answer",
    );
    expect(String(answer?.hint).replace(/\\(.)/g, "$1")).toBe(
      "Blank lines split paragraphs; **text** is bold; [label](/path) links to a page of the site, which must exist.",
    );
  });

  it("reads a file holding a list as its entries (Decap takes a file collection's format from the collection)", () => {
    expect(collection("reports")).toMatchObject({ format: "json-list" });
    expect(collection("faq")).toMatchObject({ format: "json-object" });
  });

  it("offers no 'Delete entry' where an entry is a whole file of entries (a community's events)", () => {
    expect(collection("community-events")).toMatchObject({ format: "json-list", delete: false });
    expect(collection("programmes")).not.toHaveProperty("delete");
  });

  it("marks as required exactly the fields the schema makes non-null", () => {
    const event = fieldsOf("community-events")[0].fields ?? [];
    expect(event.find((field) => field.name === "title")).toMatchObject({ required: true });
    expect(event.find((field) => field.name === "location")).toMatchObject({ required: false });
  });

  it("leaves an optional object's fields optional, so an event without a sponsor saves (the save check refuses half a sponsor)", () => {
    const event = fieldsOf("community-events")[0].fields ?? [];
    const sponsor = event.find((field) => field.name === "sponsor");
    expect(sponsor).toMatchObject({ widget: "object", required: false });
    expect(sponsor?.fields?.map((field) => field.required)).toEqual(sponsor?.fields?.map(() => false));
    const agenda = event.find((field) => field.name === "agenda");
    expect(agenda?.fields?.find((field) => field.name === "title")).toMatchObject({ required: true });
  });
});

describe("descriptions", () => {
  const fields = contentModules
    .flatMap((module) => parse(module.typeDefs).definitions)
    .filter((definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
    .flatMap((type) => (type.fields ?? []).map((field) => ({ name: `${type.name.value}.${field.name.value}`, field })));

  it("document every content field for GraphiQL, editors' hovers and the CMS", () => {
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter(({ field }) => !field.description?.value.trim()).map(({ name }) => name)).toEqual([]);
  });
});
