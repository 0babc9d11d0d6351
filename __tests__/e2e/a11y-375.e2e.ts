import { axeSweep } from "./axe-sweep";
import { useBrowser } from "./harness";

describe("accessibility at 375 px", () => {
  axeSweep(useBrowser(), 375);
});
