import { createHash } from "crypto";
import fs from "fs/promises";
import path from "path";
import { extract } from "./extract";

/**
 * Reads report pages at build time (browsers cannot, because of CORS) and
 * downloads the cover they name. Bounded on every side so a dead or slow site
 * costs the build seconds, not minutes: a timeout per request, a few requests
 * at a time, a size cap, an on-disk cache, and no more requests once the
 * network is plainly unreachable.
 */

export interface EnrichmentSettings {
  enabled: boolean;
  timeoutMs: number;
  concurrency: number;
  cacheDir: string;
  cacheTtlMs: number;
}

export interface FoundCover {
  url: string;
  /** Absolute path of the downloaded image in the cache folder. */
  file: string;
}

export interface Enrichment {
  description: string | null;
  cover: FoundCover | null;
  /** Set when the page was read but the cover it names could not be downloaded. */
  coverProblem: string | null;
}

/** `offline`: this machine has no usable network, so no report can be enriched in this build. */
export type EnrichmentOutcome = { ok: true; enrichment: Enrichment } | { ok: false; reason: string; offline?: true };

export type Enricher = (pageUrl: string) => Promise<EnrichmentOutcome>;

const OFF = new Set(["off", "0", "false", "no"]);

const positive = (value: string | undefined, fallback: number): number => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

/**
 * `REPORT_ENRICHMENT=off` switches enrichment off; it is off by default under
 * Jest (NODE_ENV=test) so unit tests never touch the network.
 */
export function enrichmentSettings(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): EnrichmentSettings {
  const flag = (env.REPORT_ENRICHMENT ?? (env.NODE_ENV === "test" ? "off" : "on")).toLowerCase();
  return {
    enabled: !OFF.has(flag),
    timeoutMs: positive(env.REPORT_ENRICHMENT_TIMEOUT_MS, 5000),
    concurrency: Math.floor(positive(env.REPORT_ENRICHMENT_CONCURRENCY, 4)),
    cacheDir: path.resolve(root, env.REPORT_ENRICHMENT_CACHE_DIR ?? ".cache/report-enrichment"),
    cacheTtlMs: positive(env.REPORT_ENRICHMENT_CACHE_HOURS, 24) * 3600_000,
  };
}

/** Runs at most `size` tasks at once, in the order they were queued. */
export function createLimiter(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async (task) => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

const MAX_PAGE_BYTES = 5 * 1024 * 1024;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1";
const IMAGE_ACCEPT = "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8";
const IMAGE_EXTENSIONS: Record<string, string> = {
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
  "image/avif": ".avif",
  "image/gif": ".gif",
};
/** Errors that mean this machine has no usable network, not that one site is down. */
const OFFLINE_CODES = new Set(["EAI_AGAIN", "ENETUNREACH", "ENETDOWN"]);
/**
 * A name that does not resolve: one site gone, or a machine whose DNS answers no outside name (an offline CI
 * machine does). Two different hosts unresolved before any page answered mean the latter.
 */
const UNRESOLVED = "ENOTFOUND";

class FetchProblem extends Error {}

const keyOf = (url: string) => createHash("sha1").update(url).digest("hex");

const describeError = (
  error: unknown,
  timeoutMs: number,
): { reason: string; offline: boolean; unresolved: boolean } => {
  if (error instanceof FetchProblem) return { reason: error.message, offline: false, unresolved: false };
  const name = (error as Error | undefined)?.name;
  if (name === "TimeoutError" || name === "AbortError")
    return { reason: `timed out after ${timeoutMs} ms`, offline: false, unresolved: false };
  const code = (error as { cause?: { code?: string } }).cause?.code;
  const message = (error as Error | undefined)?.message ?? String(error);
  return {
    reason: code ? `network error ${code}` : message,
    offline: Boolean(code && OFFLINE_CODES.has(code)),
    unresolved: code === UNRESOLVED,
  };
};

const readBody = async (response: Response, limit: number): Promise<Buffer> => {
  if (Number(response.headers.get("content-length")) > limit)
    throw new FetchProblem(`response larger than ${limit} bytes`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > limit) throw new FetchProblem(`response larger than ${limit} bytes`);
  return body;
};

interface CacheEntry {
  fetchedAt: number;
  description: string | null;
  cover: { url: string; file: string } | null;
}

export function createEnricher(settings: EnrichmentSettings, fetchImpl: typeof fetch = fetch): Enricher {
  const limit = createLimiter(settings.concurrency);
  let offline = false;
  /** Whether any page answered in this build, the hosts whose names did not resolve, and the page reads under way. */
  let answered = false;
  const unresolvedHosts = new Set<string>();
  let reading = 0;
  const waiting: (() => void)[] = [];
  const changed = () => waiting.splice(0).forEach((wake) => wake());
  /**
   * After a name did not resolve, and before any page answered: waits until a page answers, a second host does not
   * resolve either, or no other read is under way, then says whether the machine is offline.
   */
  const offlineAfterUnresolved = async (host: string): Promise<boolean> => {
    unresolvedHosts.add(host);
    changed();
    while (!answered && unresolvedHosts.size < 2 && reading > 0) await new Promise<void>((wake) => waiting.push(wake));
    offline ||= !answered && unresolvedHosts.size >= 2;
    return offline;
  };

  const get = async (url: string, accept: string): Promise<Response> => {
    const response = await fetchImpl(url, {
      headers: { Accept: accept },
      redirect: "follow",
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    answered = true;
    if (!response.ok) throw new FetchProblem(`HTTP ${response.status}`);
    return response;
  };

  const entryPath = (pageUrl: string) => path.join(settings.cacheDir, `${keyOf(pageUrl)}.json`);

  const readCache = async (pageUrl: string): Promise<Enrichment | null> => {
    try {
      const entry = JSON.parse(await fs.readFile(entryPath(pageUrl), "utf8")) as CacheEntry;
      if (Date.now() - entry.fetchedAt > settings.cacheTtlMs) return null;
      const cover = entry.cover ? { url: entry.cover.url, file: path.join(settings.cacheDir, entry.cover.file) } : null;
      if (cover) await fs.access(cover.file);
      return { description: entry.description, cover, coverProblem: null };
    } catch {
      return null;
    }
  };

  const writeCache = async (pageUrl: string, enrichment: Enrichment): Promise<void> => {
    const entry: CacheEntry = {
      fetchedAt: Date.now(),
      description: enrichment.description,
      cover: enrichment.cover ? { url: enrichment.cover.url, file: path.basename(enrichment.cover.file) } : null,
    };
    await fs.writeFile(entryPath(pageUrl), JSON.stringify(entry, null, 2)).catch(() => undefined);
  };

  const downloadCover = async (url: string): Promise<FoundCover> => {
    const response = await get(url, IMAGE_ACCEPT);
    const type = (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    const ext = IMAGE_EXTENSIONS[type];
    if (!ext) throw new FetchProblem(`cover ${url} is not a supported image (${type || "no content type"})`);
    const file = path.join(settings.cacheDir, `${keyOf(url)}${ext}`);
    await fs.writeFile(file, await readBody(response, MAX_IMAGE_BYTES));
    return { url, file };
  };

  const fetchPage = async (pageUrl: string): Promise<Enrichment> => {
    const response = await get(pageUrl, HTML_ACCEPT);
    const type = response.headers.get("content-type") ?? "";
    if (type && !/html/i.test(type)) throw new FetchProblem(`not an HTML page (${type})`);
    const html = (await readBody(response, MAX_PAGE_BYTES)).toString("utf8");
    const found = extract(html, response.url || pageUrl);
    if (!found.cover) return { description: found.description, cover: null, coverProblem: null };
    try {
      return { description: found.description, cover: await downloadCover(found.cover), coverProblem: null };
    } catch (error) {
      const { reason, offline: down } = describeError(error, settings.timeoutMs);
      offline ||= down;
      return { description: found.description, cover: null, coverProblem: `cover not downloaded: ${reason}` };
    }
  };

  return async (pageUrl) => {
    const cached = await readCache(pageUrl);
    if (cached) return { ok: true, enrichment: cached };
    return limit(async () => {
      if (offline) return { ok: false, reason: "skipped, the network is unreachable", offline: true };
      reading += 1;
      let failure: ReturnType<typeof describeError>;
      try {
        await fs.mkdir(settings.cacheDir, { recursive: true });
        const enrichment = await fetchPage(pageUrl);
        if (!enrichment.coverProblem) await writeCache(pageUrl, enrichment);
        return { ok: true, enrichment };
      } catch (error) {
        failure = describeError(error, settings.timeoutMs);
      } finally {
        reading -= 1;
        changed();
      }
      offline ||= failure.offline;
      if (failure.unresolved && !answered) await offlineAfterUnresolved(new URL(pageUrl).host);
      return offline ? { ok: false, reason: failure.reason, offline: true } : { ok: false, reason: failure.reason };
    });
  };
}
