/** @jest-environment node */
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { buildProject, editJson, projectWithData } from "../support/project-copy";
import { FIXTURES, startReportPages, type ReportPagesServer } from "../support/report-pages-server";

const TIMEOUT_MS = 1500;
const md5 = (file: string) => createHash("md5").update(fs.readFileSync(file)).digest("hex");

const REPORT = {
  category: "Market view report",
  industry: "Technology Services",
  topic: "Artificial Intelligence",
  insight_type: "Report",
};

/** The article of one report card in the built page. */
const cardOf = (html: string, slug: string): string => {
  const start = html.lastIndexOf("<article", html.indexOf(`aria-labelledby="report-${slug}"`));
  if (start < 0) throw new Error(`no card for ${slug}`);
  return html.slice(start, html.indexOf("</article>", start));
};

/** gatsby-plugin-image serves a file under /static/<md5 of its content>/. */
const showsImage = (card: string, file: string) => card.includes(`/static/${md5(file)}/`);
const hasLiveBadge = (card: string) => />Live</.test(card);

describe("report enrichment in a real build", () => {
  let server: ReportPagesServer;
  let dir: string;
  let log: string;
  let status: number | null;
  let html: string;

  beforeAll(async () => {
    server = await startReportPages({ slowMs: TIMEOUT_MS * 4 });
    dir = projectWithData("report-enrichment", (data) => {
      const cover = (name: string) => `images/reports/${name}.jpg`;
      fs.writeFileSync(
        path.join(data, "reports.json"),
        JSON.stringify([
          {
            ...REPORT,
            slug: "live-report",
            title: "Live report",
            description: "Stored description of the live report.",
            cover: cover("ai-transformation-at-scale"),
            pdf_url: `${server.origin}/ok`,
            published_at: "2025-04-01",
          },
          {
            ...REPORT,
            slug: "failing-report",
            title: "Failing report",
            description: "Stored description of the failing report.",
            cover: cover("beyond-mqls"),
            pdf_url: `${server.origin}/server-error`,
            published_at: "2025-03-01",
          },
          {
            ...REPORT,
            slug: "slow-report",
            title: "Slow report",
            description: "Stored description of the slow report.",
            cover: cover("platform-monetisation"),
            pdf_url: `${server.origin}/slow`,
            published_at: "2025-02-01",
          },
          {
            ...REPORT,
            slug: "same-cover-report",
            title: "Same cover report",
            description: "Stored description of the same-cover report.",
            cover: cover("archives-to-assets"),
            pdf_url: `${server.origin}/same-cover/archives-to-assets.jpg`,
            published_at: "2025-01-01",
          },
        ]),
      );
      editJson(path.join(data, "featured-insight.json"), (featured) => {
        featured.link = `${server.origin}/no-such-article`;
      });
    });
    server.files = { "archives-to-assets.jpg": path.join(dir, "data/images/reports/archives-to-assets.jpg") };
    const result = await buildProject(
      dir,
      { NODE_ENV: "production", REPORT_ENRICHMENT: "on", REPORT_ENRICHMENT_TIMEOUT_MS: String(TIMEOUT_MS) },
      ["--no-uglify"],
    );
    status = result.status;
    log = result.output.replace(/\s+/g, " ");
    const built = path.join(dir, "public/thought-leadership/index.html");
    html = fs.existsSync(built) ? fs.readFileSync(built, "utf8") : "";
  });

  afterAll(async () => {
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("builds, asking each report page for HTML", () => {
    expect({ status, log: status === 0 ? "" : log.slice(-3000) }).toEqual({ status: 0, log: "" });
    const pages = server.requests.filter(
      (request) => !request.path.startsWith("/images/") && !request.path.startsWith("/files/"),
    );
    expect(pages.map((request) => request.path).sort()).toEqual(
      ["/no-such-article", "/ok", "/same-cover/archives-to-assets.jpg", "/server-error", "/slow"].sort(),
    );
    expect(pages.every((request) => request.accept.startsWith("text/html"))).toBe(true);
  });

  it("shows the page's cover, description and the Live badge for a report whose page answers", () => {
    const card = cardOf(html, "live-report");
    expect(card).toContain("Fresh from the report page: eleven leaders on taking AI from pilot to production.");
    expect(card).not.toContain("Stored description of the live report.");
    expect(showsImage(card, path.join(FIXTURES, "live-cover.jpg"))).toBe(true);
    expect(showsImage(card, path.join(dir, "data/images/reports/ai-transformation-at-scale.jpg"))).toBe(false);
    expect(hasLiveBadge(card)).toBe(true);
  });

  it.each([
    ["failing-report", "Failing report", "beyond-mqls", "HTTP 500"],
    ["slow-report", "Slow report", "platform-monetisation", `timed out after ${TIMEOUT_MS} ms`],
  ])("keeps the stored cover and description of %s and warns once", (slug, title, cover, reason) => {
    const card = cardOf(html, slug);
    expect(card).toContain(`Stored description of the ${title.toLowerCase()}.`);
    expect(showsImage(card, path.join(dir, `data/images/reports/${cover}.jpg`))).toBe(true);
    expect(hasLiveBadge(card)).toBe(false);
    const warnings = log.split("Report enrichment:").filter((part) => part.includes(`"${title}"`));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`keeps its stored cover and description (${reason})`);
  });

  it("uses the page's description but no Live badge when its cover is the stored picture", () => {
    const card = cardOf(html, "same-cover-report");
    expect(card).toContain("The same picture as before, with a fresher description.");
    expect(showsImage(card, path.join(dir, "data/images/reports/archives-to-assets.jpg"))).toBe(true);
    expect(hasLiveBadge(card)).toBe(false);
  });

  it("warns once per failure and for nothing else", () => {
    expect(log.split("Report enrichment:").length - 1).toBe(3);
    expect(log).toMatch(
      /Report enrichment: FeaturedInsightJson .* keeps its stored cover and description \(HTTP 404\)/,
    );
  });
});
