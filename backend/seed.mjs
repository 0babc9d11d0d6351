// @ts-check
/**
 * Builds the SQL that fills the public community tables from the same JSON the site is built from
 * (data/communities/<slug>.json, data/community-events/<community>.json and data/event-landings/<slug>.json), so the
 * database never diverges from the pages. It updates rows in place rather than replacing them, because
 * registrations point at events: an event that left data/ leaves its community's counts and is deleted once
 * no registration names it. Running it again is harmless.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * @typedef {{ name: string; logo?: string }} SponsorJson
 * @typedef {{ personId: string; name: string; title?: string; company?: string }} PersonJson
 * @typedef {{ slug: string; name: string; description: string; targetAudience: string; memberCount?: number;
 *   sponsor?: SponsorJson; members?: string[] }} CommunityJson
 * @typedef {{ eventId: string; community?: string; title: string; date?: string; time?: string;
 *   timezone?: string; startsAt: string; durationMinutes?: number; endsAt?: string; registered?: number;
 *   capacity?: number; unlimitedSeats?: boolean }} EventJson
 * @typedef {EventJson & { key: string; file: string }} SeedEvent
 */

/** @param {string} dir @returns {{ file: string; value: unknown }[]} */
const readJsonFiles = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => {
          const file = path.join(dir, name);
          return { file, value: JSON.parse(readFileSync(file, "utf8")) };
        })
    : [];

/** @param {unknown} value */
export const sqlLiteral = (value) => {
  if (value === undefined || value === null || value === "") return "null";
  return `'${String(value).replace(/'/g, "''")}'`;
};

/**
 * @param {string} dataDir folder holding communities/ and community-events/ (normally the repository's data/)
 * @returns {{ communities: CommunityJson[]; members: Map<string, PersonJson[]>; events: SeedEvent[];
 *   logoPaths: Map<string, string> }}
 */
export const readCommunityData = (dataDir) => {
  const repoRoot = path.dirname(path.resolve(dataDir));
  /** @type {Map<string, string>} */
  const logoPaths = new Map();
  const communities = readJsonFiles(path.join(dataDir, "communities")).map(({ file, value }) => {
    const community = /** @type {CommunityJson} */ (value);
    for (const field of /** @type {const} */ (["slug", "name", "description", "targetAudience"])) {
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
  /** @type {PersonJson[]} */
  const people = existsSync(peopleFile) ? JSON.parse(readFileSync(peopleFile, "utf8")) : [];
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
    return value.map((/** @type {EventJson} */ event) => {
      const community = event.community ?? path.basename(file, ".json");
      if (!slugs.has(community)) {
        throw new Error(`${file}: event "${event.eventId}" names community "${community}", which has no data file`);
      }
      return { ...event, community, key: `${community}-${event.eventId}`, file };
    });
  });
  // A landing page's registrations name its eventId; it belongs to no community.
  const landings = readJsonFiles(path.join(dataDir, "event-landings")).map(({ file, value }) => {
    const landing = /** @type {EventJson} */ (value);
    return { ...landing, community: undefined, key: landing.eventId, file };
  });
  /** @type {Map<string, string>} */
  const keys = new Map();
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
 * @param {EventJson} event
 */
const endsAtSql = (event) =>
  event.endsAt
    ? `${sqlLiteral(event.endsAt)}::timestamptz`
    : `${sqlLiteral(event.startsAt)}::timestamptz + interval '1 minute' * ${Number(event.durationMinutes ?? 0)}`;

/** @param {unknown} value */
const sqlInteger = (value) => (typeof value === "number" && Number.isInteger(value) ? String(value) : "null");

/** @param {string[]} values */
const sqlTextArray = (values) => `array[${values.map(sqlLiteral).join(", ")}]::text[]`;

/** @param {string} dataDir */
export const buildSeedSql = (dataDir) => {
  const { communities, members, events, logoPaths } = readCommunityData(dataDir);
  const communityId = (/** @type {string} */ slug) =>
    `(select id from public.communities where slug = ${sqlLiteral(slug)})`;

  /** @type {Map<string, string | undefined>} */
  const sponsors = new Map();
  for (const community of communities) {
    if (community.sponsor?.name && !sponsors.has(community.sponsor.name)) {
      sponsors.set(community.sponsor.name, logoPaths.get(community.slug));
    }
  }

  const communitySlugs = sqlTextArray(communities.map((community) => community.slug));
  const eventKeys = sqlTextArray(events.map((event) => event.key));
  const lines = [
    "-- Generated from data/ by `npm run db:seed-sql`; edit the JSON, not this file.",
    "begin;",
    ...[...sponsors].map(
      ([name, logo]) =>
        `insert into public.sponsors (name, logo_url) values (${sqlLiteral(name)}, ${sqlLiteral(logo)}) ` +
        "on conflict (name) do update set logo_url = excluded.logo_url;",
    ),
    ...communities.map((community) => {
      const sponsor = community.sponsor?.name
        ? `(select id from public.sponsors where name = ${sqlLiteral(community.sponsor.name)})`
        : "null";
      return (
        "insert into public.communities (slug, name, description, target_audience, member_count, sponsor_id) " +
        "values (" +
        [community.slug, community.name, community.description, community.targetAudience].map(sqlLiteral).join(", ") +
        `, ${sqlInteger(community.memberCount ?? 0)}, ${sponsor}) on conflict (slug) do update set ` +
        "name = excluded.name, description = excluded.description, target_audience = excluded.target_audience, " +
        "member_count = excluded.member_count, sponsor_id = excluded.sponsor_id;"
      );
    }),
    ...events.map(
      (event) =>
        "insert into public.events (event_key, community_id, slug, title, date, time, timezone, starts_at, ends_at, " +
        "capacity, registered_elsewhere, unlimited_seats) values (" +
        `${sqlLiteral(event.key)}, ${event.community ? communityId(event.community) : "null"}, ` +
        [event.eventId, event.title, event.date, event.time, event.timezone].map(sqlLiteral).join(", ") +
        `, ${sqlLiteral(event.startsAt)}::timestamptz, ${endsAtSql(event)}, ${sqlInteger(event.capacity)}, ` +
        `${sqlInteger(event.registered ?? 0)}, ${event.unlimitedSeats === true}) on conflict (event_key) do update set ` +
        "community_id = excluded.community_id, slug = excluded.slug, title = excluded.title, date = excluded.date, " +
        "time = excluded.time, timezone = excluded.timezone, starts_at = excluded.starts_at, " +
        "ends_at = excluded.ends_at, capacity = excluded.capacity, " +
        "registered_elsewhere = excluded.registered_elsewhere, unlimited_seats = excluded.unlimited_seats;",
    ),
    // Events no longer in data/ leave their community; those nobody registered for go.
    `update public.events set community_id = null where event_key <> all (${eventKeys});`,
    `delete from public.events e where e.event_key <> all (${eventKeys}) and not exists ` +
      "(select 1 from public.event_registrations r where r.event_id = e.event_key);",
    `delete from public.communities where slug <> all (${communitySlugs});`,
    `delete from public.sponsors where name <> all (${sqlTextArray([...sponsors.keys()])});`,
    // Member rows have nothing pointing at them: replaced outright.
    "delete from public.community_members;",
    ...communities.flatMap((community) =>
      (members.get(community.slug) ?? []).map(
        (member) =>
          "insert into public.community_members (community_id, name, title, company) values (" +
          `${communityId(community.slug)}, ${[member.name, member.title, member.company].map(sqlLiteral).join(", ")});`,
      ),
    ),
    "commit;",
  ];
  return `${lines.join("\n")}\n`;
};
