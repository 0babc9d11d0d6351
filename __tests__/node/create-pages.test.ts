/** @jest-environment node */
import fs from "fs";
import type { CreatePagesArgs } from "gatsby";
import path from "path";
import { createPagesOf } from "../../src/node/create-pages";
import {
  communityEventPath,
  listPageTypes,
  pageCount,
  pageTypes,
  type ListPageType,
  type PageType,
} from "../../src/routes";
import { DATA, fileNode, nodesOf, nodesOfType } from "../support/content-nodes";
import { SPEC_PROGRAMME_ROUTES } from "../support/spec";

type Node = Record<string, unknown> & { internal: { type: string }; parent?: string };

/** The committed content as Gatsby holds it: each node's parent is its data file (`file:<relative path>`). */
const committedNodes = (): Node[] => nodesOf(DATA).nodes as Node[];

/** createPages over `nodes`, with the page types and (by default none of) the paged lists given. */
const run = (nodes: Node[], types: readonly PageType[] = pageTypes, lists: readonly ListPageType[] = []) => {
  const createPage = jest.fn();
  const panicOnBuild = jest.fn();
  const files: Record<string, Node> = {
    "file-1": { internal: { type: "File" }, relativePath: "programmes/twice.json" },
  };
  createPagesOf(
    types,
    lists,
  )({
    getNodesByType: nodesOfType(nodes as never),
    getNode: (id: string) => files[id] ?? fileNode(id),
    actions: { createPage },
    reporter: { panicOnBuild },
  } as unknown as CreatePagesArgs);
  const pages = createPage.mock.calls.map(([page]) => page as { path: string; component: string; context: object });
  return { pages, panics: panicOnBuild.mock.calls.map(([message]) => String(message)) };
};

const programmeNodes = () => committedNodes().filter((node) => node.internal.type === "ProgrammesJson");
const PROGRAMME = pageTypes.find((type) => type.nodeType === "ProgrammesJson") as PageType;

describe("createPages", () => {
  it("creates exactly the spec's eleven programme routes from data/programmes", () => {
    const { pages } = run(programmeNodes());
    expect(pages.map((page) => page.path).sort()).toEqual([...SPEC_PROGRAMME_ROUTES].sort());
  });

  it("makes one page per entry of every page type, each template existing and given only the registry's keys", () => {
    const nodes = committedNodes();
    const { pages, panics } = run(nodes);
    expect(panics).toEqual([]);
    for (const type of pageTypes) {
      const ofType = nodes.filter((node) => node.internal.type === type.nodeType);
      expect(ofType.length).toBeGreaterThan(0);
      const made = pages.filter((page) => page.component === path.resolve(type.template));
      expect(made).toHaveLength(ofType.length);
      expect(fs.existsSync(path.resolve(type.template))).toBe(true);
      for (const page of made) expect(Object.keys(page.context).sort()).toEqual([...type.contextKeys].sort());
    }
  });

  it("makes each community event's page at its community, the name of its file (no field of the entry holds it)", () => {
    const events = committedNodes().filter((node) => node.internal.type === "CommunityEventsJson");
    expect(events.length).toBeGreaterThan(0);
    const { pages } = run(events);
    expect(pages.map((page) => page.path).sort()).toEqual(
      events
        .map((node) => communityEventPath(path.basename(String(node.parent), ".json"), String(node.eventId)))
        .sort(),
    );
  });

  it("makes one more page when one more programme file exists", () => {
    const fixture = { ...programmeNodes()[0], slug: "quantum-readiness" };
    const { pages } = run([...programmeNodes(), fixture]);
    expect(pages).toHaveLength(SPEC_PROGRAMME_ROUTES.length + 1);
    expect(pages.find((page) => page.path === "/quantum-readiness")).toEqual({
      path: "/quantum-readiness",
      component: path.resolve(PROGRAMME.template),
      context: { slug: "quantum-readiness" },
    });
  });

  it("leaves a file without a slug to the content validator instead of creating a broken route", () => {
    const { slug: _slug, ...withoutSlug } = programmeNodes()[0];
    expect(run([withoutSlug as Node]).pages).toEqual([]);
  });

  it("fails the build, naming the file, when two entries make the same page", () => {
    const [first] = programmeNodes();
    const { pages, panics } = run([first, { ...first, parent: "file-1" }]);
    expect(pages).toHaveLength(1);
    expect(panics).toEqual([`data/programmes/twice.json: a second entry makes the page /${String(first.slug)}`]);
  });

  it("makes every page of each paged list, the first at the list's address, each with its entries' range", () => {
    const nodes = committedNodes();
    const { pages } = run(nodes, [], listPageTypes);
    for (const list of listPageTypes) {
      const total = nodes.filter((node) => node.internal.type === list.nodeType).length;
      const made = pages.filter((page) => page.component === path.resolve(list.template));
      expect(made).toHaveLength(pageCount(total, list.pageSize));
      expect(made[0]).toMatchObject({ path: list.base, context: { skip: 0, limit: list.pageSize, page: 1 } });
      expect(fs.existsSync(path.resolve(list.template))).toBe(true);
    }
  });
});
