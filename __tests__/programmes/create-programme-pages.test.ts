/** @jest-environment node */
import fs from "fs";
import type { CreatePagesArgs } from "gatsby";
import { createProgrammePages, PROGRAMME_TEMPLATE } from "../../src/node/create-programme-pages";
import { DATA, nodesOf } from "../support/content-nodes";

/** The eleven programme routes of the spec's route table (§2). */
const SPEC_ROUTES = [
  "/new-skills-new-mindset",
  "/ai-transformation",
  "/direct-to-consumer",
  "/platform-monetisation",
  "/finance-professional",
  "/marketing-ai",
  "/ai-upskilling",
  "/archives-to-assets",
  "/beyond-mqls",
  "/sales-marketing",
  "/intelligent-retail",
];

const programmeNodes = () => nodesOf(DATA).nodes.filter((node) => node.internal.type === "ProgrammesJson");

const run = (nodes: object[]) => {
  const createPage = jest.fn();
  const getNodesByType = jest.fn((type: string) => (type === "ProgrammesJson" ? nodes : []));
  createProgrammePages({ getNodesByType, actions: { createPage } } as unknown as CreatePagesArgs);
  return createPage.mock.calls.map(([page]) => page as { path: string; component: string; context: object });
};

describe("createProgrammePages", () => {
  it("creates exactly the spec's eleven programme routes from data/programmes", () => {
    const pages = run(programmeNodes());
    expect(pages.map((page) => page.path).sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it("renders every page with the programme template, passing only the slug", () => {
    const pages = run(programmeNodes());
    expect(fs.existsSync(PROGRAMME_TEMPLATE)).toBe(true);
    for (const page of pages) {
      expect(page.component).toBe(PROGRAMME_TEMPLATE);
      expect(page.context).toEqual({ slug: page.path.slice(1) });
    }
  });

  it("makes one more page when one more programme file exists", () => {
    const fixture = { ...programmeNodes()[0], slug: "quantum-readiness", internal: { type: "ProgrammesJson" } };
    const pages = run([...programmeNodes(), fixture]);
    expect(pages).toHaveLength(SPEC_ROUTES.length + 1);
    expect(pages.find((page) => page.path === "/quantum-readiness")).toEqual({
      path: "/quantum-readiness",
      component: PROGRAMME_TEMPLATE,
      context: { slug: "quantum-readiness" },
    });
  });

  it("leaves a file without a slug to the content validator instead of creating a broken route", () => {
    const { slug: _slug, ...withoutSlug } = programmeNodes()[0];
    expect(run([withoutSlug]).map((page) => page.path)).toEqual([]);
  });
});
