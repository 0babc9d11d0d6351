/** @jest-environment node */
import fs from "fs";
import path from "path";
import { RESERVED_DOMAINS, REPORTS_FOLDER } from "../../src/node/trusted-links";
import { aliases } from "../../src/routes";
import { builtRoutes, contentProblems, copyOfData, DATA } from "../support/content-nodes";
import { readData, readDataFileAt } from "../support/data";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;

const ROUTES = builtRoutes(DATA);

/** The build's problems after `change` edits one file of a copy of data/. */
const problemsAfter = (file: string, change: (content: Json) => void): string[] => {
  const dir = copyOfData();
  const content = readDataFileAt(path.join(dir, file));
  change(content);
  fs.writeFileSync(path.join(dir, file), JSON.stringify(content, null, 2));
  const problems = contentProblems(dir, ROUTES);
  fs.rmSync(dir, { recursive: true, force: true });
  return problems;
};

const reports = readData<{ title: string; pdf_url: string }[]>("reports.json").filter((report) =>
  new URL(report.pdf_url).pathname.startsWith(REPORTS_FOLDER),
);
const [report, otherReport] = reports;
const site = readData<{ siteUrl: string }>("site.json");

/** A programme page's step that links a published report: where the pages cite one. */
const PROGRAMME = "programmes/sales-marketing.json";
const programme = readData<{ process: { action?: { href: string } }[] }>(PROGRAMME);
const step = programme.process.findIndex((entry) => entry.action?.href.includes(REPORTS_FOLDER));
const STEP_FIELD = `process[${step}].action.href`;
const linkReport = (href: string) => (content: Json) => (content.process[step].action.href = href);

describe("links a visitor can trust", () => {
  it("finds the report link these tests seed on", () => {
    expect(reports.length).toBeGreaterThan(1);
    expect(step).toBeGreaterThanOrEqual(0);
    expect(contentProblems(DATA, ROUTES)).toEqual([]);
  });

  it("fails on a second address for a report data/reports.json lists", () => {
    const second = `${report.pdf_url}-2025`;
    const problems = problemsAfter(PROGRAMME, linkReport(second));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`data/${PROGRAMME}: field "${STEP_FIELD}" links to "${second}"`);
    expect(problems[0]).toContain(`"${report.title}"`);
    expect(problems[0]).toContain(`"${report.pdf_url}"`);
  });

  it("accepts the listed address of any report, with or without a closing slash", () => {
    expect(problemsAfter(PROGRAMME, linkReport(otherReport.pdf_url))).toEqual([]);
    expect(problemsAfter(PROGRAMME, linkReport(`${otherReport.pdf_url}/`))).toEqual([]);
  });

  it("fails on a report the site does not list", () => {
    const unlisted = `${new URL(report.pdf_url).origin}${REPORTS_FOLDER}a-report-nobody-lists`;
    const problems = problemsAfter(PROGRAMME, linkReport(unlisted));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`data/${PROGRAMME}: field "${STEP_FIELD}" links to "${unlisted}"`);
    expect(problems[0]).toContain("does not list");
  });

  it("fails on a page of the site by its full address, and on an alias, naming the one address", () => {
    const [alias, primary] = Object.entries(aliases)[0];
    const problems = problemsAfter("navigation.json", (navigation) => {
      navigation.header[0].items[0].href = `${site.siteUrl}${primary}`;
      navigation.header[0].items[1].href = alias;
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(`field "header[0].items[0].href" links to "${site.siteUrl}${primary}"`);
    expect(problems[0]).toContain(`expected its path "${primary}"`);
    expect(problems[1]).toContain(`field "header[0].items[1].href" links to "${alias}"`);
    expect(problems[1]).toContain(`expected "${primary}"`);
  });

  it.each(RESERVED_DOMAINS)("fails on a link to the reserved domain .%s", (domain) => {
    const href = `https://www.sponsor.${domain}`;
    const problems = problemsAfter("event-landings/future-of-hr.json", (landing) => (landing.sponsorLink = href));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`data/event-landings/future-of-hr.json: field "sponsorLink" links to "${href}"`);
    expect(problems[0]).toContain(`(.${domain})`);
  });

  it("fails on a reserved domain inside a text's link too", () => {
    const href = `https://${RESERVED_DOMAINS[0]}`;
    const problems = problemsAfter("faq.json", (faq) => (faq.questions[0].answer += ` [More](${href})`));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`field "questions[0].answer" links to "${href}"`);
  });
});
