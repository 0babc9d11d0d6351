import { itemCount, numberRange, repeatedIndexes, SLUG, type ContentNode } from "../content-rules";
import { HERO_WORDS_MAX, MAX_FAQ_QUESTIONS } from "../../lib/content-limits.ts";
import { periodPlaceholders, RETENTION_PERIOD, RETENTION_PERIOD_NAMES } from "../../lib/retention-periods";
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

/** Every period the database keeps is stated in the retention section, and the notice names no other. */
const periodRules = (sections: PrivacySectionNode[]): string[] => {
  const named = (section: PrivacySectionNode) =>
    [...section.paragraphs, ...(section.items ?? [])].flatMap((text) => periodPlaceholders(text));
  const known: readonly string[] = RETENTION_PERIOD_NAMES;
  const retention = sections.find((section) => section.slug === "retention");
  return [
    ...sections.flatMap((section, i) =>
      named(section)
        .filter((name) => !known.includes(name))
        .map(
          (name) =>
            `field "sections[${i}]" names the period {${name}}; expected one of ${known.map((k) => `{${k}}`).join(", ")}`,
        ),
    ),
    ...(retention
      ? known
          .filter((name) => !named(retention).includes(name))
          .map((name) => `the section "retention" never states {${name}}, a period the database keeps data for`)
      : []),
  ];
};

interface PrivacySectionNode {
  slug: string;
  paragraphs: string[];
  items?: string[] | null;
}

const privacyRules = (node: ContentNode): string[] => {
  const sections = node.sections as PrivacySectionNode[];
  const slugs = sections.map((section) => section.slug);
  return [
    ...periodRules(sections),
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
      "Section heading."
      title: String!
      "Paragraphs of the section."
      paragraphs: [String!]!
    }

    "A quote from a named person; rating (out of 10) only where the page shows it."
    type CompanyQuote {
      "Who said it: a personId in data/people.json."
      person: PeopleJson! @link(by: "personId")
      "The quote, without quotation marks."
      quote: String!
      "Rating out of 10, shown as stars where the page shows ratings."
      rating: Int
    }

    "Campaign figures shown on /services and /sponsor; every figure states where it comes from."
    type CampaignFiguresJson implements Node @dontInfer {
      "Heading of the campaign figures band."
      title: String!
      "Optional paragraph under the heading."
      intro: String
      "The figures, each with its source; as many as you like."
      figures: [SourcedStat!]!
    }

    "A headline figure with its source line, e.g. 'Source: … market view report, 2025'."
    type SourcedStat {
      "The figure itself, counted up on screen, e.g. 40."
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
      "Browser tab and search-result title of /faq."
      title: String!
      "Search-engine description of /faq."
      description: String!
      "The opening band of /faq."
      hero: PageHero!
      "Heading above the questions."
      questionsTitle: String!
      "The questions and answers of the accordion, in order."
      questions: [FaqItem!]!
      "The 'still have questions' band after the accordion."
      stillHaveQuestions: CallToAction!
      "Summary cards at the foot of the page."
      summary: FeatureSection!
    }

    type FaqItem {
      "The question, the accordion item's button."
      question: String!
      "Blank lines split paragraphs; **text** is bold; [label](/path) links to a page of the site, which must exist."
      answer: String!
    }

    type ServicesJson implements Node @dontInfer {
      "Browser tab and search-result title of /services."
      title: String!
      "Search-engine description of /services."
      description: String!
      "The opening band of /services."
      hero: PageHero!
      "Introduction under the hero."
      intro: CompanyProse!
      "Heading of the main services."
      mainTitle: String!
      "The main services; pages link to their slugs, so keep them."
      main: [ServiceItem!]!
      "Heading of the further services."
      moreTitle: String!
      "Further services, as accordion items."
      more: [ServiceItem!]!
      "The 'why choose us' section."
      whyChooseUs: FeatureSection!
      "Closing call-to-action band."
      cta: CallToAction!
    }

    "One accordion item; slug is its anchor on /services."
    type ServiceItem {
      "Anchor of the item on /services, e.g. content-services; unique."
      slug: String!
      "Name of the service, the accordion button."
      title: String!
      "One-line summary under the name."
      summary: String!
      "Paragraphs shown when the item is opened."
      paragraphs: [String!]!
      "Optional bullet points after the paragraphs."
      points: [String!]
    }

    type SponsorJson implements Node @dontInfer {
      "Browser tab and search-result title of /sponsor."
      title: String!
      "Search-engine description of /sponsor."
      description: String!
      "The opening band of /sponsor."
      hero: PageHero!
      "Heading above the partner logos."
      partnersTitle: String!
      "Introduction for sponsors."
      intro: CompanyProse!
      "Heading above the sponsor testimonials."
      testimonialsTitle: String!
      "Quotes from sponsors."
      testimonials: [CompanyQuote!]!
      "Link to /sponsor-success-stories."
      successStories: Action!
      "Benefits of sponsoring."
      benefits: FeatureSection!
      "The sponsorship packages."
      packages: SponsorPackages!
      "Heading above the second logo band."
      moreLogosTitle: String!
      "Closing call-to-action band."
      cta: CallToAction!
    }

    type SponsorPackages {
      "Section heading."
      title: String!
      "Optional paragraph under the heading."
      intro: String
      "One linked card per package."
      items: [LinkedFeature!]!
      "Label of each package card's link."
      linkLabel: String!
    }

    type SponsorSuccessStoriesJson implements Node @dontInfer {
      "Browser tab and search-result title of /sponsor-success-stories."
      title: String!
      "Search-engine description of /sponsor-success-stories."
      description: String!
      "Link back to /sponsor above the hero."
      backLink: Action!
      "The opening band of the page."
      hero: PageHero!
      "Figures under the hero."
      stats: [Stat!]!
      "Heading above the case studies."
      storiesTitle: String!
      "Case studies, one card each; as many as you like."
      stories: [CaseStudy!]!
      "The 'why choose us' section."
      whyChoose: FeatureSection!
      "Closing call-to-action band."
      cta: CallToAction!
    }

    type CaseStudy {
      "Who speaks for the sponsor: a personId in data/people.json; the story's company is theirs."
      spokesperson: PeopleJson! @link(by: "personId")
      "The quote, without quotation marks."
      quote: String!
      "Results of the sponsorship, as bullet points."
      outcomes: [String!]!
      "Category label on the card, e.g. the programme sponsored."
      category: String!
      "Company logo, in data/images/logos/."
      logo: File @fileByRelativePath
    }

    "Community testimonials shown in the carousel on the home page."
    type TestimonialsJson implements Node @dontInfer {
      "Heading of the testimonial carousel on the home page."
      title: String!
      "Optional paragraph under the heading."
      intro: String
      "Testimonials, one slide each; as many as you like."
      items: [CommunityTestimonial!]!
    }

    type CommunityTestimonial {
      "Who said it: a personId in data/people.json (name, title, company and headshot come from there)."
      person: PeopleJson! @link(by: "personId")
      "The quote, without quotation marks."
      quote: String!
      "Logo of the person's company."
      logo: File @fileByRelativePath
    }

    type AboutJson implements Node @dontInfer {
      "Browser tab and search-result title of /about."
      title: String!
      "Search-engine description of /about."
      description: String!
      "The opening band of /about, with words revealed one by one."
      hero: AboutHero!
      "Figures under the hero."
      stats: [Stat!]!
      "The 'our story' section."
      story: CompanyProse!
      "Quotes from members."
      testimonials: AboutTestimonials!
      "Buttons after the testimonials."
      actions: [Action!]!
      "The 'our approach' cards."
      approach: FeatureSection!
      "The 'our focus' section."
      focus: AboutFocus!
      "The hosts of the network."
      hosts: AboutHosts!
      "The ecosystem cards."
      ecosystem: FeatureSection!
      "The 'our vision' section."
      vision: CompanyProse!
      "Closing call-to-action band."
      cta: CallToAction!
    }

    type AboutHero {
      "Optional small label above the heading."
      eyebrow: String
      "Words of the heading, revealed one after another."
      words: [String!]!
      "Paragraph under the heading."
      subtitle: String!
    }

    type AboutTestimonials {
      "Section heading."
      title: String!
      "Optional paragraph under the heading."
      intro: String
      "The quotes, with ratings."
      items: [CompanyQuote!]!
    }

    type AboutFocus {
      "Section heading."
      title: String!
      "Paragraphs of the section."
      paragraphs: [String!]!
      "Button after the paragraphs."
      action: Action!
    }

    type AboutHosts {
      "Section heading."
      title: String!
      "Optional paragraph under the heading."
      intro: String
      "The hosts, one card each; as many as you like."
      people: [Host!]!
    }

    type Host {
      "The host's personId in data/people.json (name, title, photo and profile come from there)."
      person: PeopleJson! @link(by: "personId")
      "Short biography on their card."
      bio: String!
    }

    type ContactJson implements Node @dontInfer {
      "Browser tab and search-result title of /contact."
      title: String!
      "Search-engine description of /contact."
      description: String!
      "The opening band of /contact."
      hero: PageHero!
      "Heading of the contact details (which come from site.json)."
      details: SectionIntro!
      "Figures next to the contact details."
      stats: [Stat!]!
      "What happens after a visitor writes."
      nextSteps: FeatureSection!
      "Heading and intro above the contact form."
      form: SectionIntro!
      "The privacy note under the form."
      privacy: ContactPrivacy!
    }

    type ContactPrivacy {
      "The note's text."
      text: String!
      "Links of the note, e.g. to the privacy notice."
      actions: [Action!]!
    }

    type ThankYouJson implements Node @dontInfer {
      "Browser tab title of /thank-you."
      title: String!
      "Description of /thank-you (the page is not indexed)."
      description: String!
      "Main heading."
      heading: String!
      "Line under the heading."
      subheading: String!
      "Paragraph of the page."
      text: String!
      "Button back into the site."
      action: Action!
    }

    type PrivacyNoticeJson implements Node @dontInfer {
      "Browser tab and search-result title of the privacy notice."
      title: String!
      "Search-engine description of the privacy notice."
      description: String!
      "Main heading."
      heading: String!
      "Date of the last change, as written on the page, e.g. 1 March 2025."
      lastUpdated: String!
      "Opening paragraph."
      intro: String!
      "The sections of the notice; the required ones must stay."
      sections: [PrivacySection!]!
      "How long the database keeps what the forms store; the retention section states each as {name}, and a job in the database deletes on these terms."
      retentionPeriods: PrivacyRetentionPeriods!
    }

    "Each period in words PostgreSQL reads as an interval, e.g. 6 months, 7 days, 1 hour."
    type PrivacyRetentionPeriods {
      "Event registrations, after the event ends; the event keeps their number."
      registrations: String!
      "Challenge text of a registration, after the event ends."
      challenges: String!
      "Contact requests, after they arrive."
      contactRequests: String!
      "Records of the mails the site sends, after sending (at least 1 day)."
      mailRecords: String!
      "Keyed records behind the forms' limits (at least 1 hour)."
      limitRecords: String!
    }

    type PrivacySection {
      "Anchor of the section, e.g. your-rights; unique."
      slug: String!
      "Section heading."
      title: String!
      "Paragraphs of the section."
      paragraphs: [String!]!
      "Optional bullet points after the paragraphs."
      items: [String!]
    }
  `,
  fields: {
    "ServiceItem.slug": SLUG,
    "PrivacySection.slug": SLUG,
    "CompanyQuote.rating": numberRange(0, 10, "ratings are out of 10"),
    ...Object.fromEntries(
      RETENTION_PERIOD_NAMES.map((name) => [
        `PrivacyRetentionPeriods.${name}`,
        { text: { pattern: RETENTION_PERIOD, expected: "a number and a unit, e.g. 6 months, 7 days, 1 hour" } },
      ]),
    ),
    "AboutHero.words": itemCount(
      1,
      HERO_WORDS_MAX,
      "the hero shows the words one after another, a cycle its stylesheet draws",
    ),
    "FaqJson.questions": itemCount(
      1,
      MAX_FAQ_QUESTIONS,
      "one page holds them all and stays within its size bound; merge or retire questions to add more",
    ),
  },
  rules: {
    ServicesJson: servicesRules,
    PrivacyNoticeJson: privacyRules,
  },
};
