/** @jest-environment node */
import fs from "fs";
import path from "path";
import { PROGRAMME_HEADINGS, programmeRules } from "../../src/node/types/programmes";
import { contentProblems, copyOfData, DATA } from "../support/content-nodes";
import { readDataFileAt } from "../support/data";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;

const programmeFile = (dir: string, slug: string) => path.join(dir, "programmes", `${slug}.json`);
const readProgramme = (slug: string, dir = DATA): Json => readDataFileAt(programmeFile(dir, slug));
const slugs = () =>
  fs
    .readdirSync(path.join(DATA, "programmes"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.replace(/\.json$/, ""));

/** Validates a copy of data/ in which one programme was edited, as the build's onPostBootstrap does. */
const validateWithEdit = (slug: string, edit: (programme: Json) => void): string[] => {
  const dir = copyOfData();
  const programme = readProgramme(slug, dir);
  edit(programme);
  fs.writeFileSync(programmeFile(dir, slug), JSON.stringify(programme, null, 2));
  const problems = contentProblems(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  return problems;
};

describe("programme content rules", () => {
  it("accepts every committed programme", () => {
    for (const slug of slugs()) expect(programmeRules(readProgramme(slug), {})).toEqual([]);
  });

  it("accepts 8 to 10 questions, as the programmes' FAQ promises, and names the range otherwise", () => {
    expect(validateWithEdit("finance-professional", (p) => (p.questions = p.questions.slice(0, 8)))).toEqual([]);
    expect(validateWithEdit("finance-professional", (p) => (p.questions = p.questions.slice(0, 7)))).toEqual([
      'data/programmes/finance-professional.json: field "questions" holds 7 entries; expected 8 to 10 (the programmes\' FAQ and about text promise 8-10 questions)',
    ]);
  });

  it("fails a programme missing its questions, naming the file", () => {
    expect(validateWithEdit("marketing-ai", (p) => delete p.questions)).toEqual([
      'data/programmes/marketing-ai.json: field "questions" is required; expected a list [ … ]',
    ]);
  });

  it("leaves the number of process steps and requirement cards to the editor", () => {
    const problems = validateWithEdit("ai-transformation", (p) => {
      p.process.pop();
      p.requirements.push(p.requirements[0]);
    });
    expect(problems).toEqual([]);
  });

  it("needs four participant and four sponsor flywheel items at distinct angles", () => {
    const problems = validateWithEdit("beyond-mqls", (p) => {
      p.flywheel[1].type = "participant";
      p.flywheel[3].angle = p.flywheel[2].angle;
      p.flywheel[5].type = "partner";
    });
    expect(problems).toEqual([
      'data/programmes/beyond-mqls.json: field "flywheel" holds 5 participant items; expected exactly 4 (the graphic draws four per side)',
      'data/programmes/beyond-mqls.json: field "flywheel" holds 2 sponsor items; expected exactly 4 (the graphic draws four per side)',
      'data/programmes/beyond-mqls.json: field "flywheel[3].angle" repeats angle 90; expected an angle no other item uses',
      'data/programmes/beyond-mqls.json: field "flywheel[5].type" is "partner"; expected one of: participant, sponsor',
    ]);
  });

  it("checks status, heading variant, slug and booking links", () => {
    const problems = validateWithEdit("sales-marketing", (p) => {
      p.status = "paused";
      p.headingVariant = "Questionnaire";
      p.slug = "/sales-marketing";
      p.booking.interview = p.booking.briefingCall;
    });
    expect(problems).toEqual([
      'data/programmes/sales-marketing.json: field "slug" is "/sales-marketing"; expected lower-case words joined by hyphens, e.g. future-of-hr',
      'data/programmes/sales-marketing.json: field "status" is "paused"; expected one of: open, closed',
      `data/programmes/sales-marketing.json: field "headingVariant" is "Questionnaire"; expected one of: ${PROGRAMME_HEADINGS.join(", ")}`,
      'data/programmes/sales-marketing.json: field "booking.interview" is the same link as "booking.briefingCall"; expected two different links',
    ]);
  });
});

describe("programme content matches the spec", () => {
  const all = () => slugs().map((slug) => readProgramme(slug));

  it("orders the index grid as the spec lists the topic cards", () => {
    const ordered = all()
      .sort((a, b) => a.order - b.order)
      .map((p) => p.slug);
    expect(ordered).toEqual([
      "new-skills-new-mindset",
      "intelligent-retail",
      "ai-transformation",
      "direct-to-consumer",
      "platform-monetisation",
      "finance-professional",
      "marketing-ai",
      "ai-upskilling",
      "archives-to-assets",
      "beyond-mqls",
      "sales-marketing",
    ]);
  });

  it("has the spec's statuses and participant counts", () => {
    const facts = Object.fromEntries(all().map((p) => [p.slug, [p.status, p.participants.length]]));
    expect(facts).toMatchObject({
      "ai-transformation": ["closed", 11],
      "direct-to-consumer": ["closed", 1],
      "platform-monetisation": ["closed", 2],
      "finance-professional": ["closed", 5],
      "marketing-ai": ["closed", 0],
      "ai-upskilling": ["closed", 0],
      "archives-to-assets": ["closed", 4],
      "new-skills-new-mindset": ["open", expect.any(Number)],
    });
    for (const slug of ["beyond-mqls", "sales-marketing", "intelligent-retail"]) expect(facts[slug][0]).toBe("closed");
  });

  it("gives every programme its own booking links", () => {
    const links = all().flatMap((p) => [p.booking.briefingCall, p.booking.interview]);
    expect(new Set(links).size).toBe(links.length);
    expect(readProgramme("ai-upskilling").booking.interview).toMatch(/interview-brief/);
  });

  it("shares one sponsor blurb between the direct-to-consumer, platform monetisation and archives pages", () => {
    const [a, b, c] = ["direct-to-consumer", "platform-monetisation", "archives-to-assets"].map(
      (slug) => readProgramme(slug).sponsor,
    );
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it("has a hero image only on the retail page and additional opportunities only on AI transformation", () => {
    expect(
      all()
        .filter((p) => p.heroImage)
        .map((p) => p.slug),
    ).toEqual(["intelligent-retail"]);
    expect(
      all()
        .filter((p) => p.additionalOpportunities)
        .map((p) => p.slug),
    ).toEqual(["ai-transformation"]);
  });

  it("points 'Follow Us' at the company page, or at the home page on the two latest programmes", () => {
    const follow = Object.fromEntries(all().map((p) => [p.slug, p.followUs.href]));
    const home = Object.keys(follow).filter((slug) => follow[slug] === "/");
    expect(home.sort()).toEqual(["intelligent-retail", "new-skills-new-mindset"]);
    for (const slug of Object.keys(follow).filter((slug) => !home.includes(slug))) {
      expect(follow[slug]).toMatch(/^https:\/\/www\.linkedin\.com\/company\//);
    }
  });

  it("adds bullet lists on the marketing, archives and retail pages", () => {
    const withLists = all()
      .filter((p) => p.overview.lists?.length)
      .map((p) => p.slug)
      .sort();
    expect(withLists).toEqual(["archives-to-assets", "intelligent-retail", "marketing-ai"]);
  });
});
