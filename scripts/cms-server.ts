/**
 * The CMS's local backend (`npm run cms`, also started by `npm start`): decap-server (npm), which reads and
 * writes the files under data/ for Decap CMS at /admin, behind a small front that writes each JSON file the CMS
 * saves into the text of the file it replaces (key order, layout and every untouched line kept), so a saved
 * edit changes only what the editor changed.
 *
 *   npm run cms                 # http://127.0.0.1:8081/api/v1 (CMS_PORT to change); gatsby develop forwards /api/v1
 */
import { spawn } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import prettier from "prettier";
import { ContentError, readDataFile } from "../src/node/content-loader.ts";
import { inShapeOf } from "./lib/saved-json.ts";

export const REPO_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_CMS_PORT = 8081;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/**
 * Resolves once decap-server listens on `port`: seconds on a quiet machine; the five minutes only end a hang, which a
 * busy machine alone does not reach (issue 39).
 */
const waitForPort = async (port: number, timeoutMs = 300_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => resolve(socket.end() && true));
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`decap-server did not listen on port ${port}`);
};

/**
 * Writes the JSON files of a persistEntry request into the text of the files they replace
 * (scripts/lib/saved-json.ts); a file the CMS creates is formatted as `npx prettier --write` would.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a Decap CMS request: arbitrary JSON
const formatPersisted = async (repoDir: string, body: any) => {
  if (body?.action !== "persistEntry") return body;
  const { entry, dataFiles = [entry] } = body.params;
  for (const file of dataFiles) {
    if (typeof file?.raw !== "string" || !file.path.endsWith(".json")) continue;
    const filepath = path.join(repoDir, file.path);
    // The entry the CMS sends, read as every data file is read (a text that is not JSON is refused with the
    // build's message).
    const read = readDataFile(path.relative(path.join(repoDir, "data"), filepath), file.raw);
    if ("problem" in read) throw new ContentError(read.problem);
    const { value } = read.parsed;
    const original = fs.existsSync(filepath) ? fs.readFileSync(filepath, "utf8") : undefined;
    let text;
    try {
      if (original !== undefined) text = inShapeOf(value, original);
    } catch {
      // The file on disk is not JSON (an editor's typo): the CMS's text replaces it, as Prettier writes it.
    }
    file.raw =
      text ?? (await prettier.format(file.raw, { ...((await prettier.resolveConfig(filepath)) ?? {}), filepath }));
  }
  if (!body.params.dataFiles) body.params.entry = dataFiles[0];
  return body;
};

/** Starts decap-server on a private port and the formatting front on `port` (0: any free port). */
export const startCmsServer = async ({
  port = DEFAULT_CMS_PORT,
  repoDir = REPO_ROOT,
  quiet = false,
}: { port?: number; repoDir?: string; quiet?: boolean } = {}) => {
  const innerPort = await freePort();
  const decap = spawn(process.execPath, [path.join(REPO_ROOT, "node_modules/decap-server/dist/index.js")], {
    cwd: repoDir,
    env: { ...process.env, PORT: String(innerPort), GIT_REPO_DIRECTORY: repoDir, MODE: "fs", LOG_LEVEL: "warn" },
    stdio: quiet ? "ignore" : ["ignore", "inherit", "inherit"],
  });
  await waitForPort(innerPort);

  const front = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", async () => {
      let body = Buffer.concat(chunks);
      try {
        if (request.method === "POST" && body.length > 0) {
          body = Buffer.from(JSON.stringify(await formatPersisted(repoDir, JSON.parse(body.toString()))));
        }
      } catch (error) {
        // Prettier refuses text that is not JSON: hand it on unchanged, decap-server reports what it can.
        if (!quiet) console.error(`cms: could not format the saved file: ${error}`);
      }
      const headers = { ...request.headers, "content-length": String(body.length), host: `127.0.0.1:${innerPort}` };
      const forward = http.request(
        { host: "127.0.0.1", port: innerPort, path: request.url, method: request.method, headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forward.on("error", () => response.writeHead(502).end());
      forward.end(body);
    });
  });
  await new Promise((resolve, reject) => {
    front.on("error", (error) => {
      decap.kill();
      reject(error);
    });
    front.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  const address = front.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    url: `http://127.0.0.1:${actualPort}/api/v1`,
    stop: async () => {
      const ended =
        decap.exitCode === null && decap.signalCode === null
          ? new Promise((resolve) => decap.once("exit", resolve))
          : undefined;
      decap.kill();
      front.closeAllConnections();
      await Promise.all([ended, new Promise((resolve) => front.close(() => resolve(undefined)))]);
    },
  };
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // CMS_DATA_ROOT: the folder holding data/ (tests point it at a copy).
  startCmsServer({
    port: Number(process.env.CMS_PORT ?? DEFAULT_CMS_PORT),
    repoDir: process.env.CMS_DATA_ROOT ?? REPO_ROOT,
  }).then((cms) => {
    console.log(`CMS backend at ${cms.url}: open /admin of the running site (npm start) to edit data/.`);
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.on(signal, () => cms.stop().then(() => process.exit(0)));
    }
  });
}
