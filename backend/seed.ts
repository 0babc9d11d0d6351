/**
 * Builds the SQL that fills the public community tables from the same JSON the site is built from
 * (data/communities/<slug>.json, data/community-events/<community>.json and data/event-landings/<slug>.json), so the
 * database never diverges from the pages. It updates rows in place rather than replacing them, because
 * registrations point at events: an event that left data/ leaves its community's counts and is deleted once
 * no registration names it. Running it again is harmless.
 */
import path from "node:path";
import { registrationKey } from "../src/lib/registration-key.ts";
import { valueOf, type Content, type LoadedFile } from "../src/node/content-loader.ts";
import type { StoredField, StoredFields } from "../src/node/stored-fields.ts";
import {
  STORED_FIELDS,
  type CommunitiesJson,
  type CommunityEventsJson,
  type EventLandingsJson,
  type PeopleJson,
} from "../src/node/types/content.generated.ts";

/** Fields the schema derives (the file's name, the start's London texts): no file holds them. */
type Derived = "community" | "date" | "time" | "timezone";
type SeedEvent = (Omit<CommunityEventsJson, Derived> | Omit<EventLandingsJson, Derived>) & {
  /** The content type, whose stored fields the row takes. */
  typeName: "CommunityEventsJson" | "EventLandingsJson";
  community?: string;
  key: string;
  file: string;
};

/** The files of a folder of data/ that hold a list each, one entry per node. */
const listsIn = (content: Content, folder: string): { file: LoadedFile; entries: unknown[] }[] =>
  content.files
    .filter((file) => path.dirname(file.relativePath) === folder)
    .map((file) => {
      const value = valueOf<unknown>(file);
      if (!Array.isArray(value)) throw new Error(`${file.absolutePath}: expected an array of events`);
      return { file, entries: value };
    });

export const sqlLiteral = (value: unknown): string => {
  if (value === undefined || value === null || value === "") return "null";
  return `'${String(value).replace(/'/g, "''")}'`;
};

/** The community tables' content, from data/ as the content loader read it (normally the repository's). */
export const readCommunityData = (
  content: Content,
): {
  communities: CommunitiesJson[];
  members: Map<string, PeopleJson[]>;
  events: SeedEvent[];
  logoPaths: Map<string, string>;
} => {
  const repoRoot = path.dirname(path.resolve(content.dataDir));
  const logoPaths = new Map<string, string>();
  const communities = content.entries<CommunitiesJson>("communities").map(({ value: community, file }) => {
    for (const field of ["slug", "name", "description", "targetAudience"] as const) {
      if (typeof community[field] !== "string" || !community[field].trim()) {
        throw new Error(`${file.absolutePath}: "${field}" must be a non-empty string`);
      }
    }
    if (community.sponsor?.logo) {
      // Stored as a repository path: the site serves its own processed copy of the image.
      const absolute = path.resolve(path.dirname(file.absolutePath), community.sponsor.logo);
      logoPaths.set(community.slug, path.relative(repoRoot, absolute).split(path.sep).join("/"));
    }
    return community;
  });
  // Members are named by personId; the person's name, title and company live once, in data/people.json.
  const people = content.value<PeopleJson[]>("people.json") ?? [];
  const byId = new Map(people.map((person) => [person.personId, person]));
  const members = new Map(
    communities.map((community) => [
      community.slug,
      (community.members ?? []).map((id) => {
        const person = byId.get(id);
        if (!person) throw new Error(`data/communities/${community.slug}.json: member "${id}" is not in people.json`);
        return person;
      }),
    ]),
  );
  const slugs = new Set(communities.map((community) => community.slug));
  const events = listsIn(content, "community-events").flatMap(({ file, entries }) =>
    (entries as Omit<CommunityEventsJson, Derived>[]).map((event): SeedEvent => {
      // A community's events live in the file named after it.
      const community = path.basename(file.relativePath, ".json");
      if (!slugs.has(community)) {
        throw new Error(
          `${file.absolutePath}: event "${event.eventId}" belongs to community "${community}" (the file's name), which has no data file`,
        );
      }
      const key = registrationKey(community, event.eventId);
      return { ...event, typeName: "CommunityEventsJson", community, key, file: file.absolutePath };
    }),
  );
  // A landing page's registrations name its eventId; it belongs to no community.
  const landings = content
    .entries<Omit<EventLandingsJson, Derived>>("event-landings")
    .map(({ value: landing, file }): SeedEvent => ({
      ...landing,
      typeName: "EventLandingsJson",
      community: undefined,
      key: landing.eventId,
      file: file.absolutePath,
    }));
  const keys = new Map<string, string>();
  for (const event of [...events, ...landings]) {
    if (!event.startsAt || Number.isNaN(Date.parse(event.startsAt))) {
      throw new Error(`${event.file}: event "${event.eventId}" needs "startsAt", an ISO date-time`);
    }
    const other = keys.get(event.key);
    if (other) throw new Error(`${event.file}: event key "${event.key}" is also used in ${other}`);
    keys.set(event.key, event.file);
  }
  return { communities, members, events: [...events, ...landings], logoPaths };
};

/** The `@stored` marks of the site's declarations (the generated constant is deeply readonly). */
const DECLARED = STORED_FIELDS as unknown as StoredFields;

/**
 * The columns of `table` that content fields are stored in, in declaration order, each with the declaration that
 * names it first (its label in the sync's report and its value when a file leaves the field out). From the
 * `@stored` marks of the SDL (src/node/stored-fields.ts), so a field marked there reaches the sync without an edit
 * here.
 */
export const storedColumns = (table: string, stored: StoredFields = DECLARED) => {
  const columns = new Map<string, StoredField>();
  for (const fields of Object.values(stored[table] ?? {}))
    for (const field of fields) if (!columns.has(field.column)) columns.set(field.column, field);
  return [...columns.values()];
};

/** A stored field's value as SQL: text as a literal, a date-time as timestamptz, numbers and booleans as they are. */
const storedValueSql = (value: unknown, scalar: string): string => {
  if (value === undefined || value === null) return "null";
  if (scalar === "Int" || scalar === "Float") return typeof value === "number" ? String(value) : "null";
  if (scalar === "Boolean") return String(value === true);
  if (scalar === "Date") return `${sqlLiteral(value)}::timestamptz`;
  return sqlLiteral(value);
};

/** The values of `table`'s stored columns for one node of `typeName` (a field its type lacks counts as missing). */
const storedValues = (table: string, typeName: string, node: Record<string, unknown>): string[] =>
  storedColumns(table).map((column) => {
    const own = DECLARED[table]?.[typeName]?.find((field) => field.column === column.column);
    return storedValueSql((own && node[own.field]) ?? column.ifMissing, (own ?? column).scalar);
  });

/**
 * When an event ends, as SQL: `startsAt` plus `durationMinutes` (the rule of src/lib/event-status.ts; no content
 * type declares an `endsAt`).
 */
const endsAtSql = (event: SeedEvent) =>
  `${sqlLiteral(event.startsAt)}::timestamptz + interval '1 minute' * ${Number(event.durationMinutes ?? 0)}`;

export const sqlTextArray = (values: string[]): string => `array[${values.map(sqlLiteral).join(", ")}]::text[]`;

/**
 * A set of rows as a relation, from one text array per column: unnest takes empty arrays, where VALUES needs a row.
 */
const desiredRows = (columns: string[], rows: (string | undefined)[][]) =>
  "select * from unnest(" +
  columns
    .map((_, index) => `array[${rows.map((row) => `'${(row[index] ?? "").replace(/'/g, "''")}'`).join(", ")}]::text[]`)
    .join(", ") +
  ") " +
  `as desired(${columns.join(", ")})`;

/**
 * An upsert that rewrites a row only when one of its columns differs, so a run over unchanged content changes
 * no row (and fires no trigger).
 */
export const upsert = (table: string, conflict: string, columns: string[], values: string): string => {
  const updated = columns.filter((column) => column !== conflict);
  return (
    `insert into ${table} (${columns.join(", ")}) values (${values}) on conflict (${conflict}) do update set ` +
    `${updated.map((column) => `${column} = excluded.${column}`).join(", ")} where ` +
    `(${updated.map((column) => `${table}.${column}`).join(", ")}) is distinct from ` +
    `(${updated.map((column) => `excluded.${column}`).join(", ")});`
  );
};

/**
 * The SQL that brings the community tables to what data/ says. It changes only what differs, because
 * registrations point at events: an event that left data/ leaves its community and is deleted once no
 * registration names it (backend/content-sync.ts reports the ones kept). Running it again changes nothing.
 */
export const buildSeedSql = (content: Content): string => {
  const { communities, members, events, logoPaths } = readCommunityData(content);
  const communityId = (slug: string) => `(select id from public.communities where slug = ${sqlLiteral(slug)})`;

  const sponsors = new Map<string, string | undefined>();
  for (const community of communities) {
    if (community.sponsor?.name && !sponsors.has(community.sponsor.name)) {
      sponsors.set(community.sponsor.name, logoPaths.get(community.slug));
    }
  }

  const communitySlugs = sqlTextArray(communities.map((community) => community.slug));
  const eventKeys = sqlTextArray(events.map((event) => event.key));
  // Featured members have no key of their own: a row is what it says, and only rows not wanted any more go.
  const wantedMembers = desiredRows(
    ["slug", "name", "title", "company"],
    communities.flatMap((community) =>
      (members.get(community.slug) ?? []).map((member) => [community.slug, member.name, member.title, member.company]),
    ),
  );
  const sameMember =
    "c.slug = d.slug and m.name = d.name and coalesce(m.title, '') = d.title and coalesce(m.company, '') = d.company";
  const lines = [
    "-- Generated from data/ by `npm run db:seed-sql`; edit the JSON, not this file.",
    "begin;",
    ...[...sponsors].map(([name, logo]) =>
      upsert("public.sponsors", "name", ["name", "logo_url"], `${sqlLiteral(name)}, ${sqlLiteral(logo)}`),
    ),
    ...communities.map((community) =>
      upsert(
        "public.communities",
        "slug",
        [...storedColumns("public.communities").map((column) => column.column), "sponsor_id"],
        [
          ...storedValues("public.communities", "CommunitiesJson", { ...community }),
          community.sponsor?.name
            ? `(select id from public.sponsors where name = ${sqlLiteral(community.sponsor.name)})`
            : "null",
        ].join(", "),
      ),
    ),
    ...events.map((event) =>
      upsert(
        "public.events",
        "event_key",
        // An event back in data/ is no longer withdrawn.
        [
          "event_key",
          "community_id",
          ...storedColumns("public.events").map((column) => column.column),
          "ends_at",
          "withdrawn_at",
        ],
        [
          sqlLiteral(event.key),
          event.community ? communityId(event.community) : "null",
          ...storedValues("public.events", event.typeName, { ...event }),
          endsAtSql(event),
          "null",
        ].join(", "),
      ),
    ),
    // Events no longer in data/ leave their community and are withdrawn (their registrants' calendars are told:
    // 20261127180000_calendar_updates.sql); those nobody registered for go.
    `update public.events set community_id = null where event_key <> all (${eventKeys}) and community_id is not null;`,
    `update public.events set withdrawn_at = now() where event_key <> all (${eventKeys}) and withdrawn_at is null;`,
    `delete from public.events e where e.event_key <> all (${eventKeys}) and not exists ` +
      "(select 1 from public.event_registrations r where r.event_id = e.event_key);",
    `delete from public.communities where slug <> all (${communitySlugs});`,
    `delete from public.sponsors where name <> all (${sqlTextArray([...sponsors.keys()])});`,
    `delete from public.community_members m using public.communities c where c.id = m.community_id and not exists ` +
      `(select 1 from (${wantedMembers}) d where ${sameMember});`,
    "insert into public.community_members (community_id, name, title, company) " +
      `select c.id, d.name, nullif(d.title, ''), nullif(d.company, '') from (${wantedMembers}) d ` +
      "join public.communities c on c.slug = d.slug where not exists " +
      `(select 1 from public.community_members m where m.community_id = c.id and ${sameMember});`,
    "commit;",
  ];
  return `${lines.join("\n")}\n`;
};
