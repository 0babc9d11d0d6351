import path from "path";
import { REPORT_LOGO_FALLBACK } from "../../src/components/reports/report-company";
import { reportIndex } from "../../src/lib/report-index";
import { listPagePath, REPORTS_PAGE_SIZE } from "../../src/routes";
import { reportNodes } from "../support/fixtures";
import { personById } from "../support/people";
import { expect, hydrated, test, WIDTHS } from "./fixtures";
import { readData } from "../support/data";

const campaignFigures = readData<typeof import("../../data/campaign-figures.json")>("campaign-figures.json");
const futureOfHr = readData<typeof import("../../data/event-landings/future-of-hr.json")>(
  "event-landings/future-of-hr.json",
);
const featuredInsight = readData<typeof import("../../data/featured-insight.json")>("featured-insight.json");
const reports = readData<typeof import("../../data/reports.json")>("reports.json");

const section = (id: string) => `section[aria-labelledby="${id}"]`;

test.describe("the spec's last gaps (issue 20)", () => {
  for (const route of ["/", "/podcasts"]) {
    test.describe(`latest-insight card on ${route}`, () => {
      for (const width of WIDTHS) {
        test(`links to the article and, through 'View all insights', to /thought-leadership at ${width} px`, async ({
          openPage,
        }) => {
          const page = await openPage(route, { width });
          const card = page.locator(section("latest-insight"));
          expect(await card.getByRole("heading", { name: featuredInsight.latest.title }).isVisible()).toBe(true);
          expect(await card.getByRole("heading", { name: featuredInsight.title }).isVisible()).toBe(true);
          const article = card.getByRole("link", { name: new RegExp(`^${featuredInsight.latest.linkLabel}`) });
          expect(await article.getAttribute("href")).toBe(featuredInsight.link);
          expect(await article.getAttribute("target")).toBe("_blank");
          await hydrated(page);
          const viewAll = card.getByRole("link", { name: featuredInsight.latest.viewAll.label, exact: true });
          await viewAll.click();
          await page.waitForURL((url) => url.pathname.replace(/\/$/, "") === featuredInsight.latest.viewAll.href);
          await expect.poll(() => page.locator("h1").count()).toBe(1);
        });
      }
    });
  }

  for (const route of ["/services", "/sponsor"]) {
    test.describe(`campaign figures on ${route}`, () => {
      for (const width of WIDTHS) {
        test(`shows every figure with its label and source at ${width} px`, async ({ openPage }) => {
          const page = await openPage(route, { width, reducedMotion: true });
          const figures = page.locator(section("campaign-figures"));
          await figures.scrollIntoViewIfNeeded();
          expect(await figures.getByRole("heading", { name: campaignFigures.title }).isVisible()).toBe(true);
          const shown = await figures
            .locator("dl > div")
            .evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.replace(/\s+/g, " ").trim()));
          expect(shown).toHaveLength(campaignFigures.figures.length);
          campaignFigures.figures.forEach((figure, i) => {
            const prefix = "prefix" in figure ? figure.prefix : "";
            expect(shown[i]).toContain(`${prefix}${figure.value.toLocaleString("en-GB")}${figure.suffix}`);
            expect(shown[i]).toContain(figure.label);
            expect(shown[i]).toContain(figure.source);
          });
          for (const text of campaignFigures.figures.map((figure) => figure.source)) {
            expect(await figures.getByText(text, { exact: true }).isVisible()).toBe(true);
          }
        });
      }
    });
  }

  test("shows 'Company' on a report card without a logo, and the company's logo on the others", async ({
    openPage,
  }) => {
    expect(reports.filter((report) => !("logo" in report)).length).toBeGreaterThan(0);
    // Each report's card on the list page that shows it.
    const pageOf = new Map(
      reportIndex(
        reportNodes().map((node) => ({ ...node, insightType: node.insight_type, publishedAt: node.published_at })),
        REPORTS_PAGE_SIZE,
      ).map((entry) => [entry.slug, entry.page]),
    );
    for (const number of new Set(pageOf.values())) {
      const page = await openPage(listPagePath("/thought-leadership", number));
      for (const report of reports.filter((entry) => pageOf.get(entry.slug) === number)) {
        const card = page.locator(`[data-testid="report-card"][aria-labelledby="report-${report.slug}"]`);
        if (report.logo) {
          const name = report.logo.name;
          await expect.poll(() => card.getByRole("img", { name: `${name} logo` }).count()).toBe(1);
          // The name is the logo's stand-in, in the page but hidden while the logo shows.
          await expect(card.getByTestId("company-name")).toBeHidden();
        } else {
          expect(await card.getByTestId("company-name").innerText()).toBe(REPORT_LOGO_FALLBACK);
        }
      }
      await page.context().close();
    }
  });

  test("shows the moderator's default photo when the photo request is aborted", async ({ browser }) => {
    const moderatorPhoto = personById(futureOfHr.moderator).photo ?? "";
    const photo = path.basename(moderatorPhoto, path.extname(moderatorPhoto));
    const fallback = path.basename(futureOfHr.moderatorDefaultPhoto, path.extname(futureOfHr.moderatorDefaultPhoto));
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const aborted: string[] = [];
    await context.route(
      (url) => url.pathname.includes(`/${photo}.`),
      (route) => {
        aborted.push(route.request().url());
        return route.abort();
      },
    );
    const page = await context.newPage();
    await page.goto(`${process.env.E2E_BASE_URL}/events/future-of-hr`, { waitUntil: "networkidle" });
    await hydrated(page);
    const moderator = page.locator(section("moderator"));
    await moderator.scrollIntoViewIfNeeded();
    const img = moderator.locator(`img[src*="/${fallback}."]`);
    await img.waitFor({ state: "visible" });
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll<HTMLImageElement>(`section[aria-labelledby="moderator"] img`)].some(
          (el) => el.currentSrc.includes(`/${name}.`) && el.complete && el.naturalWidth > 0,
        ),
      fallback,
    );
    expect(aborted.length).toBeGreaterThan(0);
    // The initials are the last stand-in, hidden while a photo shows.
    await expect(moderator.getByTestId("avatar-initials")).toBeHidden();
  });
});
