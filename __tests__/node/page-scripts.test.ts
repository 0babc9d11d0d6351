/** @jest-environment node */
import vm from "vm";
import { withPageScripts } from "../../src/node/page-scripts";

const FILES = ["webpack-runtime-1a.js", "islands-2b.js"];
const page = (body: string) => `<html><head></head><body>${body}</body></html>`;
const inlineScripts = (html: string) => Array.from(html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g), (m) => m[1]);

type Paint = "first-paint" | "first-contentful-paint";

/**
 * Runs the written loader in a stand-in browser, which reports the paints given (or has no paint entries at all):
 * which scripts it inserts, in what order, and after which events.
 */
function runLoader(source: string, { paints = [] as Paint[], paintEntries = true } = {}) {
  const steps: string[] = [];
  const inserted: { src: string; async: boolean }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintEntries ? ["paint", "resource"] : ["resource"];
    private connected = true;
    constructor(
      private readonly callback: (
        list: { getEntriesByName: (name: string) => unknown[] },
        observer: PerformanceObserver,
      ) => void,
    ) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      for (const paint of paints) {
        if (!this.connected) break;
        steps.push(paint);
        this.callback({ getEntriesByName: (name) => (name === paint ? [{ name }] : []) }, this);
      }
    }
    disconnect() {
      steps.push("disconnect");
      this.connected = false;
    }
  }
  const window = { PerformanceObserver: paintEntries ? PerformanceObserver : undefined };
  const context = {
    window,
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => {
      steps.push("frame");
      callback();
    },
    setTimeout: (callback: () => void) => {
      steps.push("timeout");
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

  it("gives a page with an island one inline loader that inserts the boot files in order after the first contentful paint", () => {
    const html = withPageScripts(page('<div data-island="contact-form"></div>'), FILES);
    const [loader, ...others] = inlineScripts(html);
    expect(others).toEqual([]);
    // No <script src>: the preload scanner would fetch it before the first paint.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const painted = runLoader(loader, { paints: ["first-paint", "first-contentful-paint", "first-contentful-paint"] });
    // The observer stops at the first contentful paint: the files are inserted once.
    expect(painted.steps).toEqual(["first-paint", "first-contentful-paint", "disconnect", "insert", "insert"]);
    expect(painted.inserted).toEqual(FILES.map((file) => ({ src: `/${file}`, async: false })));
    // Before the first contentful paint, nothing is fetched.
    expect(runLoader(loader, { paints: ["first-paint"] }).inserted).toEqual([]);
  });

  it("boots after the first frame in a browser without paint entries", () => {
    const [loader] = inlineScripts(withPageScripts(page('<div data-island="contact-form"></div>'), FILES));
    const { steps, inserted } = runLoader(loader, { paintEntries: false });
    expect(steps).toEqual(["frame", "timeout", "insert", "insert"]);
    expect(inserted.map((script) => script.src)).toEqual(FILES.map((file) => `/${file}`));
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
