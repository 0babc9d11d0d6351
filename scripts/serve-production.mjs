#!/usr/bin/env node
// `npm run serve:production`: the built site through nginx with the generated configuration, as a
// self-hosted server sends it, at http://127.0.0.1:${PORT:-9000}. Foreground; Ctrl+C stops it.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startNginx } from "./lib/nginx.mjs";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 9000);

let server;
try {
  server = startNginx({ root, port, stdio: ["ignore", "inherit", "inherit"] });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`Serving public/ through nginx at ${server.url} (Ctrl+C stops)`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.stop());
server.child.on("exit", (code, signal) => {
  const clean = code === 0 || signal === "SIGTERM" || signal === "SIGINT";
  console.log(clean ? "nginx stopped." : `nginx exited with ${code ?? signal}.`);
  process.exit(clean ? 0 : 1);
});
