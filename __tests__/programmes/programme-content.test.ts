/** @jest-environment node */
import fs from "fs";
import path from "path";
import { contentModules } from "../../src/node/schema";
import { programmeRules } from "../../src/node/types/programmes";
import { validateContent } from "../../src/node/validate-content";
import { builtRoutes, copyOfData, DATA, nodesOf } from "../support/content-nodes";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;

const programmeFile = (dir: string, slug: string) => path.join(dir, "programmes", `${slug}.json`);
const readProgramme = (slug: string, dir = DATA): Json => JSON.parse(fs.readFileSync(programmeFile(dir, slug), "utf8"));
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
  const { nodes, fileOf } = nodesOf(dir);
  const problems = validateContent(contentModules, nodes, fileOf, { routes: new Set(builtRoutes(dir)) });
  fs.rmSync(dir, { recursive: true, force: true });
  return problems;
};

describe("programme content rules", () => {
  it("accepts every committed programme", () => {
    for (const slug of slugs()) expect(programmeRules(readProgramme(slug))).toEqual([]);
  });

  it("fails a programme with nine questions, naming the file", () => {
    expect(validateWithEdit("finance-professional", (p) => p.questions.pop())).toEqual([
      'data/programmes/finance-professional.json: field "questions" must hold exactly ten questions (found 9)',
    ]);
  });

  it("fails a programme missing its questions, naming the file", () => {
    expect(validateWithEdit("marketing-ai", (p) => delete p.questions)).toEqual([
      'data/programmes/marketing-ai.json: field "questions" is required',
      'data/programmes/marketing-ai.json: field "questions" must hold exactly ten questions (found 0)',
    ]);
  });

  it("fails wrong numbers of process steps, requirement cards and flywheel items", () => {
    const problems = validateWithEdit("ai-transformation", (p) => {
      p.process.pop();
      p.requirements.push(p.requirements[0]);
      p.flywheel.pop();
    });
    expect(problems).toEqual([
      'data/programmes/ai-transformation.json: field "process" must hold exactly five process steps (found 4)',
      'data/programmes/ai-transformation.json: field "requirements" must hold exactly four requirement cards (found 5)',
      'data/programmes/ai-transformation.json: field "flywheel" must hold exactly eight items (found 7)',
    ]);
  });

  it("needs four participant and four sponsor flywheel items at distinct angles", () => {
    const problems = validateWithEdit("beyond-mqls", (p) => {
      p.flywheel[1].type = "participant";
      p.flywheel[3].angle = p.flywheel[2].angle;
      p.flywheel[5].type = "partner";
    });
    expect(problems).toEqual([
      'data/programmes/beyond-mqls.json: field "flywheel" must hold exactly four participant items (found 5)',
      'data/programmes/beyond-mqls.json: field "flywheel" must hold exactly four sponsor items (found 2)',
      'data/programmes/beyond-mqls.json: field "flywheel[5].type" must be "participant" or "sponsor" (found "partner")',
      'data/programmes/beyond-mqls.json: field "flywheel[3].angle" repeats angle 90',
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
      'data/programmes/sales-marketing.json: field "slug" must be lower-case words joined by hyphens, without slashes (found "/sales-marketing")',
      'data/programmes/sales-marketing.json: field "status" must be one of "open", "closed" (found "paused")',
      'data/programmes/sales-marketing.json: field "headingVariant" must be one of "Questionnaire Preview", "Interview Guide" (found "Questionnaire")',
      'data/programmes/sales-marketing.json: fields "booking.briefingCall" and "booking.interview" must be different links',
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

  it("has a hero image only on the retail page and Additional Opportunities only on AI transformation", () => {
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
