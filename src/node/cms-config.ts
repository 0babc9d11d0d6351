import { Kind, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import path from "path";
import { hasPreviewRoute } from "../routes";
import { dataSources, type DataSource } from "./content-schema";
import type { FieldRules } from "./content-rules";
import type { ContentModule } from "./types/content-module";
import { loadContent } from "./content-loader";
import { fieldRuleFor, fieldRulesOf, isDerivedField, isFileField, referenceOf, typeMapOf } from "./validate-content";

/** The custom format admin/cms.js registers: a file holding a JSON list is edited as { items: [...] }. */
export const LIST_FORMAT = "json-list";
/** admin/cms.js's format for a file holding one object: JSON, without the blanks an emptied optional field leaves. */
export const OBJECT_FORMAT = "json-object";
/** The field that list lives in, in the CMS. */
export const LIST_FIELD = "items";

/** Text fields long enough to deserve a multi-line box. */
const LONG_TEXT =
  /^(description|answer|quote|bio|text|intro|subtitle|summary|blurb|footerBlurb|independence|additionalOpportunities|gridIntro|defaultDescription|seoDescription|\w*Markdown)$/;

type CmsField = Record<string, unknown>;

/** Words an editor reads in capitals. */
const ACRONYMS = new Set(["faq", "id", "url", "pdf", "seo", "cta", "ics", "html"]);

/** A field or file name in plain words: `startsAt` → 'Starts at', `eventId` → 'Event ID', `faq` → 'FAQ'. */
export const labelOf = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()))
    .join(" ")
    .replace(/^./, (first) => first.toUpperCase());

/**
 * Decap renders a hint as Markdown: a description naming Markdown (`**text** is bold`) is escaped so the hint
 * reads as written.
 */
export const hintOf = (description: string): string => description.replace(/[\\`*_[\]()#<>!]/g, "\\$&");

/** The fields an entry is listed by, in order of preference: what a visitor reads as its name. */
const TITLE_FIELDS = ["title", "question", "name", "label", "heading", "shortTitle"];
const titleFieldOf = (fields: CmsField[]): string | undefined =>
  TITLE_FIELDS.find((name) => fields.some((field) => field.name === name && field.widget === "string"));

/** Where the images of each `Type.field` live now, below data/ (the most common folder). */
const imageFolders = (modules: ContentModule[], dataDir: string): Map<string, string> => {
  const types = typeMapOf(modules);
  const counts = new Map<string, Map<string, number>>();
  const visit = (value: unknown, typeName: string, fileDir: string) => {
    const type = types.get(typeName);
    if (!type || !value || typeof value !== "object") return;
    for (const field of type.fields ?? []) {
      const inner = unwrap(field.type);
      const values = ([] as unknown[]).concat((value as Record<string, unknown>)[field.name.value] ?? []);
      for (const item of values) {
        if (isFileField(field) && typeof item === "string") {
          const folder = path.relative(dataDir, path.dirname(path.resolve(fileDir, item)));
          const key = `${typeName}.${field.name.value}`;
          const perFolder = counts.get(key) ?? new Map<string, number>();
          perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
          counts.set(key, perFolder);
        } else visit(item, inner, fileDir);
      }
    }
  };
  const sources = dataSources(dataDir);
  for (const file of loadContent(dataDir).files) {
    const source = sources.find((candidate) =>
      candidate.folder ? file.relativePath.startsWith(`${candidate.name}/`) : candidate.pattern === file.relativePath,
    );
    // A file with a syntax error is left out; the content check reports it.
    if (!source || "problem" in file.read) continue;
    const content = file.read.parsed.value;
    for (const entry of Array.isArray(content) ? content : [content]) {
      visit(entry, source.type, path.dirname(file.absolutePath));
    }
  }
  return new Map([...counts].map(([key, perFolder]) => [key, [...perFolder].sort((a, b) => b[1] - a[1])[0][0]]));
};

const unwrap = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : unwrap(type.type));

/**
 * Decap CMS configuration generated from the content schema: one collection per data file and folder, a widget
 * per field (lists, objects, selects for closed sets, date-time pickers, images into their folder under
 * data/images/), descriptions as hints, required fields and text shapes as the CMS's own checks.
 */
export const cmsConfig = (
  modules: ContentModule[],
  dataDir: string,
  backend: Record<string, unknown>,
): Record<string, unknown> => {
  const types = typeMapOf(modules);
  const rules: FieldRules = fieldRulesOf(modules);
  const folders = imageFolders(modules, dataDir);
  const sources = dataSources(dataDir);

  /**
   * A field naming another entry by id (a person's personId, say) is edited as the id itself. Decap 3.6's
   * relation widget was tried: saving a community event emptied the speakers of every other event in the file,
   * so the picker would lose editors' data. Each such field's description says where the ids live.
   */
  const idField: CmsField = { widget: "string" };

  const widgetOf = (
    type: TypeNode,
    field: FieldDefinitionNode,
    owner: string,
    source: DataSource,
    seen: string[],
    optional: boolean,
  ): CmsField => {
    if (type.kind === Kind.NON_NULL_TYPE) return widgetOf(type.type, field, owner, source, seen, optional);
    const reference = referenceOf(field);
    if (type.kind === Kind.LIST_TYPE) {
      // A list's entries exist once added: their required fields are required.
      const item = widgetOf(type.type, field, owner, source, seen, false);
      const rule = fieldRuleFor(rules, owner, field.name.value);
      const range = rule?.items ? { min: rule.items.min, ...(rule.items.max ? { max: rule.items.max } : {}) } : {};
      const title = item.widget === "object" ? titleFieldOf(item.fields as CmsField[]) : undefined;
      return item.widget === "object"
        ? {
            widget: "list",
            fields: item.fields,
            collapsed: true,
            ...(title ? { summary: `{{fields.${title}}}` } : {}),
            ...range,
          }
        : { widget: "list", field: { label: labelOf(field.name.value), name: "item", ...item }, ...range };
    }
    const name = type.name.value;
    const rule = fieldRuleFor(rules, owner, field.name.value);
    if (reference) return idField;
    if (isFileField(field)) {
      const folder = folders.get(`${owner}.${field.name.value}`) ?? "images";
      const fromEntry = path.relative(path.dirname(path.join(dataDir, source.pattern)), path.join(dataDir, folder));
      return {
        widget: /video/i.test(field.name.value) ? "file" : "image",
        media_folder: `/${path.relative(path.dirname(dataDir), path.join(dataDir, folder))}`,
        public_folder: fromEntry.startsWith(".") ? fromEntry : `./${fromEntry}`,
        choose_url: false,
      };
    }
    if (rule?.oneOf) return { widget: "select", options: [...rule.oneOf] };
    if (name === "Int" || name === "Float") {
      return {
        widget: "number",
        value_type: name === "Int" ? "int" : "float",
        ...(rule?.range
          ? { min: rule.range.min, ...(rule.range.max !== undefined ? { max: rule.range.max } : {}) }
          : {}),
      };
    }
    if (name === "Boolean") return { widget: "boolean" };
    if (name === "Date") {
      // Decap 3.6 stores `format` and edits with the browser's own input: datetime-local in the editor's time
      // zone (saved with its offset), or a date input when time_format is false.
      return rule?.text?.format === "date-time"
        ? { widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ" }
        : { widget: "datetime", format: "YYYY-MM-DD", time_format: false };
    }
    const objectType = types.get(name);
    if (objectType && !seen.includes(name)) {
      return { widget: "object", collapsed: true, fields: fieldsOf(objectType, source, [...seen, name], optional) };
    }
    return {
      widget: LONG_TEXT.test(field.name.value) ? "text" : "string",
      ...(rule?.text ? { pattern: [rule.text.pattern.source, `Expected ${rule.text.expected}`] } : {}),
    };
  };

  /**
   * `withinOptional`: the fields of an optional object (an event's sponsor). Decap checks an object's required
   * fields even when the editor leaves the whole object empty, which blocked every save of the file; there they
   * are optional, admin/cms.js drops an object left empty, and the save check (src/node/cms-save-check.ts) refuses
   * an object half filled in, with the build's message.
   */
  const fieldsOf = (
    type: ObjectTypeDefinitionNode,
    source: DataSource,
    seen: string[],
    withinOptional = false,
  ): CmsField[] =>
    (type.fields ?? [])
      .filter((field) => !isDerivedField(field))
      .map((field) => {
        const required = !withinOptional && field.type.kind === Kind.NON_NULL_TYPE;
        return {
          label: labelOf(field.name.value),
          name: field.name.value,
          ...widgetOf(field.type, field, type.name.value, source, seen, !required),
          required,
          ...(field.description ? { hint: hintOf(field.description.value) } : {}),
        };
      });

  const collectionOf = (source: DataSource): Record<string, unknown> => {
    const type = types.get(source.type) as ObjectTypeDefinitionNode;
    const fields = fieldsOf(type, source, [source.type]);
    const label = labelOf(source.name);
    const description = `data/${source.pattern}${type.description ? `: ${hintOf(type.description.value)}` : ""}`;
    const title = titleFieldOf(fields);
    const listFields = [
      {
        label: "Entries",
        name: LIST_FIELD,
        widget: "list",
        collapsed: true,
        ...(title ? { summary: `{{fields.${title}}}` } : {}),
        fields,
      },
    ];
    // A collection some page shows is previewed as that page (src/cms/preview.tsx); the others keep the editor
    // full width.
    const editor = { preview: hasPreviewRoute(source.name) };
    if (!source.folder) {
      return {
        name: source.name,
        label,
        description,
        editor,
        // Decap reads a file collection's format from the collection, not from its file.
        format: source.list ? LIST_FORMAT : OBJECT_FORMAT,
        files: [
          { name: source.name, label, file: `data/${source.pattern}`, fields: source.list ? listFields : fields },
        ],
      };
    }
    return {
      name: source.name,
      label,
      description,
      folder: `data/${source.name}`,
      extension: "json",
      editor,
      ...(source.list
        ? {
            format: LIST_FORMAT,
            create: false,
            // Each entry is a whole file of entries (a community's events): 'Delete entry' would delete them
            // all. An event is removed from its list instead.
            delete: false,
            identifier_field: LIST_FIELD,
            summary: "{{filename}}",
            fields: listFields,
          }
        : {
            format: OBJECT_FORMAT,
            create: true,
            identifier_field: title ?? "name",
            slug: "{{fields.slug}}",
            summary: `{{fields.${title ?? "slug"}}}`,
            fields,
          }),
    };
  };

  return {
    backend,
    // `npm run cms` / `npm start` run decap-server; gatsby develop forwards /api/v1 to it.
    local_backend: { url: "/api/v1" },
    media_folder: "data/images",
    public_folder: "./images",
    site_url: "/",
    collections: sources.map(collectionOf),
  };
};

/** The backend editors log in to in production, from CMS_BACKEND, CMS_REPO and CMS_BRANCH (docs/editing-content.md). */
export const cmsBackend = (env: NodeJS.ProcessEnv = process.env): Record<string, unknown> =>
  env.CMS_BACKEND && env.CMS_REPO
    ? { name: env.CMS_BACKEND, repo: env.CMS_REPO, branch: env.CMS_BRANCH || "main" }
    : { name: "proxy", proxy_url: "/api/v1", branch: "main" };
