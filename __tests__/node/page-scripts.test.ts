/** @jest-environment node */
import vm from "vm";
import { withPageScripts } from "../../src/node/page-scripts";

const FILES = ["webpack-runtime-1a.js", "islands-2b.js"];
const page = (body: string) => `<html><head></head><body>${body}</body></html>`;
const inlineScripts = (html: string) => Array.from(html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g), (m) => m[1]);

/** Runs the written loader in a stand-in browser: which scripts it inserts, in what order, and after which callbacks. */
function runLoader(source: string) {
  const steps: string[] = [];
  const inserted: { src: string; async: boolean }[] = [];
  const context = {
    requestAnimationFrame: (callback: () => void) => {
      steps.push("frame");
      callback();
    },
    setTimeout: (callback: () => void) => {
      steps.push("after paint");
      callback();
    },
    document: {
      createElement: () => ({ src: "", async: true }),
      body: {
        appendChild: (script: { src: string; async: boolean }) => {
          steps.push("insert");
          inserted.push({ ...script });
        },
      },
    },
  };
  vm.runInNewContext(source, context);
  return { steps, inserted };
}

describe("the page script step", () => {
  it("gives a page with no island or enhanced element no script", () => {
    const html = page("<main><p>Privacy</p></main>");
    expect(withPageScripts(html, FILES)).toBe(html);
  });

  it("gives a page with an island one inline loader that inserts the boot files in order after the first paint", () => {
    const html = withPageScripts(page('<div data-island="contact-form"></div>'), FILES);
    const [loader, ...others] = inlineScripts(html);
    expect(others).toEqual([]);
    // No <script src>: the preload scanner would fetch it before the first paint.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const { steps, inserted } = runLoader(loader);
    expect(steps).toEqual(["frame", "after paint", "insert", "insert"]);
    expect(inserted).toEqual(FILES.map((file) => ({ src: `/${file}`, async: false })));
  });

  it("counts enhanced elements as needing the script too", () => {
    expect(inlineScripts(withPageScripts(page('<p data-enhance="clock"></p>'), FILES))).toHaveLength(1);
  });

  it("replaces what an earlier build wrote instead of adding a second loader", () => {
    const once = withPageScripts(page('<div data-island="contact-form"></div>'), FILES);
    const again = withPageScripts(once, ["webpack-runtime-3c.js", "islands-4d.js"]);
    expect(inlineScripts(again)).toHaveLength(1);
    expect(again).toContain("/islands-4d.js");
    expect(again).not.toContain("/islands-2b.js");
  });
});
