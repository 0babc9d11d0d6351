/**
 * `npm run db:sync`: the deploy step that brings a hosted database's community tables and outbox lookups to what
 * data/ says (backend/content-sync.ts, the same code the local backend runs), before the build that renders them
 * is published. It needs the database owner's connection in DATABASE_URL (Supabase: Project Settings > Database >
 * Connection string), never an API key. Registrations are never touched; an event removed from data/ that has
 * registrations is kept and reported. --data DIR (default data/).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { describeSync, syncContent } from "../backend/content-sync.ts";
import { REPO_ROOT } from "../backend/local-backend.ts";

const { values } = parseArgs({ options: { data: { type: "string", default: path.join(REPO_ROOT, "data") } } });

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("db:sync needs DATABASE_URL: the connection string of the database owner (not an API key).");
  process.exit(1);
}
try {
  const report = await syncContent(databaseUrl, { dataDir: path.resolve(values.data) });
  for (const line of describeSync(report)) console.log(line);
} catch (error) {
  console.error(`db:sync failed, the database is unchanged: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
