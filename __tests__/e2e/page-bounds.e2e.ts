import path from "path";
import { expect, test } from "@playwright/test";
import {
  describePage,
  HTML_LIMIT_BYTES,
  oversizedPages,
  PAGE_DATA_LIMIT_BYTES,
} from "../../scripts/lib/page-bounds.ts";

const PUBLIC = path.join(__dirname, "../../public");

// Issue 17, "Bounded pages": what a first visit downloads stays small however long the lists grow. The same check
// runs on a build with ten times the content in __tests__/integration/scale-build.integration.ts.
test.describe("page bounds of the build", () => {
  test(`has no HTML file over ${HTML_LIMIT_BYTES / 1024} KB and no page-data.json over ${PAGE_DATA_LIMIT_BYTES / 1024} KB`, () => {
    expect(oversizedPages(PUBLIC).map(describePage)).toEqual([]);
  });
});
