import type { Page } from "@playwright/test";
import fs from "fs";
import path from "path";
import { LIST_FORMAT } from "../../src/node/cms-config";
import { HOME_ROUTE, previewRoute } from "../../src/routes";
import { expect, test, type OpenPage } from "./fixtures";
import { PUBLIC_DIR } from "./site-index";
import { dataFiles, readData } from "../support/data";

/**
 * The CMS preview draws an entry as its page does (issue 41): for one entry of each collection some page shows, the
 * preview's main text, drawn by /admin/preview.js from the entry's data as the CMS holds it, equals the built page's
 * main text as a visitor without script reads it. An entry the editor changed shows the change in place.
 */

interface Collection {
  name: string;
  format?: string;
  editor: { preview: boolean };
  files?: { file: string }[];
  folder?: string;
}

const { collections } = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "admin", "config.yml"), "utf8")) as {
  collections: Collection[];
};

/** The first file of a collection, and its data as the CMS gives it to a preview (a list file as `{ items }`). */
const entryOf = (collection: Collection) => {
  const file = collection.files?.[0].file ?? `data/${dataFiles(path.relative("data", collection.folder!))[0]}`;
  const content = readData<unknown>(path.relative("data", file));
  return { collection: collection.name, file, data: collection.format === LIST_FORMAT ? { items: content } : content };
};
type Entry = ReturnType<typeof entryOf>;

/** A page of the site's origin holding nothing but the preview's bundle and an element to draw into. */
const PREVIEW_PAGE = "/__cms-preview-test";
const openPreview = (openPage: OpenPage) =>
  openPage(PREVIEW_PAGE, {
    beforeLoad: (page) =>
      page.route(`**${PREVIEW_PAGE}`, (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><html lang="en"><head><link rel="stylesheet" href="/admin/preview.css"></head>
            <body><div id="preview"></div><script src="/admin/preview.js"></script></body></html>`,
        }),
      ),
  });

const draw = (page: Page, entry: Entry) =>
  page.evaluate(
    (one) =>
      (
        window as unknown as { sitePreview: { renderPreview: (at: Element, entry: unknown) => Promise<void> } }
      ).sitePreview.renderPreview(document.getElementById("preview")!, one),
    entry,
  );

/**
 * The main element's text, shown or not (the preview opens every disclosure that the page keeps closed), its spaces
 * collapsed; in the preview, what it shows instead of a page when it has none (its notice).
 */
const mainText = (page: Page) =>
  page.evaluate(() =>
    ((document.querySelector("main") ?? document.getElementById("preview"))?.textContent ?? "")
      .replace(/\s+/g, " ")
      .trim(),
  );

const previewed = collections.filter((collection) => collection.editor.preview);

test("every collection a page shows has a preview, and only those", () => {
  expect(previewed.map((collection) => collection.name)).toEqual(
    collections
      .filter((collection) => previewRoute(collection.name, entryOf(collection).file, entryOf(collection).data))
      .map((collection) => collection.name),
  );
  expect(previewed.length).toBeGreaterThan(collections.length / 2);
});

// One page without script reads every built page, one preview page draws every entry: a page per collection would
// open sixty.
test("the preview of one entry of every collection shows its page's main text", async ({ openPage }) => {
  const built = await openPage(HOME_ROUTE, { context: { javaScriptEnabled: false } });
  const page = await openPreview(openPage);
  for (const collection of previewed) {
    const entry = entryOf(collection);
    const route = previewRoute(entry.collection, entry.file, (entry.data as { items?: unknown }).items ?? entry.data);
    expect(route, collection.name).toBeDefined();
    await built.goto(route!);
    const expected = await mainText(built);
    expect(expected.length, route).toBeGreaterThan(0);
    await draw(page, entry);
    expect
      .soft(await mainText(page), `the preview of ${collection.name} (${entry.file}) against ${route}`)
      .toBe(expected);
  }
});

test("an edit shows in the preview where the page shows it, an answer too", async ({ openPage }) => {
  const faq = entryOf(collections.find((collection) => collection.name === "faq")!);
  const data = faq.data as { questionsTitle: string; questions: { question: string; answer: string }[] };
  const last = data.questions.length - 1;
  const answer = "An answer the editor is still writing.";
  const edited = {
    ...faq,
    data: {
      ...data,
      questionsTitle: `${data.questionsTitle} (edited)`,
      questions: [
        { ...data.questions[0], question: "A question the editor is still writing?" },
        ...data.questions.slice(0, last),
        { ...data.questions[last], answer },
      ],
    },
  };
  const page = await openPreview(openPage);
  await draw(page, edited);
  await expect(page.getByRole("heading", { name: `${data.questionsTitle} (edited)` })).toBeVisible();
  await expect(page.getByText("A question the editor is still writing?")).toBeVisible();
  await expect(page.getByText(data.questions[0].question, { exact: true })).toBeVisible();
  // The last answer, closed on the page, is open in the preview with the edit in it.
  await expect(page.getByText(answer)).toBeVisible();
});
