/** @jest-environment node */
import fs from "fs";
import path from "path";
import {
  BENCH_TEMPLATES,
  chunkNameOf,
  cpuSlowdownFor,
  DEFAULT_CPU_SLOWDOWN,
  largestContentPaint,
  templateTargets,
  toKb,
} from "../../scripts/lib/lighthouse-settings.ts";
import type { BuiltPage } from "../../src/node/built-routes.ts";
import { listPageTypes, pageTypes } from "../../src/routes";

/** Built pages as builtPages reads them: each route with the page component that rendered it. */
const pagesOf = (components: Record<string, string>, aliases: Record<string, string> = {}): BuiltPage[] =>
  Object.entries(components).map(([route, component]) => ({
    route,
    canonical: aliases[route] ?? route,
    clientOnly: false,
    component: chunkNameOf(component),
  }));

describe("the bench's Lighthouse settings", () => {
  it("measure pages the site makes: a page of src/pages or a template src/routes.ts registers", () => {
    const templates = new Set([...pageTypes, ...listPageTypes].map((type) => type.template));
    for (const { component } of BENCH_TEMPLATES) {
      const made = fs.existsSync(path.join(__dirname, "../..", component));
      const registered = component.startsWith("src/pages/") || templates.has(component);
      expect({ component, made, registered }).toEqual({ component, made: true, registered: true });
    }
  });

  it("names Gatsby's chunk of a page component as page-data.json does", () => {
    expect(chunkNameOf("src/templates/community-event.tsx")).toBe("component---src-templates-community-event-tsx");
  });

  it("measures the first screen of each template in the build and skips, with a reason, templates with no page", () => {
    const [home, programme, , event] = BENCH_TEMPLATES;
    const pages = pagesOf(
      {
        "/": home.component,
        "/home": home.component,
        "/zeta": programme.component,
        "/alpha": programme.component,
        "/communities/b/events/2": event.component,
        "/communities/a/events/9": event.component,
      },
      { "/home": "/" },
    );
    const targets = templateTargets(pages);
    expect(targets.map((target) => target.template)).toEqual(BENCH_TEMPLATES.map((bench) => bench.template));
    expect(targets.slice(0, 2)).toEqual([
      { template: home.template, route: "/" },
      { template: programme.template, route: "/alpha" },
    ]);
    expect(targets[3]).toEqual({ template: event.template, route: "/communities/a/events/9" });
    expect(targets[2]).toEqual({
      template: BENCH_TEMPLATES[2].template,
      route: BENCH_TEMPLATES[2].component,
      skipped: `no page of ${BENCH_TEMPLATES[2].component} is built`,
    });
  });

  it("takes the no-script copy's LCP as the highest of its measured runs, and none when no run measured it", () => {
    expect(largestContentPaint([780, undefined, 982, 841, Number.NaN])).toBe(982);
    expect(largestContentPaint([undefined, Number.NaN])).toBeNaN();
  });

  it("rounds bytes to tenths of a KB", () => {
    expect(toKb(102400)).toBe(100);
    expect(toKb(90522)).toBe(88.4);
  });

  it("slows the CPU as Lighthouse's calculator says for a weaker host, and never beyond Lighthouse's default 4x", () => {
    const anchors: [number, number][] = [
      [150, 1],
      [800, 2],
      [1300, 3],
      [1533, DEFAULT_CPU_SLOWDOWN],
      // The calculator's 5x and 6x, held at the default.
      [1766, DEFAULT_CPU_SLOWDOWN],
      [2000, DEFAULT_CPU_SLOWDOWN],
    ];
    expect(anchors.map(([index]) => Math.round(cpuSlowdownFor(index) * 100) / 100)).toEqual(
      anchors.map(([, slowdown]) => slowdown),
    );
    expect(DEFAULT_CPU_SLOWDOWN).toBe(4);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(50)).toBe(1);
  });
});
