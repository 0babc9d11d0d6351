// @ts-check
/**
 * PGlite and its socket server, in a worker thread of the launcher (backend/database.mjs). PGlite runs each
 * statement to its end without yielding (it has no timers, so it cannot cancel one either): on the launcher's own
 * thread a slow statement would freeze the gateway with it, and the gateway's bound on a request's time could
 * never fire. Here it blocks only this thread.
 * workerData: { dataDir?: string; socketPath: string }. Posts { ready: true } or { error }; on "stop" closes the
 * database and posts { stopped: true }.
 */
import { parentPort, workerData } from "node:worker_threads";

const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);
const { dataDir, socketPath } = /** @type {{ dataDir?: string; socketPath: string }} */ (workerData);

try {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  // pgcrypto signs and checks the forms' proofs of work (20261124120000_submission_guard.sql), as on Supabase.
  const { pgcrypto } = await import("@electric-sql/pglite/contrib/pgcrypto");
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pgcrypto } });
  // PostgREST keeps a pool of connections; pglite-socket queues their queries onto PGlite's single session.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 20 });
  await server.start();
  port.on("message", async (message) => {
    if (message !== "stop") return;
    await server.stop();
    await db.close();
    port.postMessage({ stopped: true });
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
