// Serves a built site (`public/`) with `gatsby serve` on a free loopback port, as production would.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const waitForHttp = async (url, child, timeoutMs = 60000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gatsby serve exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

/** Starts `gatsby serve` in its own process group; `stop()` ends that group. */
export async function serveBuiltSite(root) {
  if (!fs.existsSync(path.join(root, "public/index.html"))) {
    throw new Error("public/ has no build: run `npm run build` first");
  }
  const port = await freePort();
  const child = spawn(
    path.join(root, "node_modules/.bin/gatsby"),
    ["serve", "--port", String(port), "--host", "127.0.0.1"],
    { cwd: root, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, stdio: "ignore", detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, child);
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  return { url, child, stop };
}
