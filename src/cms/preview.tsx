/**
 * The CMS preview: each entry drawn by the site's own page, with the site's components and styles. The page's
 * template renders inside the site's layout, from the data the build wrote for that page (its page data and the
 * static queries it reads) with the entry being edited laid over it (./overlay.ts), so every unsaved text shows
 * where the page shows it. src/node/cms-preview.ts bundles this module into /admin/preview.js (and its styles
 * into /admin/preview.css), with "gatsby" and "react-helmet" replaced by ./gatsby-shim.tsx and ./helmet-shim.tsx.
 * The site's own React renders the page's HTML, as the build does, into the element Decap's preview pane gives it:
 * the page as a visitor without script sees it (its islands stay as served; the editor needs to read it, not use it).
 */
import { Kind, parse } from "graphql";
import React from "react";
import { renderToReadableStream, renderToString } from "react-dom/server";
import { pageComponents } from "site-pages";
import { Layout } from "../components/layout/layout";
import { contentTypeName } from "../lib/content-type-name";
import { fetchJson, pageDataPath } from "../lib/page-data";
import "../styles/global.scss";
import "../styles/modules";
import { queryText, StaticQueryContext, type StaticQueryReader } from "./gatsby-shim";
import { overlayResult } from "./overlay";
import { previewRoute } from "../routes";

/** What the CMS knows of the entry being edited. */
export interface PreviewEntry {
  /** The collection's name: a file's base name, or a folder's name (src/node/cms-config.ts). */
  collection: string;
  /** The data file, from the project root: `data/faq.json`. */
  file: string;
  /** The entry as the editor has it now; a file holding a JSON list is `{ items: [...] }`. */
  data: unknown;
}

type JsonObject = Parameters<typeof overlayResult>[0];
type Json = Parameters<typeof overlayResult>[3];

interface PageData {
  componentChunkName: string;
  result: { data: JsonObject; pageContext: Record<string, unknown> };
}

/**
 * The root fields of a query, by alias, with the node type each returns (`allReportsJson` → ReportsJson, a list)
 * and whether it returns one page of its nodes (`limit`, `skip`).
 */
const rootsOf = (query: string) =>
  parse(query).definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? definition.selectionSet.selections.flatMap((selection) => {
          if (selection.kind !== Kind.FIELD) return [];
          const name = selection.name.value;
          const list = /^all[A-Z]/.test(name);
          const base = list ? name.slice(3) : name;
          const paged = (selection.arguments ?? []).some((argument) => ["limit", "skip"].includes(argument.name.value));
          return [{ alias: selection.alias?.value ?? name, type: base[0].toUpperCase() + base.slice(1), list, paged }];
        })
      : [],
  );

/** The entry as the nodes GraphQL made of its file: a list file's items, or the one object. */
const nodesOf = (entry: PreviewEntry): Json => {
  const data = entry.data as { items?: unknown } | null;
  return (Array.isArray(data?.items) ? data.items : data) as Json;
};

/** Static queries' files, each fetched once for the life of the editor. */
const staticQueries = new Map<string, Promise<JsonObject>>();
const staticQueryData = new Map<string, JsonObject>();

const loadStaticQuery = (hash: string): Promise<JsonObject> => {
  let loading = staticQueries.get(hash);
  if (!loading) {
    loading = fetchJson<{ data: JsonObject }>(`/page-data/sq/d/${hash}.json`).then(({ data }) => {
      staticQueryData.set(hash, data);
      return data;
    });
    staticQueries.set(hash, loading);
  }
  return loading;
};

/**
 * The page's markup as the server renders it (what a visitor without script reads, and what the built page's HTML
 * holds), once every static query it reads has arrived. A part that fails to render fails the preview, with its
 * message, rather than leaving a hole.
 */
const renderStatic = async (
  page: React.ReactElement,
  lay: (data: JsonObject, query: string | undefined) => JsonObject,
): Promise<string> => {
  const reader: StaticQueryReader = (hash) => {
    const data = staticQueryData.get(hash);
    if (data) return lay(data, queryText(hash));
    throw loadStaticQuery(hash);
  };
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(
    <StaticQueryContext.Provider value={reader}>{page}</StaticQueryContext.Provider>,
    { onError: (error) => void errors.push(error) },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  if (errors.length > 0) throw errors[0];
  return html;
};

const notice = (text: string): string => renderToString(<Notice>{text}</Notice>);

const Notice = ({ children }: { children: React.ReactNode }) => (
  <p role="status" style={{ padding: "2rem", fontFamily: "sans-serif" }}>
    {children}
  </p>
);

/** The page of `route` as the site draws it, with `entry` laid over its data: its HTML. */
const previewOf = async (entry: PreviewEntry, route: string): Promise<string> => {
  const page = await fetchJson<PageData>(pageDataPath(route)).catch(() => undefined);
  if (!page) return notice(`This entry's page (${route}) is drawn here once the entry is published and built.`);
  const template = pageComponents[page.componentChunkName];
  if (!template) return notice(`The preview does not know the page component ${page.componentChunkName}.`);
  const type = contentTypeName(entry.collection);
  const nodes = nodesOf(entry);
  const lay = (data: JsonObject, query: string | undefined) =>
    query ? overlayResult(data, rootsOf(query), type, nodes) : data;
  const Template = template.default;
  const data = lay(page.result.data, template.query && queryText(template.query));
  try {
    return await renderStatic(
      <Layout path={route}>
        <Template
          data={data}
          pageContext={page.result.pageContext}
          location={{ pathname: route }}
          path={route}
          uri={route}
          params={{}}
        />
      </Layout>,
      lay,
    );
  } catch (error) {
    // What the editor has typed so far may not make a page yet (a list emptied, a required text cleared).
    return notice(`The preview could not draw this page: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/** How many drawings each preview element was asked for: only the latest may land, whichever finishes first. */
const drawings = new WeakMap<Element, number>();

/** Draws the preview of `entry` into `container` (again on every change the editor makes). */
export const renderPreview = async (container: Element, entry: PreviewEntry): Promise<void> => {
  const drawing = (drawings.get(container) ?? 0) + 1;
  drawings.set(container, drawing);
  const route = previewRoute(entry.collection, entry.file, nodesOf(entry));
  const html = route ? await previewOf(entry, route) : notice("No page of the site shows this entry.");
  if (drawings.get(container) !== drawing) return;
  container.innerHTML = html;
  // Every disclosure open (an accordion's answers, a programme's steps), so the text being edited shows wherever it is.
  for (const disclosure of container.querySelectorAll("details")) {
    disclosure.removeAttribute("name");
    disclosure.open = true;
  }
};

interface DecapEntry {
  get: (key: "data" | "path") => { toJS?: () => unknown } | string | undefined;
}
interface DecapPreviewProps {
  entry: DecapEntry;
  collection: { get: (key: "name") => string };
}
interface DecapGlobals {
  CMS: {
    registerPreviewTemplate: (name: string, component: unknown) => void;
    registerPreviewStyle: (file: string) => void;
  };
  createClass: (spec: Record<string, unknown>) => unknown;
  h: (type: string, props: Record<string, unknown>) => unknown;
}

/**
 * Registers a preview for each collection with Decap (its globals `CMS`, `createClass`, `h`): a component of
 * Decap's own React that gives the site's React an element to draw into.
 */
export const registerPreviews = ({ CMS, createClass, h }: DecapGlobals, collections: readonly string[]): void => {
  CMS.registerPreviewStyle("/admin/preview.css");
  const Preview = createClass({
    componentDidMount(this: { props: DecapPreviewProps; element?: Element; draw: () => void }) {
      this.draw();
    },
    componentDidUpdate(this: { draw: () => void }) {
      this.draw();
    },
    draw(this: { props: DecapPreviewProps; element?: Element }) {
      const { entry, collection } = this.props;
      const data = entry.get("data");
      if (!this.element) return;
      void renderPreview(this.element, {
        collection: collection.get("name"),
        file: String(entry.get("path") ?? ""),
        data: typeof data === "object" && data?.toJS ? data.toJS() : data,
      });
    },
    render(this: { element?: Element }) {
      return h("div", { ref: (element: Element | null) => void (this.element = element ?? undefined) });
    },
  });
  for (const name of collections) CMS.registerPreviewTemplate(name, Preview);
};

/** The collections config.yml gives a preview, written in by the bundler (src/node/cms-preview.ts). */
declare const PREVIEWED_COLLECTIONS: readonly string[];

const globals = window as unknown as Partial<DecapGlobals>;
if (globals.CMS && globals.createClass && globals.h) registerPreviews(globals as DecapGlobals, PREVIEWED_COLLECTIONS);
// The end-to-end test of the preview draws entries without the CMS (__tests__/e2e/cms-preview.e2e.ts).
Object.assign(window, { sitePreview: { renderPreview } });
