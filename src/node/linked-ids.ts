import { Kind, type FieldDefinitionNode } from "graphql";

/**
 * A field that names another node by one of its fields, e.g.
 * `person: PeopleJson! @link(by: "personId")`: the JSON holds the id, Gatsby
 * swaps in the node. An id nothing has would silently become null, so the
 * content check names it instead.
 */
export interface LinkField {
  by: string;
}

/** The link a field declares, unless Gatsby fills it from `fields` at build time (`@link(from: …)`). */
export const linkOf = (field: FieldDefinitionNode): LinkField | undefined => {
  const link = (field.directives ?? []).find((directive) => directive.name.value === "link");
  if (!link) return undefined;
  const argument = (name: string) => (link.arguments ?? []).find((arg) => arg.name.value === name)?.value;
  if (argument("from")) return undefined;
  const by = argument("by");
  return { by: by?.kind === Kind.STRING ? by.value : "id" };
};

export interface LinkTargets {
  /** Every value of the `by` field among the nodes of the type. */
  ids: ReadonlySet<string>;
  /** The files those nodes come from, for the message. */
  files: readonly string[];
}

/** Looks up the nodes a link may name; built once per type and field. */
export const linkTargetIndex = <N extends { internal: { type: string } }>(
  nodes: readonly N[],
  fileOf: (node: N) => string | undefined,
) => {
  const cache = new Map<string, LinkTargets>();
  return (type: string, by: string): LinkTargets => {
    const key = `${type}.${by}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const ofType = nodes.filter((node) => node.internal.type === type);
    const targets = {
      ids: new Set(ofType.map((node) => String((node as unknown as Record<string, unknown>)[by]))),
      files: [...new Set(ofType.map(fileOf).filter((file): file is string => Boolean(file)))],
    };
    cache.set(key, targets);
    return targets;
  };
};

export const unknownIdMessage = (where: string, value: unknown, link: LinkField, targets: LinkTargets): string[] => {
  if (typeof value !== "string") return [`field "${where}" must name a ${link.by} (a text)`];
  if (targets.ids.has(value)) return [];
  const files = targets.files.length > 0 ? targets.files.map((file) => `data/${file}`).join(" or ") : "the content";
  return [`field "${where}" names "${value}", which is not a ${link.by} in ${files}`];
};
