import { axeSweep } from "./axe-sweep";
import { test } from "./fixtures";

test.describe("accessibility at 375 px", () => {
  axeSweep(375);
});
