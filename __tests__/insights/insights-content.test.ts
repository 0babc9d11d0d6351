/** @jest-environment node */
import reports from "../../data/reports.json";
import { insightsContent } from "../../src/node/types/insights";
import type { ContentRule } from "../../src/node/types/content-module";

const context = { routes: new Set<string>(["/"]) };
const rule = (type: string): ContentRule => {
  const found = insightsContent.rules?.[type];
  if (!found) throw new Error(`no rule for ${type}`);
  return found;
};

describe("insights content rules", () => {
  it("cover the committed reports: at least twelve, across every industry and insight type", () => {
    expect(reports.length).toBeGreaterThanOrEqual(12);
    expect(new Set(reports.map((report) => report.industry)).size).toBe(10);
    expect(new Set(reports.map((report) => report.insight_type)).size).toBe(4);
    for (const report of reports) expect(rule("ReportsJson")(report, context)).toEqual([]);
  });

  it("reject an industry or insight type outside the spec's lists, which would split the filters", () => {
    expect(rule("ReportsJson")({ ...reports[0], industry: "FinTech", insight_type: "Whitepaper" }, context)).toEqual([
      expect.stringContaining('field "industry" is "FinTech"; use one of: Marketing & Sales'),
      expect.stringContaining(
        'field "insight_type" is "Whitepaper"; use one of: Report, CXO Article, Event Article, Other',
      ),
    ]);
  });

  it("require full web addresses for outbound links, optional ones only when present", () => {
    expect(rule("ReportsJson")({ ...reports[0], pdf_url: "insights.example.com/report" }, context)).toEqual([
      'field "pdf_url" must be a full http(s) address',
    ]);
    const contributor = { interview_url: "https://example.com/one-pager" };
    expect(rule("ContributorsJson")(contributor, context)).toEqual([]);
    expect(rule("ContributorsJson")({ ...contributor, podcast_url: "spotify episode 12" }, context)).toEqual([
      'field "podcast_url" must be a full http(s) address',
    ]);
  });

  it("reject an episode without a positive duration", () => {
    const episode = {
      spotify_url: "https://open.spotify.com/episode/1",
      spotify_embed_url: "https://open.spotify.com/embed/episode/1",
    };
    expect(rule("PodcastEpisodesJson")({ ...episode, duration_ms: 0 }, context)).toEqual([
      'field "duration_ms" must be a positive number of milliseconds',
    ]);
    expect(rule("PodcastEpisodesJson")({ ...episode, duration_ms: 60000 }, context)).toEqual([]);
  });
});
