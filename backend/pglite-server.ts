/**
 * PGlite and its socket server, in a process of their own that the launcher forks (backend/database.ts).
 * - PGlite runs each statement to its end without yielding (it has no timers, so it cannot cancel one either): in
 *   the launcher a slow statement would freeze the gateway with it, and the gateway's bound on a request's time
 *   could never fire.
 * - PGlite creates its files with whatever mode the process's umask leaves (0666 under umask 0): the database's
 *   files, WAL included, hold submissions, so this process makes what it creates private to the user. (A new
 *   database it unpacks world-readable whatever the umask: the launcher makes those files private.) The launcher's
 *   own umask stays as it was (`npm start` also runs the CMS, which writes into data/).
 * argv[2]: JSON { dataDir?: string; socketPath: string; loadFrom?: string }: loadFrom, a database dumped by this
 * process (below) to start from instead of an empty one, which PGlite makes by running initdb (4 of its 5 seconds).
 * Sends { ready: true } or { error }; on { dump: file } writes the database as it is to `file` (a tar archive,
 * written beside it and renamed, so a reader never sees half of it) and sends { dumped: file }; on "stop" (or when
 * the launcher is gone) closes the database and exits.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";

process.umask(0o077);

const { dataDir, socketPath, loadFrom } = JSON.parse(process.argv[2]) as {
  dataDir?: string;
  socketPath: string;
  loadFrom?: string;
};
const tell = (message: Record<string, unknown>) => process.send?.(message);

try {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  // pgcrypto signs and checks the forms' proofs of work (20261124120000_submission_guard.sql), as on Supabase.
  const { pgcrypto } = await import("@electric-sql/pglite/contrib/pgcrypto");
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadFrom ? { loadDataDir: new Blob([readFileSync(loadFrom)]) } : {}),
    extensions: { pgcrypto },
  });
  // PostgREST keeps a pool of connections; pglite-socket queues their queries onto PGlite's single session.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 20 });
  await server.start();
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await server.stop();
    await db.close();
    process.exit(0);
  };
  process.on("message", async (message: unknown) => {
    if (message === "stop") void close();
    else if (message && typeof message === "object" && "dump" in message) {
      const file = String(message.dump);
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer()));
      renameSync(partial, file);
      tell({ dumped: file });
    }
  });
  // Ctrl+C reaches the whole process group: the launcher stops this process once nothing uses it any more.
  process.on("SIGINT", () => {});
  process.on("SIGTERM", () => void close());
  // The launcher gone (even killed outright): nothing is left to serve.
  process.on("disconnect", () => void close());
  tell({ ready: true });
} catch (error) {
  tell({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
