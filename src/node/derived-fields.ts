import type { GatsbyNode, Node } from "gatsby";
import path from "path";
import { ISO_WITH_OFFSET, londonTexts, type LondonTexts } from "../lib/london-time";

/**
 * Facts the content states once and the schema derives (issue 27): an event's displayed date, time and timezone
 * come from its start, read in London; a community event's community is its file's name. The content check, the
 * editors' JSON Schemas and the CMS leave these fields out (src/node/validate-content.ts, isDerivedField), GraphQL
 * resolves them with the functions below, and the content rules see the same values.
 */
export const DERIVED_DIRECTIVES = {
  /** `@londonTime(part: "date" | "time" | "timezone")`: that text of `startsAt` in London. */
  londonTime: "londonTime",
  /** `@fileName`: the name of the node's data file, without `.json`. */
  fileName: "fileName",
} as const;

/** A part of `startsAt` as UK visitors read it; null for a start without an offset (the content check says why). */
export const londonPart = (startsAt: unknown, part: keyof LondonTexts): string | null =>
  typeof startsAt === "string" && ISO_WITH_OFFSET.test(startsAt) ? londonTexts(startsAt)[part] : null;

/** `data/community-events/revenue.json` → `revenue`. */
export const fileBaseName = (relativePath: string): string => path.basename(relativePath, ".json");

/**
 * The fields each node type takes from its data file's name (`@fileName` in its SDL; a unit test holds the two
 * equal).
 */
export const FILE_NAME_FIELDS: Readonly<Record<string, string>> = { CommunityEventsJson: "community" };

type NodeLookup = (id: string) => object | undefined | null;

/**
 * The nodes of a type with the fields they take from their file's name, for node-side code that reads nodes
 * without a query (page creation, calendar files, the backend check) and so does not go through the resolvers.
 */
export const withFileNameFields =
  <N extends { parent?: string | null }>(nodesOfType: (type: string) => readonly N[], getNode: NodeLookup) =>
  (type: string): readonly N[] => {
    const field = FILE_NAME_FIELDS[type];
    if (!field) return nodesOfType(type);
    return nodesOfType(type).map((node) => {
      const file = (node.parent ? getNode(node.parent) : undefined) as { relativePath?: unknown } | undefined | null;
      return typeof file?.relativePath === "string" ? { ...node, [field]: fileBaseName(file.relativePath) } : node;
    });
  };

/** The field extensions behind the directives, for createSchemaCustomization. */
export const createDerivedFieldExtensions = (
  actions: Parameters<NonNullable<GatsbyNode["createSchemaCustomization"]>>[0]["actions"],
): void => {
  actions.createFieldExtension({
    name: DERIVED_DIRECTIVES.londonTime,
    args: { part: "String!" },
    extend: ({ part }: { part: keyof LondonTexts }) => ({
      resolve: (source: { startsAt?: unknown }) => londonPart(source.startsAt, part),
    }),
  });
  actions.createFieldExtension({
    name: DERIVED_DIRECTIVES.fileName,
    extend: () => ({
      resolve: (
        source: Node,
        _args: unknown,
        context: { nodeModel: { getNodeById: (query: { id: string }) => { relativePath?: string } | null } },
      ) => {
        const file = source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null;
        return file?.relativePath ? fileBaseName(file.relativePath) : null;
      },
    }),
  });
};
