/** @jest-environment node */
import fs from "fs";
import path from "path";
import { INDUSTRIES, INSIGHT_TYPES } from "../../src/lib/report-taxonomy";
import { builtRoutes, contentProblems, copyOfData, DATA } from "../support/content-nodes";
import { readData, readDataFileAt } from "../support/data";

const reports = readData<typeof import("../../data/reports.json")>("reports.json");

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;

const ROUTES = builtRoutes(DATA);

/** The build's problems after `change` edits the first entry of one list file in a copy of data/. */
const problemsAfter = (file: string, change: (entry: Json) => void): string[] => {
  const dir = copyOfData();
  try {
    const entries = readDataFileAt(path.join(dir, file));
    change(entries[0]);
    fs.writeFileSync(path.join(dir, file), JSON.stringify(entries, null, 2));
    return contentProblems(dir, ROUTES);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

describe("insights content rules", () => {
  it("accept the committed reports, each of an industry and insight type of the spec's lists", () => {
    expect(contentProblems(DATA, ROUTES)).toEqual([]);
    for (const report of reports) {
      expect(INDUSTRIES).toContain(report.industry);
      expect(INSIGHT_TYPES).toContain(report.insight_type);
    }
  });

  it("reject an industry or insight type outside the spec's lists, which would split the filters", () => {
    expect(
      problemsAfter("reports.json", (report) => Object.assign(report, { industry: "FinTech", insight_type: "Paper" })),
    ).toEqual([
      expect.stringMatching(/^data\/reports\.json: field "industry" is "FinTech"; expected one of: /),
      expect.stringMatching(/^data\/reports\.json: field "insight_type" is "Paper"; expected one of: /),
    ]);
  });

  it("require full web addresses for outbound links", () => {
    // The report's address changes too, so a page that links it is reported as well (src/node/trusted-links.ts).
    const ofReports = problemsAfter("reports.json", (report) => (report.pdf_url = "insights.example.com/report"));
    expect(ofReports.filter((problem) => problem.startsWith("data/reports.json"))).toEqual([
      expect.stringMatching(/^data\/reports\.json: field "pdf_url" is "insights\.example\.com\/report"; expected /),
    ]);
    expect(problemsAfter("contributors.json", (contributor) => (contributor.podcast_url = "spotify 12"))).toEqual([
      expect.stringMatching(/^data\/contributors\.json: field "podcast_url" is "spotify 12"; expected /),
    ]);
  });

  it("reject an episode without a positive duration", () => {
    expect(problemsAfter("podcast-episodes.json", (episode) => (episode.duration_ms = 0))).toEqual([
      expect.stringMatching(/^data\/podcast-episodes\.json: field "duration_ms" is 0; expected at least 1 /),
    ]);
  });
});
