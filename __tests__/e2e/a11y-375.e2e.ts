import { axeSweep } from "./axe-sweep";
import { test } from "./fixtures";
import { siteIndex } from "./site-index";

/**
 * Every screen at a phone's width, where content has least room: what axe judges of content (names, alt texts,
 * headings, text contrast) differs from route to route. The desktop width runs once per template (a11y.e2e.ts),
 * side by side with this file on the other worker.
 */
test.describe("accessibility at 375 px", () => {
  axeSweep(375, siteIndex().canonical);
});
