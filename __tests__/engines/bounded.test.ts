/** @jest-environment node */
import type { EnginePage } from "./engine-pages";
import { bounded } from "./bounded";

/** A page whose every command answers at once, but `hung`, which never answers. */
const pageWithHung = (hung: keyof EnginePage): EnginePage => {
  const never = () => new Promise<never>(() => {});
  const page: EnginePage = {
    engine: "webkit",
    goto: async () => {},
    click: async () => {},
    press: async () => {},
    type: async () => {},
    check: async () => {},
    select: async () => {},
    submit: async () => {},
    url: async () => "http://127.0.0.1/",
    read: async <T>() => true as T,
    screenshot: async () => {},
    problems: () => ["console: one"],
    close: async () => {},
  };
  return { ...page, [hung]: never };
};

describe("an engine's page with its driver commands bounded", () => {
  it("fails a command that never answers once the bound has passed, naming the engine, command and arguments", async () => {
    const page = bounded(pageWithHung("click"), 50);
    await expect(page.click("#menu-button", 2)).rejects.toThrow(
      'The driver did not answer webkit click("#menu-button", 2) in 50 ms',
    );
    await expect(bounded(pageWithHung("read"), 50).read("return 1")).rejects.toThrow(
      'The driver did not answer webkit read("return 1") in 50 ms',
    );
  });

  it("passes every answer and failure through as it comes", async () => {
    const page = bounded(pageWithHung("close"), 50);
    await expect(page.url()).resolves.toBe("http://127.0.0.1/");
    await expect(page.read<boolean>("return true")).resolves.toBe(true);
    expect(page.problems()).toEqual(["console: one"]);
    const failing = bounded({ ...page, goto: async () => Promise.reject(new Error("no such window")) }, 50);
    await expect(failing.goto("/")).rejects.toThrow("no such window");
  });
});
