import { reportIndexText } from "../../src/node/report-index-file";
import { REPORTS_PAGE_SIZE } from "../../src/routes";
import { readData } from "../support/data";

type ReportJson = { slug: string; description: string; published_at: string };

describe("the report index file", () => {
  const reports = readData<ReportJson[]>("reports.json");

  it("lists every report of data/reports.json with the page that shows its card, and no image data", () => {
    const index = JSON.parse(reportIndexText(reports as unknown as Record<string, unknown>[]));
    expect(index).toHaveLength(reports.length);
    expect(Object.keys(index[0]).sort()).toEqual(
      ["description", "industry", "insightType", "page", "publishedAt", "slug", "title", "topic"].sort(),
    );
    expect(index.map((entry: { page: number }) => entry.page)).toEqual(
      reports.map((_, i) => Math.floor(i / REPORTS_PAGE_SIZE) + 1),
    );
    const dates = index.map((entry: { publishedAt: string }) => entry.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("searches the description the card shows: the one found on the report's page when there is one", () => {
    const [first] = reports;
    const enriched = { ...first, fields: { enrichedDescription: "Found on the report's own page." } };
    expect(JSON.parse(reportIndexText([enriched]))[0].description).toBe("Found on the report's own page.");
    expect(JSON.parse(reportIndexText([first]))[0].description).toBe(first.description);
  });
});
