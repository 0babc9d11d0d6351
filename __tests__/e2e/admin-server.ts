import fs from "fs";
import http from "http";
import type { AddressInfo } from "net";
import path from "path";

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".yml": "text/yaml" };

/**
 * Serves a built /admin folder and forwards /api/v1 to the CMS backend, as gatsby develop does, so the CMS and
 * its backend share one origin.
 */
export const serveAdmin = async (adminDir: string, apiPort: number) => {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname.startsWith("/api/v1")) {
      const forward = http.request(
        { host: "127.0.0.1", port: apiPort, path: request.url, method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      request.pipe(forward);
      return;
    }
    const name = url.pathname.replace(/^\/admin\/?/, "") || "index.html";
    const file = path.join(adminDir, name);
    if (!file.startsWith(adminDir) || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    response.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
