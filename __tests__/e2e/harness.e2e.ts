import type { BrowserContext } from "playwright-core";
import { openPage, poll, useBrowser } from "./harness";

describe("the e2e harness", () => {
  const browser = useBrowser();
  let leftOpen: BrowserContext | undefined;

  it("lets a test leave its context open", async () => {
    leftOpen = (await openPage(browser(), "/")).context();
    expect(browser().contexts()).toContain(leftOpen);
  });

  it("has closed it when the next test starts", () => {
    expect(leftOpen).toBeDefined();
    expect(browser().contexts()).not.toContain(leftOpen);
  });

  it("retries an expectation until it holds", async () => {
    let reads = 0;
    await poll(async () => ++reads).toBe(3);
    expect(reads).toBe(3);
  });

  it("fails a retried expectation with the last value once the time is up", async () => {
    await expect(poll(async () => 1, 300).toBe(2)).rejects.toThrow(/Received: 1/);
  });
});
