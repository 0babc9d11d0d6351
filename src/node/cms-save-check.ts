import fs from "fs";
import path from "path";
import type { ContentModule } from "./types/content-module";
import { readDataFile, type ContentProblem } from "./content-loader";
import { validateData } from "./validate-content";

/** A request Decap CMS sends its backend: `{ action, params }` (decap-cms-backend-proxy). */
export interface CmsRequest {
  action?: string;
  params?: {
    path?: string;
    files?: { path?: string }[];
    dataFiles?: { path?: string; raw?: string }[];
    assets?: { path?: string }[];
    paths?: string[];
  };
}

/** Why a request is refused, in the build's words; Decap shows `error` in its notice. */
export interface CmsRefusal {
  status: number;
  error: string;
}

/** `data/faq.json:10:3: invalid JSON…`, with the entry of a list file it is in (a file holds many events). */
const described = (problem: ContentProblem, raw?: string): string => {
  const where = `data/${problem.file}${raw === undefined ? `:${problem.position.line}:${problem.position.column}` : ""}`;
  const entry =
    problem.entry === undefined ? "" : ` (entry ${problem.entry + 1}${titleOf(problem.file, raw, problem.entry)})`;
  return `${where}${entry}: ${problem.message}`;
};

const titleOf = (file: string, raw: string | undefined, entry: number): string => {
  const read = raw === undefined ? undefined : readDataFile(file, raw);
  const list = read && "parsed" in read ? read.parsed.value : undefined;
  const title = Array.isArray(list) ? (list[entry]?.title ?? list[entry]?.name ?? list[entry]?.question) : undefined;
  return typeof title === "string" ? `, "${title}"` : "";
};

/**
 * The local CMS backend's guard, run on every request /admin sends (src/node/develop-admin.ts): the rule is that
 * nothing the CMS saves fails the build or the database sync, and no file is lost.
 * - Reading or saving a data file that is not JSON on disk is refused with the build's message (file, line,
 *   column), so the CMS shows the error instead of an empty form whose save would replace the file.
 * - A save is checked as the build checks data/: every rule of the one declaration of each type, across fields
 *   and files (ids, references, image paths, uploaded images included), on data/ as the save would leave it. It is
 *   refused with the build's message, naming file, entry and field, when it adds a problem, or leaves one in a file
 *   it writes.
 * Returns undefined for a request that may go on to decap-server.
 */
export const cmsRefusal = (
  modules: ContentModule[],
  root: string,
  request: CmsRequest,
  context: { routes?: ReadonlySet<string> } = {},
): CmsRefusal | undefined => {
  const dataDir = path.join(root, "data");
  const inData = (relative: string | undefined) => {
    const absolutePath = path.resolve(root, relative ?? "");
    return relative && absolutePath.startsWith(`${dataDir}${path.sep}`) ? absolutePath : undefined;
  };
  const unreadable = (absolutePaths: (string | undefined)[]): CmsRefusal | undefined => {
    const problems = absolutePaths.flatMap((absolutePath) => {
      if (!absolutePath?.endsWith(".json") || !fs.existsSync(absolutePath)) return [];
      const read = readDataFile(path.relative(dataDir, absolutePath), fs.readFileSync(absolutePath, "utf8"));
      return "problem" in read ? [read.problem] : [];
    });
    return problems.length === 0
      ? undefined
      : {
          status: 409,
          error:
            `${problems.map((problem) => described(problem)).join("; ")}. ` +
            "The CMS cannot show this file, and a save would replace it: fix it in a text editor first.",
        };
  };
  const { action, params = {} } = request;
  if (action === "getEntry") return unreadable([inData(params.path)]);
  if (action === "entriesByFiles") return unreadable((params.files ?? []).map((file) => inData(file.path)));
  // A deletion is checked as a save that leaves the file out: another file may need it (a community's events).
  const deleted =
    action === "deleteFile" || action === "deleteFiles"
      ? [...(params.paths ?? []), params.path]
          .flatMap((file) => inData(file) ?? [])
          .map((absolutePath) => ({
            absolutePath,
            raw: null,
          }))
      : [];
  if (action !== "persistEntry" && deleted.length === 0) return undefined;

  const saved: { absolutePath: string; raw: string | null }[] = [
    ...deleted,
    ...(params.dataFiles ?? []).flatMap((file) => {
      const absolutePath = inData(file.path);
      return absolutePath?.endsWith(".json") && typeof file.raw === "string" ? [{ absolutePath, raw: file.raw }] : [];
    }),
  ];
  const refusedRead = unreadable(saved.filter((file) => file.raw !== null).map((file) => file.absolutePath));
  if (refusedRead || saved.length === 0) return refusedRead;

  const pending = {
    texts: new Map<string, string | null>(saved.map((file) => [file.absolutePath, file.raw])),
    added: new Set((params.assets ?? []).flatMap((asset) => inData(asset.path) ?? [])),
  };
  const savedFiles = new Set(saved.map((file) => path.relative(dataDir, file.absolutePath)));
  const after = validateData(modules, dataDir, context, pending);
  const key = (problem: ContentProblem) => `${problem.file}\n${problem.message}`;
  // Problems data/ has already (a file edited by hand elsewhere) are not this save's to fix.
  const before = after.some((problem) => !savedFiles.has(problem.file))
    ? new Set(validateData(modules, dataDir, context).map(key))
    : new Set<string>();
  const refused = after.filter((problem) => savedFiles.has(problem.file) || !before.has(key(problem)));
  if (refused.length === 0) return undefined;
  const rawOf = (problem: ContentProblem) => pending.texts.get(path.join(dataDir, problem.file)) ?? undefined;
  return {
    status: 422,
    error: `Not saved, the build would refuse it: ${refused.map((problem) => described(problem, rawOf(problem))).join("; ")}`,
  };
};
