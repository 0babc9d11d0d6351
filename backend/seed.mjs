// @ts-check
/**
 * Builds the SQL that fills the public community tables from the same JSON the site is built from
 * (data/communities/<slug>.json and data/community-events/<community>.json), so the database never diverges from
 * the pages. The SQL replaces the tables' contents in one transaction, so running it again is harmless.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * @typedef {{ name: string; logo?: string }} SponsorJson
 * @typedef {{ name: string; title?: string; company?: string }} MemberJson
 * @typedef {{ slug: string; name: string; description: string; targetAudience: string;
 *   sponsor?: SponsorJson; members?: MemberJson[] }} CommunityJson
 * @typedef {{ eventId: string; community?: string; title: string; status: string; date?: string; time?: string;
 *   timezone?: string }} EventJson
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
 * @returns {{ communities: CommunityJson[]; events: EventJson[]; logoPaths: Map<string, string> }}
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
  const slugs = new Set(communities.map((community) => community.slug));
  const events = readJsonFiles(path.join(dataDir, "community-events")).flatMap(({ file, value }) => {
    if (!Array.isArray(value)) throw new Error(`${file}: expected an array of events`);
    return value.map((/** @type {EventJson} */ event) => {
      const community = event.community ?? path.basename(file, ".json");
      if (!slugs.has(community)) {
        throw new Error(`${file}: event "${event.eventId}" names community "${community}", which has no data file`);
      }
      return { ...event, community };
    });
  });
  return { communities, events, logoPaths };
};

/** @param {string} dataDir */
export const buildSeedSql = (dataDir) => {
  const { communities, events, logoPaths } = readCommunityData(dataDir);
  const communityId = (/** @type {string} */ slug) =>
    `(select id from public.communities where slug = ${sqlLiteral(slug)})`;

  /** @type {Map<string, string | undefined>} */
  const sponsors = new Map();
  for (const community of communities) {
    if (community.sponsor?.name && !sponsors.has(community.sponsor.name)) {
      sponsors.set(community.sponsor.name, logoPaths.get(community.slug));
    }
  }

  const lines = [
    "-- Generated from data/ by `npm run db:seed-sql`; edit the JSON, not this file.",
    "begin;",
    "delete from public.events;",
    "delete from public.community_members;",
    "delete from public.communities;",
    "delete from public.sponsors;",
    ...[...sponsors].map(
      ([name, logo]) =>
        `insert into public.sponsors (name, logo_url) values (${sqlLiteral(name)}, ${sqlLiteral(logo)});`,
    ),
    ...communities.map((community) => {
      const sponsor = community.sponsor?.name
        ? `(select id from public.sponsors where name = ${sqlLiteral(community.sponsor.name)})`
        : "null";
      return (
        "insert into public.communities (slug, name, description, target_audience, sponsor_id) values (" +
        [community.slug, community.name, community.description, community.targetAudience].map(sqlLiteral).join(", ") +
        `, ${sponsor});`
      );
    }),
    ...communities.flatMap((community) =>
      (community.members ?? []).map(
        (member) =>
          "insert into public.community_members (community_id, name, title, company) values (" +
          `${communityId(community.slug)}, ${[member.name, member.title, member.company].map(sqlLiteral).join(", ")});`,
      ),
    ),
    ...events.map(
      (event) =>
        "insert into public.events (community_id, slug, title, status, date, time, timezone) values (" +
        `${communityId(/** @type {string} */ (event.community))}, ` +
        [event.eventId, event.title, event.status, event.date, event.time, event.timezone].map(sqlLiteral).join(", ") +
        ");",
    ),
    "commit;",
  ];
  return `${lines.join("\n")}\n`;
};
