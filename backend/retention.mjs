// @ts-check
/**
 * Runs the privacy notice's retention job (public.apply_retention, 20261127150000_retention.sql) locally, as
 * pg_cron runs it on a hosted project: once when the backend starts, then every interval. The job lives in the
 * database; this is only its timer. It logs counts, never what was removed.
 */
import pg from "pg";

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * @param {string} databaseUrl the database owner's connection
 * @param {{ intervalMs?: number; log?: (line: string) => void }} [options]
 * @returns {() => Promise<void>} stops the timer, once a run under way has finished
 */
export const startRetention = (databaseUrl, { intervalMs = RETENTION_INTERVAL_MS, log = console.log } = {}) => {
  let running = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      try {
        await client.connect();
        const { rows } = await client.query("select public.apply_retention() as removed");
        const removed = Object.entries(/** @type {Record<string, number>} */ (rows[0].removed)).filter(
          ([, count]) => count > 0,
        );
        if (removed.length > 0) {
          log(
            `Retention job removed: ${removed.map(([what, count]) => `${what.replace(/_/g, " ")} ${count}`).join(", ")}.`,
          );
        }
      } catch (error) {
        log(`Retention job failed: ${error instanceof Error ? error.message : String(error)}`);
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
