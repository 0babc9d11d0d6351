/**
 * The database's scheduled jobs, run locally as pg_cron runs them on a hosted project (docs/going-live.md): each
 * once when the backend starts, then every interval. The jobs live in the database; these are only their timers.
 * They log counts, never what was removed or whom a mail went to.
 *   - the privacy notice's retention job (public.apply_retention, 20261127150000_retention.sql), hourly;
 *   - the registrants' reminders (public.send_reminders, 20261127180000_calendar_updates.sql), every five
 *     minutes, so a reminder leaves within five minutes of its time;
 *   - the waiting lists (public.advance_waiting_lists, 20261127190000_waiting_list.sql), every minute, so an
 *     expired offer goes to the next on the list within a minute.
 */
import pg from "pg";

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
export const REMINDERS_INTERVAL_MS = 5 * 60 * 1000;
export const WAITING_LISTS_INTERVAL_MS = 60 * 1000;

/**
 * Runs `sql` (one row, one column `result`) now and every `intervalMs`, one run at a time; `report` turns a
 * result into a log line, or null for nothing worth a line.
 * @param databaseUrl the database owner's connection
 * @returns stops the timer, once a run under way has finished
 */
const startJob = <T>(
  databaseUrl: string,
  {
    name,
    sql,
    intervalMs,
    report,
    log = console.log,
  }: {
    name: string;
    sql: string;
    intervalMs: number;
    report: (result: T) => string | null;
    log?: (line: string) => void;
  },
): (() => Promise<void>) => {
  let running = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      try {
        await client.connect();
        const { rows } = await client.query(sql);
        const line = report(rows[0].result as T);
        if (line) log(line);
      } catch (error) {
        log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        await client.end().catch(() => undefined);
      }
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
};

interface JobOptions {
  intervalMs?: number;
  log?: (line: string) => void;
}

export const startRetention = (databaseUrl: string, { intervalMs = RETENTION_INTERVAL_MS, log }: JobOptions = {}) =>
  startJob(databaseUrl, {
    name: "Retention job",
    sql: "select public.apply_retention() as result",
    intervalMs,
    log,
    report: (removed: Record<string, number>) => {
      const counts = Object.entries(removed).filter(([, count]) => count > 0);
      return counts.length > 0
        ? `Retention job removed: ${counts.map(([what, count]) => `${what.replace(/_/g, " ")} ${count}`).join(", ")}.`
        : null;
    },
  });

export const startReminders = (databaseUrl: string, { intervalMs = REMINDERS_INTERVAL_MS, log }: JobOptions = {}) =>
  startJob(databaseUrl, {
    name: "Reminders",
    sql: "select public.send_reminders() as result",
    intervalMs,
    log,
    report: (queued: number) => (queued > 0 ? `Reminders queued: ${queued}.` : null),
  });

export const startWaitingLists = (
  databaseUrl: string,
  { intervalMs = WAITING_LISTS_INTERVAL_MS, log }: JobOptions = {},
) =>
  startJob(databaseUrl, {
    name: "Waiting lists",
    sql: "select public.advance_waiting_lists() as result",
    intervalMs,
    log,
    report: (moved: Record<string, number>) => {
      const counts = Object.entries(moved).filter(([, count]) => count > 0);
      return counts.length > 0
        ? `Waiting lists: ${counts.map(([what, count]) => `${what} ${count}`).join(", ")}.`
        : null;
    },
  });
