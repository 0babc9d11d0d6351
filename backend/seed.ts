/**
 * Builds the SQL that fills the public community tables from the same JSON the site is built from
 * (data/communities/<slug>.json, data/community-events/<community>.json and data/event-landings/<slug>.json), so the
 * database never diverges from the pages. It updates rows in place rather than replacing them, because
 * registrations point at events: an event that left data/ leaves its community's counts and is deleted once
 * no registration names it. Running it again is harmless.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { registrationKey } from "../src/lib/registration-key.ts";

interface SponsorJson {
  name: string;
  logo?: string;
}
interface PersonJson {
  personId: string;
  name: string;
  title?: string;
  company?: string;
}
interface CommunityJson {
  slug: string;
  name: string;
  description: string;
  targetAudience: string;
  memberCount?: number;
  sponsor?: SponsorJson;
  members?: string[];
}
interface EventJson {
  eventId: string;
  title: string;
  startsAt: string;
  durationMinutes?: number;
  endsAt?: string;
  registered?: number;
  capacity?: number;
  unlimitedSeats?: boolean;
}
type SeedEvent = EventJson & { community?: string; key: string; file: string };

const readJsonFiles = (dir: string): { file: string; value: unknown }[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => {
          const file = path.join(dir, name);
          return { file, value: JSON.parse(readFileSync(file, "utf8")) };
        })
    : [];

export const sqlLiteral = (value: unknown): string => {
  if (value === undefined || value === null || value === "") return "null";
  return `'${String(value).replace(/'/g, "''")}'`;
};

/** @param dataDir folder holding communities/ and community-events/ (normally the repository's data/) */
export const readCommunityData = (
  dataDir: string,
): {
  communities: CommunityJson[];
  members: Map<string, PersonJson[]>;
  events: SeedEvent[];
  logoPaths: Map<string, string>;
} => {
  const repoRoot = path.dirname(path.resolve(dataDir));
  const logoPaths = new Map<string, string>();
  const communities = readJsonFiles(path.join(dataDir, "communities")).map(({ file, value }) => {
    const community = value as CommunityJson;
    for (const field of ["slug", "name", "description", "targetAudience"] as const) {
      if (typeof community[field] !== "string" || !community[field].trim()) {
        throw new Error(`${file}: "${field}" must be a non-empty string`);
      }
    }
    if (community.sponsor?.logo) {
      // Stored as a repository path: the site serves its own processed copy of the image.
      const absolute = path.resolve(path.dirname(file), community.sponsor.logo);
      logoPaths.set(community.slug, path.relative(repoRoot, absolute).split(path.sep).join("/"));
    }
    return community;
  });
  // Members are named by personId; the person's name, title and company live once, in data/people.json.
  const peopleFile = path.join(dataDir, "people.json");
  const people: PersonJson[] = existsSync(peopleFile) ? JSON.parse(readFileSync(peopleFile, "utf8")) : [];
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
  const events = readJsonFiles(path.join(dataDir, "community-events")).flatMap(({ file, value }) => {
    if (!Array.isArray(value)) throw new Error(`${file}: expected an array of events`);
    return value.map((event: EventJson): SeedEvent => {
      // A community's events live in the file named after it.
      const community = path.basename(file, ".json");
      if (!slugs.has(community)) {
        throw new Error(
          `${file}: event "${event.eventId}" belongs to community "${community}" (the file's name), which has no data file`,
        );
      }
      return { ...event, community, key: registrationKey(community, event.eventId), file };
    });
  });
  // A landing page's registrations name its eventId; it belongs to no community.
  const landings = readJsonFiles(path.join(dataDir, "event-landings")).map(({ file, value }) => {
    const landing = value as EventJson;
    return { ...landing, community: undefined, key: landing.eventId, file };
  });
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

/**
 * When an event ends, as SQL: its `endsAt`, else `startsAt` plus `durationMinutes`, else its start (the rule
 * of src/lib/event-status.ts).
 */
const endsAtSql = (event: EventJson) =>
  event.endsAt
    ? `${sqlLiteral(event.endsAt)}::timestamptz`
    : `${sqlLiteral(event.startsAt)}::timestamptz + interval '1 minute' * ${Number(event.durationMinutes ?? 0)}`;

const sqlInteger = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? String(value) : "null");

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
export const buildSeedSql = (dataDir: string): string => {
  const { communities, members, events, logoPaths } = readCommunityData(dataDir);
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
        ["slug", "name", "description", "target_audience", "member_count", "sponsor_id"],
        [community.slug, community.name, community.description, community.targetAudience].map(sqlLiteral).join(", ") +
          `, ${sqlInteger(community.memberCount ?? 0)}, ` +
          (community.sponsor?.name
            ? `(select id from public.sponsors where name = ${sqlLiteral(community.sponsor.name)})`
            : "null"),
      ),
    ),
    ...events.map((event) =>
      upsert(
        "public.events",
        "event_key",
        [
          "event_key",
          "community_id",
          "slug",
          "title",
          "starts_at",
          "ends_at",
          "capacity",
          "registered_elsewhere",
          "unlimited_seats",
          // An event back in data/ is no longer withdrawn.
          "withdrawn_at",
        ],
        `${sqlLiteral(event.key)}, ${event.community ? communityId(event.community) : "null"}, ` +
          `${sqlLiteral(event.eventId)}, ${sqlLiteral(event.title)}, ${sqlLiteral(event.startsAt)}::timestamptz, ` +
          `${endsAtSql(event)}, ${sqlInteger(event.capacity)}, ${sqlInteger(event.registered ?? 0)}, ` +
          `${event.unlimitedSeats === true}, null`,
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
