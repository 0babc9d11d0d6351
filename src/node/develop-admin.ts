import fs from "fs";
import http, { type IncomingMessage, type ServerResponse } from "http";
import path from "path";
import { FUNCTION_ACTIONS } from "../routes";
import type { BackendConfig } from "../lib/backend-config";
import { cmsRefusal, type CmsRequest } from "./cms-save-check";
import type { ContentModule } from "./types/content-module";

/** Where Decap CMS finds its local backend (`local_backend` and the proxy backend in config.yml). */
export const CMS_API_PREFIX = "/api/v1";

type Request = IncomingMessage & { originalUrl?: string };
type Handler = (request: Request, response: ServerResponse, next: () => void) => void;
/** The part of gatsby develop's Express app this module uses. */
interface DevelopApp {
  use: (prefix: string, handler: Handler) => void;
}

/**
 * Forwards a request as it came (method, headers and body) to the address `target` gives for it. Gatsby's own
 * `proxy` option mounts `${prefix}/*`, which leaves out the bare `/api/v1` every Decap call (GET and POST) goes to.
 */
const forwardTo =
  (target: (path: string) => URL, unreachable: string, body?: Buffer): Handler =>
  (request, response) => {
    const url = target(request.originalUrl ?? request.url ?? "/");
    const forward = http.request(
      url,
      { method: request.method, headers: { ...request.headers, host: url.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on("error", (error) => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end(`${url.origin} did not answer (${error.message}); ${unreachable}`);
    });
    if (body) forward.end(body);
    else request.pipe(forward);
  };

/**
 * The CMS backend's requests, each read whole and held to the save check (src/node/cms-save-check.ts) before it
 * goes on: a refusal is answered as decap-server answers an error (`{ error }`), which the CMS shows in its notice.
 */
const checkedCmsRequests =
  (modules: ContentModule[], root: string, cmsPort: number): Handler =>
  (request, response, next) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      let refusal;
      try {
        refusal = body.length > 0 ? cmsRefusal(modules, root, JSON.parse(body.toString()) as CmsRequest) : undefined;
      } catch {
        refusal = undefined; // not JSON: decap-server answers it
      }
      if (refusal) {
        response.writeHead(refusal.status, { "content-type": "application/json; charset=utf-8" });
        response.end(JSON.stringify({ error: refusal.error }));
        return;
      }
      forwardTo((path) => new URL(path, `http://127.0.0.1:${cmsPort}`), "npm start runs the CMS backend.", body)(
        request,
        response,
        next,
      );
    });
  };

/**
 * `gatsby develop`'s routes for the content editor, so /admin works as in a production build: the editor's page
 * at /admin, /admin/ and /admin/index.html (develop serves no directory index and would redirect /admin/ to its
 * 404 page), and every request to the CMS backend.
 */
export const developAdmin =
  (root: string, cmsPort: number, modules: ContentModule[]) =>
  (app: DevelopApp): void => {
    const page = path.join(root, "static", "admin", "index.html");
    app.use("/admin", (request, response, next) => {
      if (!["/", "/index.html"].includes(new URL(request.url ?? "/", "http://localhost").pathname)) return next();
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
      response.end(fs.readFileSync(page));
    });
    app.use(CMS_API_PREFIX, checkedCmsRequests(modules, root, cmsPort));
  };

/**
 * The forms' addresses without JavaScript and the cancel link (FUNCTION_ACTIONS in src/routes.ts), passed to the
 * backend's Edge Function submit-form with their query as nginx passes them in production
 * (src/node/hosting/host-configs.ts), so a post without script works under `npm start` too. Nothing is forwarded
 * without a backend: the forms then do not post.
 */
export const developForms =
  (backend: BackendConfig | null) =>
  (app: DevelopApp): void => {
    if (!backend) return;
    for (const [key, action] of Object.entries(FUNCTION_ACTIONS)) {
      app.use(
        action,
        forwardTo(
          (requested) =>
            new URL(`/functions/v1/submit-form/${key}${new URL(requested, backend.url).search}`, backend.url),
          "npm start runs the local backend with its submit-form function.",
        ),
      );
    }
  };
