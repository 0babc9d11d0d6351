import fs from "fs";
import http, { type IncomingMessage, type ServerResponse } from "http";
import path from "path";

/** Where Decap CMS finds its local backend (`local_backend` and the proxy backend in config.yml). */
export const CMS_API_PREFIX = "/api/v1";

type Request = IncomingMessage & { originalUrl?: string };
type Handler = (request: Request, response: ServerResponse, next: () => void) => void;
/** The part of gatsby develop's Express app this module uses. */
interface DevelopApp {
  use: (prefix: string, handler: Handler) => void;
}

/**
 * Forwards a request to the CMS backend (scripts/cms-server.mjs) as it came: method, path, headers and body.
 * Gatsby's own `proxy` option mounts `${prefix}/*`, which leaves out the bare `/api/v1` every Decap call
 * (GET and POST) goes to.
 */
const forwardTo =
  (port: number): Handler =>
  (request, response) => {
    const forward = http.request(
      {
        host: "127.0.0.1",
        port,
        path: request.originalUrl ?? request.url,
        method: request.method,
        headers: { ...request.headers, host: `127.0.0.1:${port}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on("error", (error) => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end(`The CMS backend at 127.0.0.1:${port} did not answer (${error.message}); npm start runs it.`);
    });
    request.pipe(forward);
  };

/**
 * `gatsby develop`'s routes for the content editor, so /admin works as in a production build: the editor's page
 * at /admin, /admin/ and /admin/index.html (develop serves no directory index and would redirect /admin/ to its
 * 404 page), and every request to the CMS backend.
 */
export const developAdmin =
  (root: string, cmsPort: number) =>
  (app: DevelopApp): void => {
    const page = path.join(root, "static", "admin", "index.html");
    app.use("/admin", (request, response, next) => {
      if (!["/", "/index.html"].includes(new URL(request.url ?? "/", "http://localhost").pathname)) return next();
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
      response.end(fs.readFileSync(page));
    });
    app.use(CMS_API_PREFIX, forwardTo(cmsPort));
  };
