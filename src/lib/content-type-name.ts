/**
 * The GraphQL type of a data file's nodes from the name it goes by: the folder below `data/` for the files of a
 * folder, else the file's own name (`site` → SiteJson, `community-events` → CommunityEventsJson). The build names
 * nodes so (src/node/json-type-name.ts), and the CMS's collections go by the same names.
 */
export const contentTypeName = (base: string): string =>
  `${base
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("")}Json`;
