/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import type { GatsbyNode } from "gatsby";

const offline = () => Object.assign(new TypeError("fetch failed"), { cause: { code: "EAI_AGAIN" } });

describe("report enrichment on a machine without network", () => {
  const saved = { ...process.env };
  let cacheDir = "";
  beforeEach(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "enrichment-cache-"));
    Object.assign(process.env, { REPORT_ENRICHMENT: "on", REPORT_ENRICHMENT_CACHE_DIR: cacheDir });
  });
  afterEach(() => {
    process.env = { ...saved };
    fs.rmSync(cacheDir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  it("says once, not once per report, that enrichment is off, and warns about nothing", async () => {
    const fetched = jest.spyOn(global, "fetch").mockRejectedValue(offline());
    let onCreateNode: GatsbyNode["onCreateNode"];
    // The settings are read when the module loads: load it with enrichment on.
    jest.isolateModules(() => {
      ({ onCreateNode } = jest.requireActual("../../../src/node/enrich/enrich-nodes"));
    });
    const reporter = { info: jest.fn(), warn: jest.fn() };
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const node = {
        id: `r${n}`,
        title: `Report ${n}`,
        pdf_url: `https://r${n}.example/`,
        internal: { type: "ReportsJson" },
      };
      await onCreateNode!({ node, actions: {}, reporter } as never, {} as never, () => undefined);
    }
    expect(fetched).toHaveBeenCalled();
    expect(reporter.warn).not.toHaveBeenCalled();
    expect(reporter.info.mock.calls).toEqual([
      [expect.stringMatching(/^Report enrichment is off for this build: the network is unreachable \(/)],
    ]);
  });
});
