/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { currentStylesheets, staleStylesheets } from "../../../src/node/hosting/stale-stylesheets";

describe("stale stylesheets", () => {
  it("reads this build's stylesheets from webpack's stats", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stats-"));
    fs.writeFileSync(
      path.join(dir, "webpack.stats.json"),
      JSON.stringify({ assetsByChunkName: { app: ["app-1.js"], "component---a": ["styles.new.css", "a-2.js"] } }),
    );
    expect(currentStylesheets(dir)).toEqual(new Set(["styles.new.css"]));
  });

  it("names a linked or inlined stylesheet this build did not produce, once", () => {
    const current = new Set(["styles.new.css"]);
    expect(staleStylesheets('<link rel="stylesheet" href="/styles.new.css">', current)).toEqual([]);
    expect(
      staleStylesheets(
        '<link rel="stylesheet" href="/styles.old.css"><style data-href="/styles.old.css">a{}</style>',
        current,
      ),
    ).toEqual(["styles.old.css"]);
  });
});
