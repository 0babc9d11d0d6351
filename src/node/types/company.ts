import { itemCount, numberRange, repeatedIndexes, SLUG, type ContentNode } from "../content-rules";
import type { ContentModule } from "./content-module";

/** Services are linked by anchor (e.g. /services#content-services), so these slugs must stay, in this order. */
const FIXED_SERVICES = ["content-services", "thought-leadership-sponsor"];

const servicesRules = (node: ContentNode): string[] => {
  const main = (node.main as { slug: string }[]).map((item) => item.slug);
  const more = (node.more as { slug: string }[]).map((item) => item.slug);
  const all = [...main, ...more];
  return [
    ...(main.join() === FIXED_SERVICES.join()
      ? []
      : [`field "main" must hold the items "${FIXED_SERVICES.join('" and "')}", in that order (pages link to them)`]),
    ...repeatedIndexes(all).map((i) =>
      i < main.length
        ? `field "main[${i}].slug" repeats "${all[i]}"; expected a slug no other service uses`
        : `field "more[${i - main.length}].slug" repeats "${all[i]}"; expected a slug no other service uses`,
    ),
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
      (slug) => `field "sections" lacks the section with slug "${slug}" (the privacy notice must cover it)`,
    ),
    ...repeatedIndexes(slugs).map(
      (i) => `field "sections[${i}].slug" repeats "${slugs[i]}"; expected a slug no other section uses`,
    ),
  ];
};

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
  fields: {
    "ServiceItem.slug": SLUG,
    "PrivacySection.slug": SLUG,
    "CompanyQuote.rating": numberRange(0, 10, "ratings are out of 10"),
    "AboutHero.words": itemCount(1, undefined, "the hero shows the words one after another"),
  },
  rules: {
    ServicesJson: servicesRules,
    PrivacyJson: privacyRules,
  },
};
