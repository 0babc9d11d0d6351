import type { ContentModule, ContentNode } from "./content-module";

/** Reads a dotted field path such as `hero.words` from a node. */
const valueAt = (node: ContentNode, field: string): unknown =>
  field.split(".").reduce<unknown>((value, key) => (value as ContentNode | undefined)?.[key], node);

/** The spec fixes how many items several lists hold; a different count would contradict the page copy. */
const counts =
  (expected: Record<string, number>) =>
  (node: ContentNode): string[] =>
    Object.entries(expected).flatMap(([field, count]) => {
      const list = valueAt(node, field);
      return Array.isArray(list) && list.length !== count
        ? [`field "${field}" must hold exactly ${count} items, not ${list.length}`]
        : [];
    });

const duplicates = (values: string[]): string[] => values.filter((value, i) => values.indexOf(value) !== i);

/** Services are linked by anchor (e.g. /services#content-services), so their slugs are fixed and unique. */
const FIXED_SERVICES = ["content-services", "thought-leadership-sponsor"];

const servicesRules = (node: ContentNode): string[] => {
  const main = (node.main as { slug: string }[]).map((item) => item.slug);
  const all = [...main, ...(node.more as { slug: string }[]).map((item) => item.slug)];
  return [
    ...counts({ more: 5, "whyChooseUs.points": 4 })(node),
    ...(main.join() === FIXED_SERVICES.join()
      ? []
      : [`field "main" must hold the items "${FIXED_SERVICES.join('" and "')}", in that order`]),
    ...duplicates(all).map((slug) => `service slug "${slug}" is used twice`),
  ];
};

/** The privacy notice must cover every section the spec lists. */
const PRIVACY_SECTIONS = [
  "information-we-collect",
  "how-we-use-it",
  "sharing",
  "approval-rights",
  "retention",
  "security",
  "your-rights",
  "contact",
];

const privacyRules = (node: ContentNode): string[] => {
  const slugs = (node.sections as { slug: string }[]).map((section) => section.slug);
  return [
    ...PRIVACY_SECTIONS.filter((slug) => !slugs.includes(slug)).map(
      (slug) => `field "sections" lacks the section with slug "${slug}"`,
    ),
    ...duplicates(slugs).map((slug) => `section slug "${slug}" is used twice`),
  ];
};

const ratingRules = (node: ContentNode): string[] =>
  (valueAt(node, "testimonials.items") as { name: string; rating: number }[])
    .filter((item) => item.rating < 0 || item.rating > 10)
    .map((item) => `testimonial of "${item.name}" has rating ${item.rating}; ratings are out of 10`);

export const companyContent: ContentModule = {
  typeDefs: `
    type CompanyProse {
      title: String!
      paragraphs: [String!]!
    }

    "A quote from a named person; rating (out of 10) and profile link only where the page shows them."
    type CompanyQuote {
      quote: String!
      name: String!
      title: String!
      company: String!
      rating: Int
      profileUrl: String
    }

    "Campaign figures shown on /services and /sponsor; every figure states where it comes from."
    type CampaignFiguresJson implements Node @dontInfer {
      title: String!
      intro: String
      figures: [SourcedStat!]!
    }

    "A headline figure with its source line, e.g. 'Source: … market view report, 2025'."
    type SourcedStat {
      value: Int!
      "Text before the number, e.g. 'Up to '."
      prefix: String
      "Text after the number, e.g. '%'."
      suffix: String
      "What the number counts."
      label: String!
      "Where the figure comes from, shown under it."
      source: String!
    }

    type FaqJson implements Node @dontInfer {
      title: String!
      description: String!
      hero: PageHero!
      questionsTitle: String!
      questions: [FaqItem!]!
      stillHaveQuestions: CallToAction!
      summary: FeatureSection!
    }

    type FaqItem {
      question: String!
      "Blank lines split paragraphs; **text** is bold; [label](/path) links, and every page it names should."
      answer: String!
    }

    type ServicesJson implements Node @dontInfer {
      title: String!
      description: String!
      hero: PageHero!
      intro: CompanyProse!
      mainTitle: String!
      main: [ServiceItem!]!
      moreTitle: String!
      more: [ServiceItem!]!
      whyChooseUs: ServicesWhy!
      cta: CallToAction!
    }

    "One accordion item; slug is its anchor on /services."
    type ServiceItem {
      slug: String!
      title: String!
      summary: String!
      paragraphs: [String!]!
      points: [String!]
    }

    type ServicesWhy {
      title: String!
      intro: String
      points: [Feature!]!
    }

    type SponsorJson implements Node @dontInfer {
      title: String!
      description: String!
      hero: PageHero!
      partnersTitle: String!
      intro: CompanyProse!
      testimonialsTitle: String!
      testimonials: [CompanyQuote!]!
      successStories: Action!
      benefits: FeatureSection!
      packages: SponsorPackages!
      moreLogosTitle: String!
      cta: CallToAction!
    }

    type SponsorPackages {
      title: String!
      intro: String
      items: [LinkedFeature!]!
    }

    type SuccessStoriesJson implements Node @dontInfer {
      title: String!
      description: String!
      backLink: Action!
      hero: PageHero!
      stats: [Stat!]!
      storiesTitle: String!
      stories: [CaseStudy!]!
      whyChoose: SuccessStoriesWhy!
      cta: CallToAction!
    }

    type CaseStudy {
      company: String!
      spokesperson: String!
      jobTitle: String
      quote: String!
      outcomes: [String!]!
      category: String!
      logo: File @fileByRelativePath
    }

    type SuccessStoriesWhy {
      title: String!
      intro: String
      points: [Feature!]!
    }

    "Community testimonials shown in the carousel on the home page."
    type TestimonialsJson implements Node @dontInfer {
      title: String!
      intro: String
      items: [CommunityTestimonial!]!
    }

    type CommunityTestimonial {
      name: String!
      title: String!
      company: String!
      quote: String!
      logo: File @fileByRelativePath
      image: File @fileByRelativePath
    }

    type AboutJson implements Node @dontInfer {
      title: String!
      description: String!
      hero: AboutHero!
      stats: [Stat!]!
      story: CompanyProse!
      testimonials: AboutTestimonials!
      actions: [Action!]!
      approach: FeatureSection!
      focus: AboutFocus!
      hosts: AboutHosts!
      ecosystem: FeatureSection!
      vision: CompanyProse!
      cta: CallToAction!
    }

    type AboutHero {
      eyebrow: String
      words: [String!]!
      subtitle: String!
    }

    type AboutTestimonials {
      title: String!
      intro: String
      items: [CompanyQuote!]!
    }

    type AboutFocus {
      title: String!
      paragraphs: [String!]!
      action: Action!
    }

    type AboutHosts {
      title: String!
      intro: String
      people: [Host!]!
    }

    type Host {
      name: String!
      role: String!
      bio: String!
      image: File @fileByRelativePath
      profileUrl: String
    }

    type ContactPageJson implements Node @dontInfer {
      title: String!
      description: String!
      hero: PageHero!
      details: SectionIntro!
      stats: [Stat!]!
      nextSteps: FeatureSection!
      form: SectionIntro!
      privacy: ContactPrivacy!
    }

    type ContactPrivacy {
      text: String!
      actions: [Action!]!
    }

    type ThankYouJson implements Node @dontInfer {
      title: String!
      description: String!
      heading: String!
      subheading: String!
      text: String!
      action: Action!
    }

    type PrivacyJson implements Node @dontInfer {
      title: String!
      description: String!
      heading: String!
      lastUpdated: String!
      intro: String!
      sections: [PrivacySection!]!
    }

    type PrivacySection {
      slug: String!
      title: String!
      paragraphs: [String!]!
      items: [String!]
    }
  `,
  rules: {
    FaqJson: counts({ questions: 25, "summary.items": 3 }),
    ServicesJson: servicesRules,
    SponsorJson: counts({ testimonials: 2, "benefits.items": 6, "packages.items": 3 }),
    SuccessStoriesJson: counts({ stats: 4, stories: 10 }),
    TestimonialsJson: counts({ items: 5 }),
    AboutJson: (node) => [
      ...counts({ "hero.words": 3, stats: 5, "testimonials.items": 4, "approach.items": 3, "hosts.people": 2 })(node),
      ...ratingRules(node),
    ],
    ContactPageJson: counts({ stats: 3, "nextSteps.items": 4 }),
    PrivacyJson: privacyRules,
  },
};
