import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import net from "net";
import path from "path";

const ROOT = path.join(__dirname, "../..");

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const waitForHttp = async (url: string, child: ChildProcess, timeoutMs = 60000) => {
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

/** Serves the built site on a free port with `gatsby serve`, as production would. */
export async function serveBuiltSite(): Promise<{ url: string; child: ChildProcess }> {
  if (!fs.existsSync(path.join(ROOT, "public/index.html"))) {
    throw new Error("public/ has no build: run `npm run build` before the end-to-end tests");
  }
  const port = await freePort();
  const child = spawn(
    path.join(ROOT, "node_modules/.bin/gatsby"),
    ["serve", "--port", String(port), "--host", "127.0.0.1"],
    { cwd: ROOT, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, stdio: "ignore", detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, child);
  return { url, child };
}
