/**
 * `npm run db:seed-sql`: writes supabase/seed.sql from data/ (the community tables' contents), for applying
 * to a hosted Supabase project, with the notifications outbox's lookups (team address, event details), with `supabase db push --include-seed` or `psql -f`. Not committed: it is
 * always regenerated from the JSON the site is built from. --data DIR and --out FILE (`-` for stdout).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { REPO_ROOT } from "../backend/local-backend.ts";
import { contentSql } from "../backend/content-sync.ts";

const { values } = parseArgs({
  options: {
    data: { type: "string", default: path.join(REPO_ROOT, "data") },
    out: { type: "string", default: path.join(REPO_ROOT, "supabase", "seed.sql") },
  },
});

const sql = contentSql({ dataDir: values.data });
if (values.out === "-") process.stdout.write(sql);
else {
  writeFileSync(values.out, sql);
  console.log(`Wrote ${path.relative(process.cwd(), values.out)}`);
}
