import fs from "fs";
import path from "path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { islandsHydrated, openPage, useBrowser } from "./harness";
import { siteIndex } from "./site-index";

/**
 * Screenshot tests (issue 19): one route per template and every page of src/pages, at 375 × 800 and 1280 × 900,
 * above the fold and full page, from the production build in Chromium, compared with the references in
 * __tests__/e2e/screenshots/ with a small tolerance. `npm run test:update-screenshots` refreshes the references
 * after an intended change (content edits included: a screenshot shows the content).
 */
const REFERENCES = path.join(__dirname, "screenshots");
const RESULTS = path.join(__dirname, "../../test-results/screenshots");
const UPDATE = process.env.UPDATE_SCREENSHOTS === "1";
const VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const;
/**
 * The browser's clock for every screenshot: event statuses (upcoming, live, past) and seat notes are worked out
 * from it once the page runs, so the pictures do not drift with the calendar. Moving it is an intended change.
 */
const FIXED_NOW = new Date("2026-11-25T12:00:00Z");
/** Per-pixel colour threshold (pixelmatch's 0 to 1) and the share of pixels that may differ. */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_SHARE = 0.001;

/** The first screen of each page component: one route per template, and each page of src/pages. */
const routes = (() => {
  const seen = new Map<string, string>();
  for (const page of siteIndex().pages) {
    if (!page.clientOnly && page.canonical === page.route && !seen.has(page.component))
      seen.set(page.component, page.route);
  }
  return [...seen.values(), "/404"].sort();
})();

const nameOf = (route: string) => (route === "/" ? "home" : route.slice(1).replace(/\//g, "--"));

/** A page as a test sees it: the clock fixed, live reads answered with nothing new, every island hydrated. */
async function steadyPage(browser: Parameters<typeof openPage>[0], route: string, width: number, height: number) {
  const page = await openPage(browser, route, {
    width,
    height,
    reducedMotion: true,
    prepare: (context) =>
      Promise.all([
        // Only Date is fixed: Playwright's clock also fakes performance, whose marks tell when React hydrated.
        context.addInitScript((now) => {
          const RealDate = Date;
          class FixedDate extends RealDate {
            constructor(...args: ConstructorParameters<DateConstructor> | []) {
              super(...((args.length === 0 ? [now] : args) as [number]));
            }
            static now() {
              return now;
            }
          }
          window.Date = FixedDate as DateConstructor;
        }, FIXED_NOW.getTime()),
        // The database's live figures (seats, community counts) answer with no rows: the built figures stay.
        context.route("**/rest/v1/**", (request) =>
          request.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
        ),
      ]),
  });
  await islandsHydrated(page);
  // Lazy images load all at once, so the full page shows every one.
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    images.forEach((image) => (image.loading = "eager"));
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await page.waitForLoadState("networkidle");
  return page;
}

const shoot = (page: Page, fullPage: boolean) =>
  page.screenshot({
    fullPage,
    animations: "disabled",
    caret: "hide",
    scale: "css",
    // Third-party players and the hero video are not ours to pin down frame by frame.
    mask: [page.locator("iframe, video")],
  });

/**
 * A screenshot as the references keep it: 256 colours without dithering, about a fifth of the full-colour size,
 * and the same bytes for the same picture. Both sides of a comparison go through it.
 */
const stored = (screenshot: Buffer): Promise<Buffer> =>
  sharp(screenshot).png({ palette: true, quality: 100, dither: 0, effort: 10, compressionLevel: 9 }).toBuffer();

/** The image at the top left of a transparent canvas of the given size. */
function onCanvas(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}

/** Compares a screenshot with the reference `name`; on a difference writes the actual and diff images and says where. */
async function compare(name: string, screenshot: Buffer, resultName = name): Promise<string | null> {
  const file = path.join(REFERENCES, `${name}.png`);
  const actual = await stored(screenshot);
  if (UPDATE) {
    fs.mkdirSync(REFERENCES, { recursive: true });
    fs.writeFileSync(file, actual);
    return null;
  }
  if (!fs.existsSync(file)) return `${name}: no reference at ${file}; run npm run test:update-screenshots`;
  const expected = PNG.sync.read(fs.readFileSync(file));
  const got = PNG.sync.read(actual);
  // A page that grew or shrank is compared on the larger canvas, so its diff image shows where.
  const width = Math.max(expected.width, got.width);
  const height = Math.max(expected.height, got.height);
  const [before, after] = [expected, got].map((image) => onCanvas(image, width, height));
  const diff = new PNG({ width, height });
  const changed = pixelmatch(before.data, after.data, diff.data, width, height, { threshold: PIXEL_THRESHOLD });
  const resized = expected.width !== got.width || expected.height !== got.height;
  if (!resized && changed <= MAX_DIFF_SHARE * width * height) return null;
  fs.mkdirSync(RESULTS, { recursive: true });
  const diffFile = path.join(RESULTS, `${resultName}.diff.png`);
  fs.writeFileSync(diffFile, PNG.sync.write(diff));
  fs.writeFileSync(path.join(RESULTS, `${resultName}.actual.png`), actual);
  const size = resized
    ? `, ${got.width}×${got.height} px where the reference is ${expected.width}×${expected.height}`
    : "";
  return `${name}: ${changed} pixels differ${size}; diff image ${diffFile}`;
}

describe("screenshots", () => {
  const browser = useBrowser();

  beforeAll(() => {
    if (UPDATE) fs.rmSync(REFERENCES, { recursive: true, force: true });
  });

  it.each(routes.flatMap((route) => VIEWPORTS.map((viewport) => [route, viewport.width, viewport.height] as const)))(
    "%s at %i px matches its references, above the fold and full page",
    async (route, width, height) => {
      const page = await steadyPage(browser(), route, width, height);
      const name = `${nameOf(route)}.${width}`;
      const failures = [
        await compare(`${name}.fold`, await shoot(page, false)),
        await compare(`${name}.full`, await shoot(page, true)),
      ];
      expect(failures.filter(Boolean)).toEqual([]);
    },
  );

  // The check above guards against accidents only if a small change fails it: here every padding of one spacing
  // token ($space-4, 16 px) grows by 4 px, as if the token had been edited.
  (UPDATE ? it.skip : it)("fails on a 4 px change to one padding token, with a diff image", async () => {
    const [width, height] = [VIEWPORTS[0].width, VIEWPORTS[0].height];
    const page = await steadyPage(browser(), "/", width, height);
    await page.evaluate(() => {
      for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
        const style = getComputedStyle(element);
        for (const side of ["Top", "Right", "Bottom", "Left"] as const) {
          if (style[`padding${side}`] === "16px") element.style[`padding${side}`] = "20px";
        }
      }
    });
    const failure = await compare(`home.${width}.fold`, await shoot(page, false), `seeded-home.${width}.fold`);
    const diffFile = failure?.match(/diff image (\S+)$/)?.[1];
    expect(failure).toMatch(/ pixels differ; diff image /);
    expect(fs.existsSync(diffFile!)).toBe(true);
  });
});
