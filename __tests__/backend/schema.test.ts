/** @jest-environment node */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import contactTable from "../../src/forms/contact-table.json";
import { FIXTURE_DATA, REPO_ROOT } from "./backend-process";

const migrationsDir = path.join(REPO_ROOT, "supabase", "migrations");
const migrations = readdirSync(migrationsDir)
  .sort()
  .map((file) => ({ file, sql: readFileSync(path.join(migrationsDir, file), "utf8") }));
const allSql = migrations.map((migration) => migration.sql).join("\n");

const seedSql = (dataDir: string) =>
  execFileSync(process.execPath, [path.join(REPO_ROOT, "scripts", "db-seed-sql.ts"), `--data=${dataDir}`, "--out=-"], {
    encoding: "utf8",
  });

describe("supabase/migrations", () => {
  it("follow the Supabase CLI layout", () => {
    expect(migrations.length).toBeGreaterThan(0);
    for (const { file } of migrations) expect(file).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
  });

  it("name the contact table as src/forms/contact-table.json does", () => {
    const contactTables = [...allSql.matchAll(/create table public\.(contact_\w+)/g)].map((match) => match[1]);
    expect(contactTables).toEqual([contactTable.name]);
  });

  it("enable row-level security on every table they create", () => {
    const tables = [...allSql.matchAll(/create table public\.(\w+)/g)].map((match) => match[1]);
    expect(tables.sort()).toEqual(
      ["communities", "community_members", contactTable.name, "event_registrations", "events", "sponsors"].sort(),
    );
    for (const table of tables) {
      expect(allSql).toContain(`alter table public.${table} enable row level security;`);
    }
  });

  it("never grant anon UPDATE or DELETE, nor any SELECT policy on the submission tables", () => {
    expect(allSql).not.toMatch(/grant[^;]*\b(update|delete|all)\b[^;]*\bto\s+(anon|authenticated)\b/i);
    expect(allSql).not.toMatch(/on public\.(contact_\w+|event_registrations)\s+for (select|all)\b/i);
  });
});

/**
 * The value the seed's upsert writes to an events column for the row keyed `key` (columns follow the SDL's @stored
 * marks, so a test names the column rather than its place; the fixture's texts hold no ", ").
 */
const eventColumn = (sql: string, key: string, column: string): string | undefined => {
  const line = sql
    .split("\n")
    .find((text) => text.startsWith(`insert into public.events (`) && text.includes(`values ('${key}',`));
  const [, columns, values] = /\(([^)]*)\) values \((.*?)\) on conflict/.exec(line ?? "") ?? [];
  return values?.split(", ")[columns.split(", ").indexOf(column)];
};

describe("db-seed-sql", () => {
  it("fills the community tables from the JSON under data/, quoting text safely", () => {
    const sql = seedSql(FIXTURE_DATA);
    expect(sql).toContain(
      "insert into public.sponsors (name, logo_url) values ('Fixture Sponsor Ltd', 'data/images/fixture-sponsor.png') " +
        "on conflict (name) do update set logo_url = excluded.logo_url " +
        "where (public.sponsors.logo_url) is distinct from (excluded.logo_url);",
    );
    expect(sql).toContain("'alpha-leaders', 'Alpha Leaders Community'");
    // The featured members, one array per column: names, titles, companies.
    expect(sql).toContain("array['Ada O''Neill', 'Ben Ng']::text[], array['CEO', 'CFO']::text[]");
    // Three community events and one landing.
    expect(sql.match(/insert into public\.events/g)).toHaveLength(4);
    expect(sql).toContain("'alpha-leaders-1', (select id from public.communities where slug = 'alpha-leaders')");
    expect(sql).toContain("'fixture-landing', null, 'fixture-landing'");
    // unlimitedSeats of data/: the landing takes any number of registrations, the community events their capacity.
    expect(eventColumn(sql, "fixture-landing", "unlimited_seats")).toBe("true");
    expect(eventColumn(sql, "alpha-leaders-1", "unlimited_seats")).toBe("false");
    expect(eventColumn(sql, "alpha-leaders-1", "capacity")).toBe("30");
    expect(sql).toMatch(/^begin;$[\s\S]*^delete from public\.communities where[\s\S]*^commit;$/m);
  });

  it("works with no community or event files at all", () => {
    const empty = mkdtempSync(path.join(tmpdir(), "seed-empty-"));
    const sql = seedSql(empty);
    expect(sql).not.toMatch(/insert into public\.(sponsors|communities|events)/);
    expect(sql).toContain("delete from public.communities where slug <> all (array[]::text[]);");
  });

  it("refuses an event whose community has no data file, naming the file", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "seed-orphan-"));
    mkdirSync(path.join(dataDir, "community-events"));
    writeFileSync(
      path.join(dataDir, "community-events", "ghosts.json"),
      JSON.stringify([{ eventId: "1", title: "Boo", startsAt: "2100-01-01T10:00:00+00:00" }]),
    );
    const result = spawnSync(
      process.execPath,
      [path.join(REPO_ROOT, "scripts", "db-seed-sql.ts"), `--data=${dataDir}`, "--out=-"],
      { encoding: "utf8" },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/ghosts\.json: event "1" belongs to community "ghosts" \(the file's name\)/);
  });
});
