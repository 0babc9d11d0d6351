/** @jest-environment node */
import fs from "fs";
import path from "path";
import { faqJsonLd } from "../../src/components/seo/faq-json-ld";
import { companyContent } from "../../src/node/types/company";
import type { ContentNode } from "../../src/node/types/content-module";

const DATA = path.join(__dirname, "../../data");
const read = (file: string): ContentNode => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8"));
const rules = companyContent.rules ?? {};
const check = (type: string, node: ContentNode) => rules[type](node, { routes: new Set() });

describe("company content rules", () => {
  const FILES: Record<string, string> = {
    FaqJson: "faq.json",
    ServicesJson: "services.json",
    SponsorJson: "sponsor.json",
    SuccessStoriesJson: "success-stories.json",
    TestimonialsJson: "testimonials.json",
    AboutJson: "about.json",
    ContactPageJson: "contact-page.json",
    PrivacyJson: "privacy.json",
  };

  it.each(Object.entries(FILES))("accept the committed %s", (type, file) => {
    expect(check(type, read(file))).toEqual([]);
  });

  it("require exactly 25 FAQ questions", () => {
    const faq = read("faq.json");
    (faq.questions as unknown[]).pop();
    expect(check("FaqJson", faq)).toEqual(['field "questions" must hold exactly 25 items, not 24']);
  });

  it("keep the two fixed services first, in order, with unique slugs", () => {
    const services = read("services.json") as { main: { slug: string }[]; more: { slug: string }[] };
    services.main.reverse();
    services.more[1].slug = services.more[0].slug;
    expect(check("ServicesJson", services as unknown as ContentNode)).toEqual([
      'field "main" must hold the items "content-services" and "thought-leadership-sponsor", in that order',
      'service slug "content-strategy" is used twice',
    ]);
  });

  it("require five community testimonials, ten case studies and four stat tiles", () => {
    const testimonials = read("testimonials.json");
    (testimonials.items as unknown[]).push((testimonials.items as unknown[])[0]);
    expect(check("TestimonialsJson", testimonials)).toEqual(['field "items" must hold exactly 5 items, not 6']);
    const stories = read("success-stories.json");
    (stories.stories as unknown[]).splice(0, 1);
    (stories.stats as unknown[]).splice(0, 1);
    expect(check("SuccessStoriesJson", stories)).toEqual([
      'field "stats" must hold exactly 4 items, not 3',
      'field "stories" must hold exactly 10 items, not 9',
    ]);
  });

  it("keep about ratings out of 10", () => {
    const about = read("about.json") as { testimonials: { items: { rating: number }[] } };
    about.testimonials.items[0].rating = 11;
    expect(check("AboutJson", about as unknown as ContentNode)).toEqual([
      'testimonial of "Victoria Hale" has rating 11; ratings are out of 10',
    ]);
  });

  it("require every privacy section of the spec", () => {
    const privacy = read("privacy.json") as { sections: { slug: string }[] };
    privacy.sections = privacy.sections.filter((section) => section.slug !== "retention");
    expect(check("PrivacyJson", privacy as unknown as ContentNode)).toEqual([
      'field "sections" lacks the section with slug "retention"',
    ]);
  });

  it("state the spec's retention periods in the privacy notice", () => {
    const privacy = read("privacy.json") as { sections: { slug: string; items: string[] }[] };
    const retention = privacy.sections.find((section) => section.slug === "retention")?.items.join("\n");
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
