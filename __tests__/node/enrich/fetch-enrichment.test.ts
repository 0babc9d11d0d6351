/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import {
  createEnricher,
  createLimiter,
  enrichmentSettings,
  type EnrichmentSettings,
} from "../../../src/node/enrich/fetch-enrichment";
import { FIXTURES, startReportPages, type ReportPagesServer } from "../../support/report-pages-server";

const SLOW_MS = 5000;
// Generous, so a loaded CI machine never mistakes a fast local answer for a timeout.
const TIMEOUT_MS = 1500;

let server: ReportPagesServer;
let cacheDir: string;

beforeAll(async () => {
  server = await startReportPages({ slowMs: SLOW_MS });
});
afterAll(() => server.close());
beforeEach(() => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "enrichment-cache-"));
  server.requests.length = 0;
});
afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

const settings = (overrides: Partial<EnrichmentSettings> = {}): EnrichmentSettings => ({
  enabled: true,
  timeoutMs: TIMEOUT_MS,
  concurrency: 4,
  cacheDir,
  cacheTtlMs: 60_000,
  ...overrides,
});

const pagesRequested = () => server.requests.filter((request) => !request.path.startsWith("/images/"));

describe("enrichmentSettings", () => {
  it("is on by default, off under Jest and off with REPORT_ENRICHMENT=off", () => {
    expect(enrichmentSettings({ NODE_ENV: "production" }).enabled).toBe(true);
    expect(enrichmentSettings({ NODE_ENV: "test" }).enabled).toBe(false);
    expect(enrichmentSettings(process.env).enabled).toBe(false);
    expect(enrichmentSettings({ NODE_ENV: "production", REPORT_ENRICHMENT: "off" }).enabled).toBe(false);
    expect(enrichmentSettings({ NODE_ENV: "test", REPORT_ENRICHMENT: "on" }).enabled).toBe(true);
  });

  it("reads the timeout, concurrency and cache folder, with bounded defaults", () => {
    expect(enrichmentSettings({}, "/site")).toEqual({
      enabled: true,
      timeoutMs: 5000,
      concurrency: 4,
      cacheDir: "/site/.cache/report-enrichment",
      cacheTtlMs: 24 * 3600_000,
    });
    const custom = enrichmentSettings(
      {
        REPORT_ENRICHMENT_TIMEOUT_MS: "800",
        REPORT_ENRICHMENT_CONCURRENCY: "2",
        REPORT_ENRICHMENT_CACHE_DIR: "/tmp/x",
      },
      "/site",
    );
    expect(custom).toMatchObject({ timeoutMs: 800, concurrency: 2, cacheDir: "/tmp/x" });
    expect(enrichmentSettings({ REPORT_ENRICHMENT_TIMEOUT_MS: "soon" }).timeoutMs).toBe(5000);
  });
});

describe("createEnricher", () => {
  it("reads the page with an HTML Accept header and downloads the cover it names", async () => {
    const outcome = await createEnricher(settings())(`${server.origin}/ok`);
    expect(outcome).toEqual({
      ok: true,
      enrichment: {
        description: "Fresh from the report page: eleven leaders on taking AI from pilot to production.",
        cover: { url: `${server.origin}/images/live-cover.jpg`, file: expect.stringContaining(cacheDir) },
        coverProblem: null,
      },
    });
    if (!outcome.ok || !outcome.enrichment.cover) throw new Error("unreachable");
    expect(fs.readFileSync(outcome.enrichment.cover.file)).toEqual(
      fs.readFileSync(path.join(FIXTURES, "live-cover.jpg")),
    );
    expect(server.requests[0]).toEqual({ path: "/ok", accept: expect.stringMatching(/^text\/html/) });
    expect(server.requests[1]).toEqual({ path: "/images/live-cover.jpg", accept: expect.stringMatching(/^image\//) });
  });

  it("resolves relative covers against the address it was redirected to", async () => {
    const outcome = await createEnricher(settings())(`${server.origin}/moved`);
    expect(outcome.ok && outcome.enrichment.cover?.url).toBe(`${server.origin}/images/live-cover.jpg`);
  });

  it("fails on a non-OK status", async () => {
    expect(await createEnricher(settings())(`${server.origin}/server-error`)).toEqual({
      ok: false,
      reason: "HTTP 500",
    });
  });

  it("gives up on a slow page after the timeout", async () => {
    // The page answers after SLOW_MS: an enricher that waited for it would have its page, not this reason.
    const outcome = await createEnricher(settings())(`${server.origin}/slow`);
    expect(outcome).toEqual({ ok: false, reason: `timed out after ${TIMEOUT_MS} ms` });
  });

  it("fails on a link that is not an HTML page", async () => {
    expect(await createEnricher(settings())(`${server.origin}/pdf`)).toEqual({
      ok: false,
      reason: "not an HTML page (application/pdf)",
    });
  });

  it("keeps the description when the cover cannot be downloaded, and says why", async () => {
    const outcome = await createEnricher(settings())(`${server.origin}/missing-cover`);
    expect(outcome).toEqual({
      ok: true,
      enrichment: {
        description: "The same picture as before, with a fresher description.",
        cover: null,
        coverProblem: "cover not downloaded: HTTP 404",
      },
    });
  });

  it("answers from the on-disk cache on the next build, and refetches once the entry is stale", async () => {
    const first = await createEnricher(settings())(`${server.origin}/ok`);
    const requestsAfterFirst = server.requests.length;
    const second = await createEnricher(settings())(`${server.origin}/ok`);
    expect(server.requests).toHaveLength(requestsAfterFirst);
    expect(second).toEqual(first);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const stale = await createEnricher(settings({ cacheTtlMs: 1 }))(`${server.origin}/ok`);
    expect(stale.ok).toBe(true);
    expect(server.requests.length).toBeGreaterThan(requestsAfterFirst);
  });

  it("does not cache failures", async () => {
    const enrich = createEnricher(settings());
    await enrich(`${server.origin}/server-error`);
    await enrich(`${server.origin}/server-error`);
    expect(pagesRequested().map((request) => request.path)).toEqual(["/server-error", "/server-error"]);
  });

  it("stops asking once the network is unreachable", async () => {
    const offline = jest.fn(() =>
      Promise.reject(Object.assign(new TypeError("fetch failed"), { cause: { code: "EAI_AGAIN" } })),
    );
    const enrich = createEnricher(settings({ concurrency: 1 }), offline as unknown as typeof fetch);
    const outcomes = await Promise.all(
      ["https://a.example/1", "https://b.example/2", "https://c.example/3"].map(enrich),
    );
    // Which page asks first depends on when its cache miss is noticed: one asks, the others are skipped.
    expect(outcomes).toHaveLength(3);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { ok: false, reason: "network error EAI_AGAIN", offline: true },
        { ok: false, reason: "skipped, the network is unreachable", offline: true },
      ]),
    );
    expect(outcomes.filter((outcome) => outcome.ok === false && outcome.reason.startsWith("skipped"))).toHaveLength(2);
    expect(offline).toHaveBeenCalledTimes(1);
  });
});

describe("a machine whose DNS resolves no outside name", () => {
  const unresolved = () => Object.assign(new TypeError("fetch failed"), { cause: { code: "ENOTFOUND" } });

  it("is offline once two different hosts do not resolve and no page answered: every outcome says so", async () => {
    const fetchImpl = jest.fn(() => Promise.reject(unresolved()));
    const enrich = createEnricher(settings({ concurrency: 4 }), fetchImpl as unknown as typeof fetch);
    const pages = ["a", "b", "c", "d", "e", "f"].map((host) => `https://${host}.example/report`);
    const outcomes = await Promise.all(pages.map(enrich));
    expect(outcomes.every((outcome) => !outcome.ok && outcome.offline)).toBe(true);
    expect(fetchImpl.mock.calls.length).toBeLessThanOrEqual(4);
  });

  it("takes one unknown host among answering ones for that site's problem", async () => {
    const fetchImpl = jest.fn((url: string) =>
      url.startsWith("https://gone.example")
        ? Promise.reject(unresolved())
        : Promise.resolve(new Response("<title>x</title>", { status: 404 })),
    );
    const enrich = createEnricher(settings({ concurrency: 4 }), fetchImpl as unknown as typeof fetch);
    const outcomes = await Promise.all(
      ["https://gone.example/1", "https://a.example/2", "https://b.example/3"].map(enrich),
    );
    expect(outcomes[0]).toEqual({ ok: false, reason: "network error ENOTFOUND" });
    expect(outcomes.slice(1)).toEqual([
      { ok: false, reason: "HTTP 404" },
      { ok: false, reason: "HTTP 404" },
    ]);
  });
});

describe("concurrency", () => {
  it("runs at most the configured number of page reads at once", async () => {
    const busy = await startReportPages({ pageDelayMs: 80 });
    let inFlight = 0;
    let peak = 0;
    const counting: typeof fetch = async (input, init) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      try {
        return await fetch(input, init);
      } finally {
        inFlight -= 1;
      }
    };
    try {
      const enrich = createEnricher(settings({ concurrency: 2, timeoutMs: 2000 }), counting);
      const pages = ["a", "b", "c", "d", "e", "f"].map((name) => `${busy.origin}/same-cover/${name}.jpg`);
      const outcomes = await Promise.all(pages.map(enrich));
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
      expect(peak).toBe(2);
    } finally {
      await busy.close();
    }
  });

  it("createLimiter queues tasks beyond its size in order", async () => {
    const limit = createLimiter(1);
    const order: string[] = [];
    const task = (name: string, ms: number) => () =>
      new Promise<string>((resolve) =>
        setTimeout(() => {
          order.push(name);
          resolve(name);
        }, ms),
      );
    expect(await Promise.all([limit(task("slow", 30)), limit(task("fast", 1))])).toEqual(["slow", "fast"]);
    expect(order).toEqual(["slow", "fast"]);
  });
});
