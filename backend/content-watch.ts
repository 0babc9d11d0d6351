/**
 * Keeps the local database following data/ while the backend runs: an editor's save (in the CMS or by hand) of an
 * event, a capacity or a start reaches the database within a second, so a visitor can register for a new event at
 * once, as its page appears in `gatsby develop`. A file that does not parse yet (a save in progress, a typo) is
 * reported and the database keeps the last good content; the next save brings it on.
 */
import { watch } from "node:fs";
import path from "node:path";
import { type ContentSource, describeSync, syncContent } from "./content-sync.ts";

/** What the sync reads from data/ (backend/seed.ts, backend/notification-seed.ts, backend/retention-seed.ts). */
const SYNCED = [
  "communities/",
  "community-events/",
  "event-landings/",
  "people.json",
  "site.json",
  "privacy-notice.json",
];

/** Saves come as bursts of events (write, rename): one sync after the burst. */
const SETTLE_MS = 300;

/**
 * @param databaseUrl the database owner's connection
 * @returns stops watching, once a sync under way has finished
 */
export const watchContent = (
  databaseUrl: string,
  content: ContentSource,
  { log = console.log }: { log?: (line: string) => void } = {},
): (() => Promise<void>) => {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const sync = () => {
    running = running.then(async () => {
      try {
        const report = await syncContent(databaseUrl, content);
        if (report.changes.length > 0 || report.kept.length > 0) for (const line of describeSync(report)) log(line);
      } catch (error) {
        log(`The database keeps its last content: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  };
  const watcher = watch(content.dataDir, { recursive: true }, (_event, file) => {
    const name = String(file ?? "")
      .split(path.sep)
      .join("/");
    if (!SYNCED.some((prefix) => name === prefix.replace(/\/$/, "") || name.startsWith(prefix))) return;
    clearTimeout(timer);
    timer = setTimeout(sync, SETTLE_MS);
  });
  return async () => {
    watcher.close();
    clearTimeout(timer);
    await running;
  };
};
