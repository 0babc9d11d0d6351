/**
 * The one way the database follows data/: the community tables (events with their starts and capacities,
 * communities with their member counts, sponsors, featured members), the outbox's lookups and the privacy
 * notice's retention periods. The local backend
 * runs it when it starts and whenever data/ changes under `npm start`; `npm run db:sync` runs it against a hosted
 * database before a build is published (docs/going-live.md, "Deploying content to the database"). It runs over a privileged connection (the database
 * owner), never with an API key: anon may not write these tables.
 *
 * It changes only what differs and never touches a registration. An event that left data/ but has registrations
 * stays (outside its community) and is reported, so nobody's registration loses its event.
 */
import pg, { type Client } from "pg";
import { buildNotificationSeedSql } from "./notification-seed.ts";
import { buildRetentionSeedSql } from "./retention-seed.ts";
import { loadContent } from "../src/node/content-loader.ts";
import { buildSeedSql, readCommunityData, storedColumns } from "./seed.ts";

export interface ContentSource {
  dataDir: string;
  /** Where the outbox lookups come from (the site's own data/, which the mails describe), dataDir by default. */
  siteDataDir?: string;
}
export interface SyncReport {
  changes: string[];
  kept: { eventKey: string; registrations: number }[];
}

/** The source's data folders, each read once by the site's content loader. */
const loadSource = ({ dataDir, siteDataDir = dataDir }: ContentSource) => {
  const community = loadContent(dataDir);
  return { community, site: siteDataDir === dataDir ? community : loadContent(siteDataDir) };
};

const sqlOf = ({ community, site }: ReturnType<typeof loadSource>): string =>
  buildSeedSql(community) + buildNotificationSeedSql(site) + buildRetentionSeedSql(site);

/** The SQL that brings a database to the source's content (`npm run db:seed-sql` prints it). */
export const contentSql = (source: ContentSource): string => sqlOf(loadSource(source));

/** A table's stored columns for jsonb_build_object, each named by its content field (what an editor wrote). */
const storedPairs = (table: string, alias: string) =>
  storedColumns(table)
    .map((column) => `'${column.field}', ${alias}.${column.column}`)
    .join(", ");

/** What the sync may change, one row per key as the report names it, so a run can say what it did. */
const SNAPSHOTS: Record<string, string> = {
  event: `select e.event_key as key, jsonb_build_object('community', c.slug, ${storedPairs("public.events", "e")},
      'end', e.ends_at) as value
    from public.events e left join public.communities c on c.id = e.community_id`,
  community: `select c.slug as key, jsonb_build_object(${storedPairs("public.communities", "c")}, 'sponsor', s.name)
      as value from public.communities c left join public.sponsors s on s.id = c.sponsor_id`,
  sponsor: "select name as key, jsonb_build_object('logo', logo_url) as value from public.sponsors",
  "featured member": `select concat_ws(', ', c.slug, m.name, m.title, m.company) as key, '{}'::jsonb as value
    from public.community_members m join public.communities c on c.id = m.community_id`,
  "mail details of event": `select event_id as key, jsonb_build_object('title', title, 'description', description,
      'start', starts_at, 'duration', duration_minutes, 'location', location, 'page', page_path) as value
    from private.notification_events`,
  "team address":
    "select 'team address' as key, jsonb_build_object('address', team_address) as value " +
    "from private.notification_settings",
  "retention periods": `select 'retention periods' as key, jsonb_build_object('registrations', registrations,
      'challenges', challenges, 'contact requests', contact_requests, 'mail records', mail_records,
      'limit records', limit_records) as value from private.retention_settings`,
};

const snapshot = async (client: Client): Promise<Map<string, Map<string, Record<string, unknown>>>> => {
  const tables = new Map<string, Map<string, Record<string, unknown>>>();
  for (const [name, sql] of Object.entries(SNAPSHOTS)) {
    const { rows } = await client.query(sql);
    tables.set(name, new Map(rows.map((row) => [String(row.key), row.value as Record<string, unknown>])));
  }
  return tables;
};

const show = (value: unknown) => (value === null || value === undefined ? "none" : JSON.stringify(value));

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

const differences = (before: Snapshot, after: Snapshot): string[] =>
  [...after].flatMap(([table, rows]) => {
    const old = before.get(table) ?? new Map();
    return [
      ...[...rows.keys()].filter((key) => !old.has(key)).map((key) => `added ${table} ${key}`),
      ...[...old.keys()].filter((key) => !rows.has(key)).map((key) => `removed ${table} ${key}`),
      ...[...rows].flatMap(([key, value]) => {
        const was = old.get(key);
        if (!was) return [];
        const fields = Object.keys(value).filter((field) => show(was[field]) !== show(value[field]));
        return fields.length === 0
          ? []
          : [`changed ${table} ${key}: ${fields.map((f) => `${f} ${show(was[f])} → ${show(value[f])}`).join(", ")}`];
      }),
    ];
  });

/**
 * Brings the database to what data/ says, in one transaction, and says what changed.
 * @param database a connection URL of the database owner, or a connected client
 */
export const syncContent = async (database: string | Client, source: ContentSource): Promise<SyncReport> => {
  const content = loadSource(source);
  const sql = sqlOf(content); // reads and checks data/ before anything is touched
  const wanted = readCommunityData(content.community).events.map((event) => event.key);
  const client = typeof database === "string" ? new pg.Client({ connectionString: database }) : database;
  if (typeof database === "string") await client.connect();
  try {
    const before = await snapshot(client);
    await client.query(sql).catch(async (error: unknown) => {
      await client.query("rollback");
      throw error;
    });
    const after = await snapshot(client);
    const { rows } = await client.query(
      `select e.event_key, count(*)::integer as registrations from public.events e
        join public.event_registrations r on r.event_id = e.event_key
        where e.event_key <> all ($1::text[]) group by e.event_key order by e.event_key`,
      [wanted],
    );
    return {
      changes: differences(before, after),
      kept: rows.map((row) => ({ eventKey: String(row.event_key), registrations: Number(row.registrations) })),
    };
  } finally {
    if (typeof database === "string") await client.end();
  }
};

/** What a sync did, in lines for a terminal or a CI log. */
export const describeSync = ({ changes, kept }: SyncReport): string[] => [
  changes.length === 0
    ? "The database already matches data/."
    : `The database now matches data/: ${changes.join("; ")}.`,
  ...kept.map(
    ({ eventKey, registrations }) =>
      `Kept event ${eventKey}: it is no longer in data/ but has ${registrations} registration` +
      `${registrations === 1 ? "" : "s"}; delete them first if it should go.`,
  ),
];
