// Serves a built site (`public/`) through nginx on a free loopback port, as production does.
import type { ChildProcess } from "node:child_process";
import net, { type AddressInfo } from "node:net";
import { startNginx } from "./nginx.ts";

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * Resolves once `url` answers at all; fails if `child` (the server) exits first. nginx answers within a second on a
 * quiet machine; the five minutes only end a hang, which a busy machine alone does not reach (issue 39).
 */
export const waitForHttp = async (url: string, child: ChildProcess, timeoutMs = 300_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

/**
 * Serves the build through nginx with the generated configuration (see scripts/lib/nginx.ts), so tests
 * see the headers, caching, compression and 404s visitors get. Its own process group; `stop()` ends it.
 */
export async function serveBuiltSite(root: string) {
  const server = startNginx({ root, port: await freePort(), stdio: ["ignore", "ignore", "inherit"] });
  await waitForHttp(server.url, server.child);
  return server;
}
