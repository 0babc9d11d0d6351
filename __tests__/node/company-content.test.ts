/** @jest-environment node */
import fs from "fs";
import path from "path";
import { faqJsonLd } from "../../src/components/seo/faq-json-ld";
import { MAX_FAQ_QUESTIONS } from "../../src/lib/content-limits.ts";
import { fillPeriods, RETENTION_PERIOD_NAMES } from "../../src/lib/retention-periods";
import { builtRoutes, contentProblems, copyOfData, DATA } from "../support/content-nodes";
import { readDataFileAt } from "../support/data";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;

const ROUTES = builtRoutes(DATA);
const read = (file: string): Json => readDataFileAt(path.join(DATA, file));

/** The build's problems after `change` edits one file of a copy of data/. */
const problemsAfter = (file: string, change: (content: Json) => void): string[] => {
  const dir = copyOfData();
  try {
    const content = readDataFileAt(path.join(dir, file));
    change(content);
    fs.writeFileSync(path.join(dir, file), JSON.stringify(content, null, 2));
    return contentProblems(dir, ROUTES);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

describe("company content rules", () => {
  it("accept the committed data", () => {
    expect(contentProblems(DATA, ROUTES)).toEqual([]);
  });

  it.each([
    ["faq.json", "questions"],
    ["testimonials.json", "items"],
    ["sponsor-success-stories.json", "stories"],
  ])("leave the length of %s's %s to editors", (file, list) => {
    const grow = (content: Json) => content[list].push({ ...content[list][0] });
    const shrink = (content: Json) => content[list].splice(0, 1);
    expect(problemsAfter(file, grow)).toEqual([]);
    expect(problemsAfter(file, shrink)).toEqual([]);
  });

  it("hold the FAQ to MAX_FAQ_QUESTIONS, the most one page shows within its size bound", () => {
    const fill = (count: number) => (content: Json) => {
      content.questions = Array.from({ length: count }, (_, i) => ({ ...content.questions[0], question: `Q${i}?` }));
    };
    expect(problemsAfter("faq.json", fill(MAX_FAQ_QUESTIONS))).toEqual([]);
    const problems = problemsAfter("faq.json", fill(MAX_FAQ_QUESTIONS + 1));
    expect(problems).toEqual([
      `data/faq.json: field "questions" holds ${MAX_FAQ_QUESTIONS + 1} entries; expected 1 to ${MAX_FAQ_QUESTIONS} (one page holds them all and stays within its size bound; merge or retire questions to add more)`,
    ]);
  });

  it("keep the two fixed services first, in order, with unique slugs", () => {
    const services = read("services.json");
    const problems = problemsAfter("services.json", (content) => {
      content.main.reverse();
      content.more[1].slug = content.more[0].slug;
    });
    expect(problems).toEqual([
      expect.stringMatching(/^data\/services\.json: field "main" must hold the items .* in that order/),
      `data/services.json: field "more[1].slug" repeats "${services.more[0].slug}"; expected a slug no other service uses`,
    ]);
  });

  it("keep about ratings out of 10", () => {
    const [problem, ...rest] = problemsAfter("about.json", (about) => (about.testimonials.items[0].rating = 11));
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^data\/about\.json: field ".*rating" is 11; expected 0 to 10 \(ratings are out of 10\)$/);
  });

  it("require every privacy section of the spec", () => {
    expect(
      problemsAfter("privacy-notice.json", (privacy) => {
        privacy.sections = privacy.sections.filter((section: { slug: string }) => section.slug !== "retention");
      }),
    ).toEqual([
      'data/privacy-notice.json: field "sections" lacks the section with slug "retention" (the privacy notice must cover it)',
    ]);
  });

  it("state the spec's retention periods in the privacy notice", () => {
    const privacy = read("privacy-notice.json") as {
      sections: { slug: string; items: string[] }[];
      retentionPeriods: Record<string, string>;
    };
    const retention = fillPeriods(
      privacy.sections.find((section) => section.slug === "retention")!.items.join("\n"),
      privacy.retentionPeriods,
    );
    for (const period of [
      "Poll responses: 12 months",
      "Interview recordings and transcripts: 24 months",
      "Headshots: 24 months",
      "Analytics data: 24 months",
      "while your registration is active, plus 6 months",
      "deleted within 3 months of the roundtable",
      "kept permanently unless you ask us to remove it",
    ]) {
      expect(retention).toContain(period);
    }
  });

  it("make the privacy notice state every period the database keeps, in words the database reads", () => {
    const retention = (privacy: Json) =>
      privacy.sections.find((section: { slug: string }) => section.slug === "retention");
    expect(
      problemsAfter("privacy-notice.json", (privacy) => {
        retention(privacy).items = retention(privacy).items.filter((item: string) => !item.includes("{mailRecords}"));
        retention(privacy).items.push("Badges: {badges}.");
        privacy.retentionPeriods.limitRecords = "an hour";
      }),
    ).toEqual([
      'data/privacy-notice.json: the section "retention" never states {mailRecords}, a period the database keeps data for',
      'data/privacy-notice.json: field "retentionPeriods.limitRecords" is "an hour"; expected a number and a unit, e.g. 6 months, 7 days, 1 hour',
      `data/privacy-notice.json: field "sections[4]" names the period {badges}; expected one of ${RETENTION_PERIOD_NAMES.map((name) => `{${name}}`).join(", ")}`,
    ]);
  });
});

describe("faqJsonLd", () => {
  it("describes every question as a schema.org FAQPage in plain text and cannot close its script tag", () => {
    const json = faqJsonLd([
      { question: "Does it cost anything?", answer: "No." },
      { question: "Is </script> safe?", answer: "Yes <b>" },
      { question: "Where?", answer: "On our [FAQ](/faq) page." },
    ]);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Does it cost anything?", acceptedAnswer: { "@type": "Answer", text: "No." } },
        { "@type": "Question", name: "Is </script> safe?", acceptedAnswer: { "@type": "Answer", text: "Yes <b>" } },
        { "@type": "Question", name: "Where?", acceptedAnswer: { "@type": "Answer", text: "On our FAQ page." } },
      ],
    });
  });
});
