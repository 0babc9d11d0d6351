/** @jest-environment node */
import path from "path";
import {
  describePage,
  HTML_LIMIT_BYTES,
  oversizedPages,
  PAGE_DATA_LIMIT_BYTES,
} from "../../scripts/lib/page-bounds.ts";
import { scaleContent } from "../../scripts/lib/scale-content.ts";
import { buildProject, projectWithData, releaseProject, type BuildResult } from "../support/project-copy";

/** Issue 17 holds the site to its bounds at ten times today's content. */
const FACTOR = 10;

describe(`a build with ${FACTOR} times today's content`, () => {
  let dir = "";
  let result: BuildResult;

  beforeAll(async () => {
    dir = projectWithData("scale-build", (data) => scaleContent(data, FACTOR));
    // A cold build of the whole site, a few hundred pages more than today; slow on a busy machine.
    result = await buildProject(dir, { REPORT_ENRICHMENT: "off" });
    if (result.status !== 0) console.log(result.output);
  });

  afterAll(() => releaseProject(dir));

  it("builds", () => {
    expect(result.status).toBe(0);
  });

  it(`keeps every HTML file within ${HTML_LIMIT_BYTES / 1024} KB and every page-data.json within ${PAGE_DATA_LIMIT_BYTES / 1024} KB`, () => {
    expect(oversizedPages(path.join(dir, "public")).map(describePage)).toEqual([]);
  });
});
