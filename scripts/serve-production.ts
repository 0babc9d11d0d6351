#!/usr/bin/env node
// `npm run serve:production`: the built site through nginx with the generated configuration, as a
// self-hosted server sends it, at http://127.0.0.1:${PORT:-9000} (PORT=0: a free port). Prints the address once nginx
// answers (the end-to-end run waits for that line). Foreground; Ctrl+C stops it.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startNginx } from "./lib/nginx.ts";
import { freePort, waitForHttp } from "./lib/serve.ts";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 9000) || (await freePort());

let server: ReturnType<typeof startNginx> | undefined;
try {
  server = startNginx({ root, port, stdio: ["ignore", "inherit", "inherit"] });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server?.stop());
  await waitForHttp(server.url, server.child);
} catch (error) {
  console.error((error as Error).message);
  server?.stop();
  process.exit(1);
}
console.log(`Serving public/ through nginx at ${server.url} (Ctrl+C stops)`);
server.child.on("exit", (code, signal) => {
  const clean = code === 0 || signal === "SIGTERM" || signal === "SIGINT";
  console.log(clean ? "nginx stopped." : `nginx exited with ${code ?? signal}.`);
  process.exit(clean ? 0 : 1);
});
