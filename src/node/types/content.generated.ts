// Generated from the content SDL (src/node/types/*.ts) by src/node/content-types.ts: `npm start` and every build
// rewrite this file when the SDL changes, and a unit test fails while it is out of date. Do not edit it by hand.

/** The values every `icon` field may take. */
export type IconValue = "archive" | "arrow-left" | "arrow-right" | "award" | "book" | "briefcase" | "calendar" | "chart" | "chat" | "check" | "check-circle" | "chevron-down" | "chevron-left" | "chevron-right" | "clock" | "close" | "cpu" | "dollar-sign" | "edit" | "external-link" | "globe" | "handshake" | "layers" | "lightbulb" | "linkedin" | "mail" | "megaphone" | "menu" | "microphone" | "monitor" | "network" | "pause" | "phone" | "pin" | "play" | "quote" | "report" | "search" | "shield" | "shopping-cart" | "spark" | "star" | "target" | "trending" | "user" | "users" | "video";

export interface Stat {
  /** The figure itself, counted up on screen, e.g. 250. */
  value: number;
  /** Text before the figure, e.g. '£'. */
  prefix?: string | null;
  /** Text after the figure, e.g. '+' or '%'. */
  suffix?: string | null;
  /** What the figure counts, shown under it. */
  label: string;
  /** Icon above the figure; a name from src/lib/icon-paths.ts. */
  icon?: IconValue | null;
}

export interface Feature {
  /** Icon of the card; a name from src/lib/icon-paths.ts. */
  icon: IconValue;
  /** Card heading. */
  title: string;
  /** Card text, one or two sentences. */
  description: string;
}

/** A titled band of feature cards. */
export interface FeatureSection {
  /** Section heading. */
  title: string;
  /** Optional paragraph under the heading. */
  intro?: string | null;
  /** The cards of the section, in order; as many as you like. */
  items: readonly Feature[];
}

/** A section's heading and optional intro, where the section's body comes from elsewhere. */
export interface SectionIntro {
  /** Section heading. */
  title: string;
  /** Optional paragraph under the heading. */
  intro?: string | null;
}

export interface LinkItem {
  /** Link text. */
  name: string;
  /** Where the link goes: a page of this site (/about) or a full https:// address. */
  href: string;
  /** Optional line under the link in a dropdown menu. */
  description?: string | null;
}

export interface LinkedFeature {
  /** Icon of the card; a name from src/lib/icon-paths.ts. */
  icon: IconValue;
  /** Card heading. */
  title: string;
  /** Card text, one or two sentences. */
  description: string;
  /** Page the whole card links to, e.g. /interview-programmes. */
  href: string;
}

/** The opening band of a content page; pages whose hero differs (rotating words, a video) declare their own. */
export interface PageHero {
  /** Small label above the page heading. */
  eyebrow: string;
  /** The page's main heading (its h1). */
  title: string;
  /** Paragraph under the heading. */
  subtitle: string;
  /** Buttons under the hero text, first one filled. */
  actions?: readonly Action[] | null;
}

export interface CallToAction {
  /** Heading of the closing call-to-action band. */
  title: string;
  /** Paragraph of the call-to-action band. */
  text: string;
  /** Buttons of the band, first one filled. */
  actions: readonly Action[];
}

export interface Action {
  /** Button or link text. */
  label: string;
  /** Where it goes: a page of this site (/contact) or a full https:// address. */
  href: string;
}

/** A named person: host, contributor, participant, speaker, member, spokesperson or moderator. */
export interface PeopleJson {
  /** How other files name this person: lower-case words joined by hyphens, e.g. fiona-campbell; unique. */
  personId: string;
  /** Full name as shown on every page. */
  name: string;
  /** Job title, without the company. */
  title: string;
  /** Employer, shown beside the title. */
  company: string;
  /** Headshot, in data/images/people/; where it is missing or fails to load, the page shows initials. */
  photo?: string | null;
  /** Public professional profile, linked where a page shows profiles. */
  profileUrl?: string | null;
}

export interface SiteJson {
  /** Full name of the network, in the header, footer, page titles and web manifest. */
  brandName: string;
  /** Short brand name for small screens and the installed-app label. */
  shortName: string;
  /** Public address of the site, for canonical links, sitemap and social cards (SITE_URL overrides it). */
  siteUrl: string;
  /** One-line description of the network, used in the web manifest. */
  tagline: string;
  /** Search-engine description for pages that have none of their own. */
  defaultDescription: string;
  /** Phone number shown in the footer and on /contact. */
  contactPhone: string;
  /** E-mail address shown in the footer and on /contact. */
  contactEmail: string;
  /** E-mail address for privacy requests, shown in the privacy notice. */
  privacyEmail: string;
  /** Postal address shown on /contact and in the privacy notice. */
  postalAddress: string;
  /** Company page on the professional network, linked from the footer. */
  professionalNetworkUrl: string;
  /** Name of that network, used as the link's label. */
  professionalNetworkName: string;
  /** Short paragraph under the brand in the footer. */
  footerBlurb: string;
  /** Copyright line at the foot of every page. */
  copyright: string;
  /** Headline figures of the network, reused by several pages. */
  stats: readonly Stat[];
}

export interface NavigationJson {
  /** Entries of the header menu, left to right. */
  header: readonly NavGroup[];
  /** Link columns of the footer, left to right. */
  footer: readonly FooterColumn[];
}

/** A header entry: a dropdown group with items, or a direct link with href. */
export interface NavGroup {
  /** Text of the menu entry. */
  name: string;
  /** Page the entry links to directly; leave out when it opens a dropdown of items. */
  href?: string | null;
  /** Links of the dropdown; leave out when the entry is a direct link. */
  items?: readonly LinkItem[] | null;
}

export interface FooterColumn {
  /** Heading of the footer column. */
  title: string;
  /** Links of the column, top to bottom. */
  links: readonly LinkItem[];
}

export interface HomeJson {
  /** Browser tab and search-result title of the home page. */
  title: string;
  /** Search-engine description of the home page. */
  description: string;
  /** The opening band of the home page. */
  hero: HomeHero;
  /** Figures in the band under the hero. */
  stats: readonly Stat[];
  /** The 'platform' section: cards linking to the main areas of the site. */
  platform: HomePlatform;
  /** The 'how it works' steps. */
  howItWorks: HomeSteps;
  /** The 'why join' benefit cards. */
  whyJoin: HomeBenefits;
  /** Closing call-to-action band of the home page. */
  cta: CallToAction;
  /** Heading above the client logo carousel. */
  logosTitle: string;
}

export interface HomeHero {
  /** Small label above the heading. */
  eyebrow: string;
  /** Start of the heading, before the rotating words. */
  lead: string;
  /** Phrases the heading rotates through, one after another. */
  words: readonly string[];
  /** Paragraph under the heading. */
  subtitle: string;
  /** Buttons under the hero text, first one filled. */
  actions: readonly Action[];
  /** Beside the heading on large screens: the faces of the first contributors (data/contributors.json, by display_order). */
  faces: HomeHeroFaces;
}

export interface HomeHeroFaces {
  /** Line under the faces, a link to the contributors, e.g. 'Meet the leaders who share their view'. */
  caption: string;
  /** Where the line links, e.g. /featured-contributors. */
  href: string;
}

export interface HomePlatform {
  /** Section heading. */
  title: string;
  /** Paragraph under the heading. */
  intro: string;
  /** Linked cards, one per area of the site. */
  cards: readonly LinkedFeature[];
  /** Label of each card's link. */
  linkLabel: string;
}

export interface HomeSteps {
  /** Section heading. */
  title: string;
  /** Paragraph under the heading. */
  intro: string;
  /** The steps, numbered on the page in this order. */
  steps: readonly Feature[];
}

export interface HomeBenefits {
  /** Section heading. */
  title: string;
  /** Paragraph under the heading. */
  intro: string;
  /** The benefit cards. */
  benefits: readonly Feature[];
}

export interface ClientLogosJson {
  /** Client's name; the logo's alternative text. */
  name: string;
  /** Logo image, in data/images/logos/ (SVG or PNG, transparent background). */
  logo: string;
}

export interface PodcastsJson {
  /** Browser tab and search-result title of /podcasts. */
  title: string;
  /** Search-engine description of /podcasts. */
  description: string;
  /** The video hero of /podcasts. */
  hero: PodcastHero;
  /** The introduction under the hero. */
  intro: PodcastIntro;
  /** Links to the podcast on listening platforms. */
  listenOn: PodcastListenOn;
  /** The embedded player of the latest episode. */
  latest: PodcastLatest;
  /** Heading and intro of the recent-episodes list (episodes come from podcast-episodes.json). */
  recent: PodcastRecent;
  /** Link to all episodes on the podcast platform. */
  viewAll: Action;
  /** Heading of the links to the pages of earlier episodes. */
  earlierTitle: string;
  /** Call-to-action band inviting guests. */
  guestCta: CallToAction;
  /** Cover shown for an episode without images. */
  fallbackCover: string;
}

export interface PodcastHero {
  /** Small label above the heading. */
  eyebrow: string;
  /** The page's main heading. */
  title: string;
  /** Paragraph under the heading. */
  subtitle: string;
  /** A short muted loop; keep it small (a few hundred KB at most). */
  video: string;
  /** Same loop in a second format for browsers without the first. */
  videoFallback?: string | null;
  /** Still image shown before the video plays and under reduced motion. */
  poster: string;
}

export interface PodcastIntro {
  /** Section heading. */
  title: string;
  /** Paragraphs of the introduction. */
  paragraphs: readonly string[];
}

export interface PodcastListenOn {
  /** Heading above the platform links. */
  title: string;
  /** One link per listening platform. */
  links: readonly Action[];
}

export interface PodcastLatest {
  /** Heading above the player. */
  title: string;
  /** Embed address of the player (e.g. Spotify's embed link). */
  embedUrl: string;
  /** Accessible title of the embedded player. */
  embedTitle: string;
}

export interface PodcastRecent {
  /** Heading of the recent-episodes list. */
  title: string;
  /** Paragraph under the heading. */
  intro: string;
}

export interface PodcastEpisodesJson {
  /** Identifier of the episode (Spotify's episode id); unique. */
  episodeId: string;
  /** Episode title, on its card on /podcasts. */
  name: string;
  /** Episode summary on its card. */
  description: string;
  /** Release date, e.g. 2025-03-14; newest episodes are listed first. */
  release_date: string;
  /** Length of the episode in milliseconds, shown in minutes. */
  duration_ms: number;
  /** The episode's page on Spotify, opened by its card. */
  spotify_url: string;
  /** Spotify's embed address for the episode's player. */
  spotify_embed_url: string;
  /** The first image is the cover; an empty list shows the page's fallback cover. */
  images: readonly PodcastImage[];
}

export interface PodcastImage {
  /** Cover image file, in data/images/podcasts/. */
  image: string;
  /** Width of the image in pixels. */
  width: number;
  /** Height of the image in pixels. */
  height: number;
}

export interface FeaturedContributorsJson {
  /** Browser tab and search-result title of /featured-contributors. */
  title: string;
  /** Search-engine description of /featured-contributors. */
  description: string;
  /** The opening band of the page. */
  hero: PageHero;
  /** Figures under the hero. */
  stats: readonly Stat[];
  /** Heading and intro of the contributor grid (contributors come from contributors.json). */
  grid: InsightsHeading;
  /** Heading of the list of earlier contributors. */
  earlierTitle: string;
  /** Closing call-to-action band. */
  cta: CallToAction;
}

export interface InsightsHeading {
  /** Section heading. */
  title: string;
  /** Paragraph under the heading. */
  intro: string;
}

export interface ContributorsJson {
  /** Identifier of the contributor, lower-case words joined by hyphens; unique. */
  slug: string;
  /** The contributor's personId in data/people.json (name, title, company and headshot come from there). */
  person: string;
  /** Logo of the person's company; without one, the company's name follows the title. */
  company_logo?: string | null;
  /** Quote from the interview, shown on the card. */
  quote: string;
  /** Address of the published interview, opened by the card. */
  interview_url: string;
  /** Address of the podcast episode with this contributor, if any. */
  podcast_url?: string | null;
  /** Publication date, e.g. 2025-03-14. */
  published_at: string;
  /** Position in the grid, lowest first. */
  display_order: number;
}

export interface ThoughtLeadershipJson {
  /** Browser tab and search-result title of /thought-leadership. */
  title: string;
  /** Search-engine description of /thought-leadership. */
  description: string;
  /** The opening band of the page. */
  hero: PageHero;
  /** Statement on editorial independence, under the hero. */
  independence: string;
  /** The impact figures section. */
  impact: ThoughtLeadershipImpact;
  /** The featured-insight section (its content is featured-insight.json). */
  featured: ThoughtLeadershipFeatured;
  /** Heading and intro of the report browser (reports come from reports.json). */
  latest: InsightsHeading;
  /** Heading of the links to the pages of earlier reports, under the unfiltered list. */
  earlierTitle: string;
}

export interface ThoughtLeadershipImpact {
  /** Section heading. */
  title: string;
  /** The impact figures. */
  stats: readonly Stat[];
}

export interface ThoughtLeadershipFeatured {
  /** Section heading. */
  title: string;
  /** Text of the link to the featured insight. */
  linkLabel: string;
}

export interface FeaturedInsightJson {
  /** Title of the featured insight. */
  title: string;
  /** Summary of the featured insight. */
  description: string;
  /** Address of the insight, opened by its card; read at build time for a fresher cover. */
  link: string;
  /** Cover image, in data/images/insights/. */
  image: string;
  /** Logo of the publisher, in data/images/insights/. */
  publisherLogo?: string | null;
  /** Name of the publisher, shown with the logo. */
  publisherName: string;
  /** The same article as the latest-insight card on the home and podcast pages. */
  latest: LatestInsight;
}

export interface LatestInsight {
  /** Heading of the section the card stands in. */
  title: string;
  /** Words of the link to the article. */
  linkLabel: string;
  /** Where all the insights are: /thought-leadership. */
  viewAll: Action;
}

export interface ReportLogo {
  /** The company's name: the logo's alt text, and shown instead if the image fails to load. */
  name: string;
  /** Logo image file, in data/images/reports/. */
  image: string;
}

export interface ReportsJson {
  /** Identifier of the report, lower-case words joined by hyphens; unique. */
  slug: string;
  /** Report title on its card. */
  title: string;
  /** Summary on the card (replaced by the report page's own when found at build time). */
  description: string;
  /** Cover image, in data/images/reports/. */
  cover: string;
  /** The report's own page; read at build time for a fresher cover and description. */
  pdf_url: string;
  /** Category label on the card. */
  category: string;
  /** Industry, one of the filter's industries. */
  industry: "Marketing & Sales" | "Technology Services" | "Human Resources" | "Energy & Sustainability" | "Data & Analytics" | "Telecoms" | "Fintech" | "Media & Entertainment" | "Retail & E-commerce" | "Healthcare & Life Sciences";
  /** Topic label on the card. */
  topic: string;
  /** Kind of insight, one of the filter's types. */
  insight_type: "Report" | "CXO Article" | "Event Article" | "Other";
  /** Publication date, e.g. 2025-03-14; newest first. */
  published_at: string;
  /** The company behind the report (e.g. the programme's sponsor); a card without one says 'Company'. */
  logo?: ReportLogo | null;
}

export interface CompanyProse {
  /** Section heading. */
  title: string;
  /** Paragraphs of the section. */
  paragraphs: readonly string[];
}

/** A quote from a named person; rating (out of 10) only where the page shows it. */
export interface CompanyQuote {
  /** Who said it: a personId in data/people.json. */
  person: string;
  /** The quote, without quotation marks. */
  quote: string;
  /** Rating out of 10, shown as stars where the page shows ratings. */
  rating?: number | null;
}

/** Campaign figures shown on /services and /sponsor; every figure states where it comes from. */
export interface CampaignFiguresJson {
  /** Heading of the campaign figures band. */
  title: string;
  /** Optional paragraph under the heading. */
  intro?: string | null;
  /** The figures, each with its source; as many as you like. */
  figures: readonly SourcedStat[];
}

/** A headline figure with its source line, e.g. 'Source: … market view report, 2025'. */
export interface SourcedStat {
  /** The figure itself, counted up on screen, e.g. 40. */
  value: number;
  /** Text before the number, e.g. 'Up to '. */
  prefix?: string | null;
  /** Text after the number, e.g. '%'. */
  suffix?: string | null;
  /** What the number counts. */
  label: string;
  /** Where the figure comes from, shown under it. */
  source: string;
}

export interface FaqJson {
  /** Browser tab and search-result title of /faq. */
  title: string;
  /** Search-engine description of /faq. */
  description: string;
  /** The opening band of /faq. */
  hero: PageHero;
  /** Heading above the questions. */
  questionsTitle: string;
  /** The questions and answers of the accordion, in order. */
  questions: readonly FaqItem[];
  /** The 'still have questions' band after the accordion. */
  stillHaveQuestions: CallToAction;
  /** Summary cards at the foot of the page. */
  summary: FeatureSection;
}

export interface FaqItem {
  /** The question, the accordion item's button. */
  question: string;
  /** Blank lines split paragraphs; **text** is bold; [label](/path) links to a page of the site, which must exist. */
  answer: string;
}

export interface ServicesJson {
  /** Browser tab and search-result title of /services. */
  title: string;
  /** Search-engine description of /services. */
  description: string;
  /** The opening band of /services. */
  hero: PageHero;
  /** Introduction under the hero. */
  intro: CompanyProse;
  /** Heading of the main services. */
  mainTitle: string;
  /** The main services; pages link to their slugs, so keep them. */
  main: readonly ServiceItem[];
  /** Heading of the further services. */
  moreTitle: string;
  /** Further services, as accordion items. */
  more: readonly ServiceItem[];
  /** The 'why choose us' section. */
  whyChooseUs: FeatureSection;
  /** Closing call-to-action band. */
  cta: CallToAction;
}

/** One accordion item; slug is its anchor on /services. */
export interface ServiceItem {
  /** Anchor of the item on /services, e.g. content-services; unique. */
  slug: string;
  /** Name of the service, the accordion button. */
  title: string;
  /** One-line summary under the name. */
  summary: string;
  /** Paragraphs shown when the item is opened. */
  paragraphs: readonly string[];
  /** Optional bullet points after the paragraphs. */
  points?: readonly string[] | null;
}

export interface SponsorJson {
  /** Browser tab and search-result title of /sponsor. */
  title: string;
  /** Search-engine description of /sponsor. */
  description: string;
  /** The opening band of /sponsor. */
  hero: PageHero;
  /** Heading above the partner logos. */
  partnersTitle: string;
  /** Introduction for sponsors. */
  intro: CompanyProse;
  /** Heading above the sponsor testimonials. */
  testimonialsTitle: string;
  /** Quotes from sponsors. */
  testimonials: readonly CompanyQuote[];
  /** Link to /sponsor-success-stories. */
  successStories: Action;
  /** Benefits of sponsoring. */
  benefits: FeatureSection;
  /** The sponsorship packages. */
  packages: SponsorPackages;
  /** Heading above the second logo band. */
  moreLogosTitle: string;
  /** Closing call-to-action band. */
  cta: CallToAction;
}

export interface SponsorPackages {
  /** Section heading. */
  title: string;
  /** Optional paragraph under the heading. */
  intro?: string | null;
  /** One linked card per package. */
  items: readonly LinkedFeature[];
  /** Label of each package card's link. */
  linkLabel: string;
}

export interface SponsorSuccessStoriesJson {
  /** Browser tab and search-result title of /sponsor-success-stories. */
  title: string;
  /** Search-engine description of /sponsor-success-stories. */
  description: string;
  /** Link back to /sponsor above the hero. */
  backLink: Action;
  /** The opening band of the page. */
  hero: PageHero;
  /** Figures under the hero. */
  stats: readonly Stat[];
  /** Heading above the case studies. */
  storiesTitle: string;
  /** Case studies, one card each; as many as you like. */
  stories: readonly CaseStudy[];
  /** The 'why choose us' section. */
  whyChoose: FeatureSection;
  /** Closing call-to-action band. */
  cta: CallToAction;
}

export interface CaseStudy {
  /** Who speaks for the sponsor: a personId in data/people.json; the story's company is theirs. */
  spokesperson: string;
  /** The quote, without quotation marks. */
  quote: string;
  /** Results of the sponsorship, as bullet points. */
  outcomes: readonly string[];
  /** Category label on the card, e.g. the programme sponsored. */
  category: string;
  /** Company logo, in data/images/logos/. */
  logo?: string | null;
}

/** Community testimonials shown in the carousel on the home page. */
export interface TestimonialsJson {
  /** Heading of the testimonial carousel on the home page. */
  title: string;
  /** Optional paragraph under the heading. */
  intro?: string | null;
  /** Testimonials, one slide each; as many as you like. */
  items: readonly CommunityTestimonial[];
}

export interface CommunityTestimonial {
  /** Who said it: a personId in data/people.json (name, title, company and headshot come from there). */
  person: string;
  /** The quote, without quotation marks. */
  quote: string;
  /** Logo of the person's company. */
  logo?: string | null;
}

export interface AboutJson {
  /** Browser tab and search-result title of /about. */
  title: string;
  /** Search-engine description of /about. */
  description: string;
  /** The opening band of /about, with words revealed one by one. */
  hero: AboutHero;
  /** Figures under the hero. */
  stats: readonly Stat[];
  /** The 'our story' section. */
  story: CompanyProse;
  /** Quotes from members. */
  testimonials: AboutTestimonials;
  /** Buttons after the testimonials. */
  actions: readonly Action[];
  /** The 'our approach' cards. */
  approach: FeatureSection;
  /** The 'our focus' section. */
  focus: AboutFocus;
  /** The hosts of the network. */
  hosts: AboutHosts;
  /** The ecosystem cards. */
  ecosystem: FeatureSection;
  /** The 'our vision' section. */
  vision: CompanyProse;
  /** Closing call-to-action band. */
  cta: CallToAction;
}

export interface AboutHero {
  /** Optional small label above the heading. */
  eyebrow?: string | null;
  /** Words of the heading, revealed one after another. */
  words: readonly string[];
  /** Paragraph under the heading. */
  subtitle: string;
}

export interface AboutTestimonials {
  /** Section heading. */
  title: string;
  /** Optional paragraph under the heading. */
  intro?: string | null;
  /** The quotes, with ratings. */
  items: readonly CompanyQuote[];
}

export interface AboutFocus {
  /** Section heading. */
  title: string;
  /** Paragraphs of the section. */
  paragraphs: readonly string[];
  /** Button after the paragraphs. */
  action: Action;
}

export interface AboutHosts {
  /** Section heading. */
  title: string;
  /** Optional paragraph under the heading. */
  intro?: string | null;
  /** The hosts, one card each; as many as you like. */
  people: readonly Host[];
}

export interface Host {
  /** The host's personId in data/people.json (name, title, photo and profile come from there). */
  person: string;
  /** Short biography on their card. */
  bio: string;
}

export interface ContactJson {
  /** Browser tab and search-result title of /contact. */
  title: string;
  /** Search-engine description of /contact. */
  description: string;
  /** The opening band of /contact. */
  hero: PageHero;
  /** Heading of the contact details (which come from site.json). */
  details: SectionIntro;
  /** Figures next to the contact details. */
  stats: readonly Stat[];
  /** What happens after a visitor writes. */
  nextSteps: FeatureSection;
  /** Heading and intro above the contact form. */
  form: SectionIntro;
  /** The privacy note under the form. */
  privacy: ContactPrivacy;
}

export interface ContactPrivacy {
  /** The note's text. */
  text: string;
  /** Links of the note, e.g. to the privacy notice. */
  actions: readonly Action[];
}

export interface ThankYouJson {
  /** Browser tab title of /thank-you. */
  title: string;
  /** Description of /thank-you (the page is not indexed). */
  description: string;
  /** Main heading. */
  heading: string;
  /** Line under the heading. */
  subheading: string;
  /** Paragraph of the page. */
  text: string;
  /** Button back into the site. */
  action: Action;
}

export interface PrivacyNoticeJson {
  /** Browser tab and search-result title of the privacy notice. */
  title: string;
  /** Search-engine description of the privacy notice. */
  description: string;
  /** Main heading. */
  heading: string;
  /** Date of the last change, as written on the page, e.g. 1 March 2025. */
  lastUpdated: string;
  /** Opening paragraph. */
  intro: string;
  /** The sections of the notice; the required ones must stay. */
  sections: readonly PrivacySection[];
  /** How long the database keeps what the forms store; the retention section states each as {name}, and a job in the database deletes on these terms. */
  retentionPeriods: PrivacyRetentionPeriods;
}

/** Each period in words PostgreSQL reads as an interval, e.g. 6 months, 7 days, 1 hour. */
export interface PrivacyRetentionPeriods {
  /** Event registrations, after the event ends; the event keeps their number. */
  registrations: string;
  /** Challenge text of a registration, after the event ends. */
  challenges: string;
  /** Contact requests, after they arrive. */
  contactRequests: string;
  /** Records of the mails the site sends, after sending (at least 1 day). */
  mailRecords: string;
  /** Keyed records behind the forms' limits (at least 1 hour). */
  limitRecords: string;
}

export interface PrivacySection {
  /** Anchor of the section, e.g. your-rights; unique. */
  slug: string;
  /** Section heading. */
  title: string;
  /** Paragraphs of the section. */
  paragraphs: readonly string[];
  /** Optional bullet points after the paragraphs. */
  items?: readonly string[] | null;
}

export interface ProgrammesJson {
  /** Address of the programme page (/slug), lower-case words joined by hyphens; unique. */
  slug: string;
  /** Position in the /interview-programmes grid, lowest first. */
  order: number;
  /** Icon of the programme's card; a name from src/lib/icon-paths.ts. */
  icon: IconValue;
  /** open or closed: the badge 'Interviews Open' (green) or 'Interviews Closed' (red). */
  status: "open" | "closed";
  /** Questionnaire Preview or Interview Guide. */
  headingVariant: "Questionnaire Preview" | "Interview Guide";
  /** Full title, the page heading. */
  title: string;
  /** Short title for cards and menus. */
  shortTitle: string;
  /** Meta description of the programme page. */
  description: string;
  /** Programme logo, in data/images/programmes/. */
  logo: string;
  /** Optional wide image at the top of the page, in data/images/programmes/. */
  heroImage?: string | null;
  /** Alternative text of the hero image; required with one. */
  heroImageAlt?: string | null;
  /** Links of the two booking buttons. */
  booking: ProgrammeBooking;
  /** The eight flywheel values: four participant and four sponsor, each at its own angle. */
  flywheel: readonly FlywheelItem[];
  /** The 'Interview Program Overview' section. */
  overview: ProgrammeOverview;
  /** The interview questions, numbered on the page. */
  questions: readonly string[];
  /** The interview process steps, in order. */
  process: readonly ProcessStep[];
  /** The 'What We Need From You' cards. */
  requirements: readonly Feature[];
  /** Optional paragraph on further opportunities. */
  additionalOpportunities?: string | null;
  /** The 'Follow Us' link. */
  followUs: Action;
  /** The 'About Our Sponsor' section. */
  sponsor: ProgrammeSponsor;
  /** Published contributors, one card each; the section hides when empty. */
  participants: readonly ProgrammeParticipant[];
}

/** External scheduling links; the interview link may instead be an interview-brief page. */
export interface ProgrammeBooking {
  /** Scheduling link of 'Book 15 min briefing call' (https://, opens in a new tab). */
  briefingCall: string;
  /** Scheduling link of 'Book 30 min interview' (https://, opens in a new tab). */
  interview: string;
}

/** A value of the programme, drawn at angle degrees clockwise from the top of the flywheel. */
export interface FlywheelItem {
  /** Icon of the value; a name from src/lib/icon-paths.ts. */
  icon: IconValue;
  /** Short label of the value. */
  label: string;
  /** Degrees clockwise from the top where the value sits, 0 to under 360. */
  angle: number;
  /** Who the value is for: participant or sponsor. */
  type: "participant" | "sponsor";
}

export interface ProgrammeOverview {
  /** Paragraphs of the overview. */
  paragraphs: readonly string[];
  /** Optional titled bullet lists after the paragraphs. */
  lists?: readonly BulletList[] | null;
}

export interface BulletList {
  /** Heading of the list. */
  title: string;
  /** The bullet points. */
  items: readonly string[];
}

export interface ProcessStep {
  /** Icon of the step; a name from src/lib/icon-paths.ts. */
  icon: IconValue;
  /** Step heading. */
  title: string;
  /** How long the step takes, e.g. '15 min'. */
  duration: string;
  /** What happens in the step. */
  description: string;
  /** Optional button of the step, e.g. a booking link. */
  action?: Action | null;
}

export interface ProgrammeSponsor {
  /** Sponsor's name; the logo's alternative text. */
  name: string;
  /** Sponsor's logo, in data/images/programmes/. */
  logo: string;
  /** Paragraphs about the sponsor. */
  blurb: readonly string[];
}

/** A published contributor; href is their one-pager. */
export interface ProgrammeParticipant {
  /** The participant's personId in data/people.json. */
  person: string;
  /** Their published one-pager. */
  href: string;
}

export interface InterviewProgrammesJson {
  /** Browser tab and search-result title of /interview-programmes. */
  title: string;
  /** Search-engine description of /interview-programmes. */
  description: string;
  /** The opening band of the page. */
  hero: InterviewProgrammesHero;
  /** Heading of the programme grid (programmes come from data/programmes/). */
  gridTitle: string;
  /** Paragraph under the grid heading. */
  gridIntro: string;
  /** Label of each programme card's link to its page. */
  gridLinkLabel: string;
  /** Headings every programme page shares. */
  programmePage: ProgrammePageCopy;
}

/** Section headings of a programme page; the sections' content comes from data/programmes/*.json. */
export interface ProgrammePageCopy {
  /** Heading of the value flywheel. */
  valueTitle: string;
  /** Line under the value flywheel's heading. */
  valueIntro: string;
  /** Heading of the programme overview. */
  overviewTitle: string;
  /** Heading of the ten interview questions. */
  questionsTitle: string;
  /** Heading of the interview process steps. */
  processTitle: string;
  /** Heading of what a participant is asked to give. */
  requirementsTitle: string;
  /** Heading of the programme's additional opportunities note. */
  additionalOpportunitiesTitle: string;
  /** Heading of the sponsor's blurb. */
  sponsorTitle: string;
}

export interface InterviewProgrammesHero {
  /** Small label above the heading. */
  eyebrow: string;
  /** The page's main heading. */
  title: string;
  /** Paragraphs under the heading. */
  text: readonly string[];
  /** Buttons under the text, first one filled. */
  actions: readonly Action[];
}

export interface CommunitiesJson {
  /** Address of the community page (/communities/slug), lower-case words joined by hyphens; unique. */
  slug: string;
  /** Name of the community, its page heading and card title. */
  name: string;
  /** Position on /communities and /events. */
  order: number;
  /** Icon of the community; a name from src/lib/icon-paths.ts. */
  icon: IconValue;
  /** Small label above the community page heading. */
  eyebrow: string;
  /** Description on the card and under the page heading. */
  description: string;
  /** Who the community is for, on its card and page. */
  targetAudience: string;
  /** One of the card accents in src/lib/community-colours.ts. */
  colour: "blue" | "teal" | "violet" | "amber";
  /** Everyone in the community, most of whom are not listed; /communities and the database show this figure. */
  memberCount: number;
  /** Set when the community lives on its own site; its card opens this address in a new tab. */
  externalUrl?: string | null;
  /** The community's sponsor, shown on its page. */
  sponsor: CommunitySponsor;
  /** The challenges the community works on. */
  challenges: FeatureSection;
  /** How the community helps its members. */
  howWeHelp: FeatureSection;
  /** The personId of each member in data/people.json. */
  members: readonly string[];
  /** Closing call-to-action band of the community page. */
  cta: CallToAction;
}

export interface CommunitySponsor {
  /** Sponsor's name; the logo's alternative text. */
  name: string;
  /** Sponsor's logo, in data/images/logos/. */
  logo: string;
}

export interface CommunityEventsJson {
  /** Address of the event page (/communities/community/events/id); unique within the community. */
  eventId: string;
  /** Slug of the community: the name of the event's file in data/community-events/ (not in the file). */
  community: string;
  /** Event title, on its card and page. */
  title: string;
  /** Summary of the event. */
  description: string;
  /** Whether the event is held online (virtual) or in a room (in-person). */
  type: "virtual" | "in-person";
  /** Date as shown, e.g. 'Tuesday, June 10, 2025': startsAt read in London (not in the file). */
  date: string;
  /** Start time as shown, e.g. '3:00 pm': startsAt read in London (not in the file). */
  time: string;
  /** GMT or BST, as in London at startsAt (not in the file). */
  timezone: string;
  /** ISO date-time with offset; the page shows it in London time, calendars and search engines use it as is. */
  startsAt: string;
  /** Length of the event in minutes. */
  durationMinutes: number;
  /** Where an in-person event takes place. */
  location?: string | null;
  /** Registrations taken outside this site; the database adds the site's own. */
  registered?: number | null;
  /** Seats in all; the database refuses registrations beyond it. */
  capacity?: number | null;
  /** true: any number may register (no capacity); without a capacity or this, the database takes no registration. */
  unlimitedSeats?: boolean | null;
  /** What the event sets out to do; upcoming events. */
  objectives?: readonly string[] | null;
  /** Agenda items in order. */
  agenda?: readonly EventAgendaItem[] | null;
  /** The personId of each speaker in data/people.json. */
  speakers?: readonly string[] | null;
  /** Sponsor of this event, if any. */
  sponsor?: CommunitySponsor | null;
  /** Outcomes of the event; past events. */
  results?: readonly string[] | null;
  /** Key insights from the event; past events. */
  keyInsights?: readonly string[] | null;
}

export interface EventAgendaItem {
  /** What happens. */
  title: string;
  /** How long it takes, e.g. '20 min'. */
  duration: string;
}

export interface CommunitiesPageJson {
  /** Browser tab and search-result title of /communities. */
  title: string;
  /** Search-engine description of /communities. */
  description: string;
  /** The opening band of /communities. */
  hero: PageHero;
  /** Label and icon of the first figure under the hero: the number of communities in data/communities/. */
  communityCount: StatLabel;
  /** Label and icon of the second figure: the communities' contributors, the sum of their memberCount. */
  contributorCount: StatLabel;
  /** The other figures under the hero. */
  stats: readonly Stat[];
  /** Benefits of joining a community. */
  benefits: FeatureSection;
  /** Heading and intro of the community cards (which come from data/communities/). */
  grid: SectionIntro;
  /** Closing call-to-action band. */
  cta: CallToAction;
  /** Copy of every community page (/communities/slug); its figures, lists and texts come from data/communities/. */
  communityPage: CommunityPageCopy;
  /** Headings every community event page (/communities/slug/events/id) shares; its content comes from data/community-events/. */
  eventPage: CommunityEventPageCopy;
}

export interface CommunityEventPageCopy {
  /** Heading of the event's objectives, while it is to come. */
  objectivesTitle: string;
  /** Heading of the event's agenda. */
  agendaTitle: string;
  /** Heading of the registration form, also the hero's link to it. */
  registerTitle: string;
  /** Heading of what the event achieved, once past. */
  outcomesTitle: string;
  /** Heading of the event's key insights, once past. */
  keyInsightsTitle: string;
  /** Heading of the speakers. */
  speakersTitle: string;
  /** Words before the sponsor's logo. */
  sponsorLabel: string;
}

export interface CommunityPageCopy {
  /** Link back above the community's name. */
  back: Action;
  /** Buttons under the community's description, first one filled. */
  actions: readonly Action[];
  /** Label and icon of the member count (the figure is the community's memberCount). */
  members: StatLabel;
  /** Label and icon of the count of the community's events still to come. */
  upcomingEvents: StatLabel;
  /** A figure given in words, e.g. reach 'Global'. */
  reach: WordStat;
  /** Heading of the section on who the community is for. */
  audienceTitle: string;
  /** Label beside the community sponsor's logo. */
  sponsorLabel: string;
  /** Heading and intro of the community's upcoming events. */
  upcomingEventsSection: SectionIntro;
  /** Heading and intro of the community's past events, shown when it has any. */
  pastEventsSection: SectionIntro;
  /** Link under the community's next and latest events to the page listing all of them. */
  allEventsLabel: string;
  /** Heading of the page listing all of a community's events (/communities/slug/events), above the community's name. */
  allEventsTitle: string;
  /** Heading and intro of the featured members. */
  membersSection: SectionIntro;
  /** Heading and intro of the contact form. */
  contactSection: SectionIntro;
}

export interface StatLabel {
  /** What the figure counts, shown under it. */
  label: string;
  /** Icon above the figure; a name from src/lib/icon-paths.ts. */
  icon?: IconValue | null;
}

export interface WordStat {
  /** The figure in words, e.g. 'Global'. */
  text: string;
  /** What it describes, shown under it. */
  label: string;
  /** Icon above it; a name from src/lib/icon-paths.ts. */
  icon?: IconValue | null;
}

export interface EventsJson {
  /** Browser tab and search-result title of the event experiences page. */
  title: string;
  /** Search-engine description of the event experiences page. */
  description: string;
  /** The opening band of the page. */
  hero: PageHero;
  /** How an event comes together, step by step. */
  process: FeatureSection;
  /** The event formats. */
  formats: PointCardSection;
  /** What participants and sponsors get. */
  value: PointCardSection;
  /** How to take part. */
  access: FeatureSection;
  /** What follows an event. */
  postEvent: FeatureSection;
  /** Benefit cards. */
  benefits: FeatureSection;
  /** Heading of the cards linking each event landing page (/events/slug), newest first. */
  flagshipEvents: EventExperiencesCardSection;
  /** Heading of the community cards. */
  communities: EventExperiencesCardSection;
  /** Closing call-to-action band. */
  cta: CallToAction;
  /** Headings every event landing page (/events/slug) shares; its content comes from data/event-landings/. */
  landingPage: EventLandingPageCopy;
}

export interface EventLandingPageCopy {
  /** Eyebrow of a virtual event's hero. */
  onlineEyebrow: string;
  /** Eyebrow of an in-person event's hero. */
  inPersonEyebrow: string;
  /** Heading of the registration form, also the hero's link to it. */
  registerTitle: string;
  /** Link to the events to come, shown once the event is past. */
  upcoming: Action;
  /** Heading of the event's description. */
  aboutTitle: string;
  /** Heading of the key takeaways. */
  takeawaysTitle: string;
  /** Heading of the participants. */
  participantsTitle: string;
  /** Heading of the reasons to attend. */
  whyAttendTitle: string;
  /** Heading of the audience. */
  audienceTitle: string;
  /** Heading of the steps. */
  howItWorksTitle: string;
  /** Heading of the moderator. */
  moderatorTitle: string;
  /** Heading of the contact details. */
  contactTitle: string;
}

/** A card with a short list of facts, e.g. a format's duration and group size. */
export interface PointCard {
  /** Icon of the card; a name from src/lib/icon-paths.ts. */
  icon: IconValue;
  /** Card heading. */
  title: string;
  /** Card text. */
  description: string;
  /** Short facts listed on the card. */
  points: readonly string[];
}

export interface PointCardSection {
  /** Section heading. */
  title: string;
  /** Optional paragraph under the heading. */
  intro?: string | null;
  /** The cards of the section. */
  items: readonly PointCard[];
}

/** The cards themselves come from data/communities/. */
export interface EventExperiencesCardSection {
  /** Section heading. */
  title: string;
  /** Optional paragraph under the heading. */
  intro?: string | null;
  /** Text of the link on each card. */
  linkLabel: string;
}

export interface EventLandingsJson {
  /** Address of the landing page (/events/slug), lower-case words joined by hyphens; unique. */
  slug: string;
  /** Sent with each registration. */
  eventId: string;
  /** Identifier of the registration form on the page, unique on the page. */
  formId: string;
  /** Event title, the page heading. */
  title: string;
  /** Line under the heading. */
  subtitle: string;
  /** Search-engine description of the page. */
  seoDescription: string;
  /** Date as shown, e.g. 'Tuesday, June 10, 2025': startsAt read in London (not in the file). */
  date: string;
  /** Start time as shown, e.g. '3:00 pm': startsAt read in London (not in the file). */
  time: string;
  /** GMT or BST, as in London at startsAt (not in the file). */
  timezone: string;
  /** Start as a date-time with offset; the page shows it in London time, calendars and search engines use it as is. */
  startsAt: string;
  /** Length of the event in minutes. */
  durationMinutes: number;
  /** Must be true: a landing page states no capacity, and the database takes no registration for an event without one unless its seats are unlimited. */
  unlimitedSeats: boolean;
  /** Virtual shows a globe; anything else (e.g. London) a pin. */
  delivery: string;
  /** Optional image of the hero, in data/images/events/. */
  heroImage?: string | null;
  /** Sponsor's name; required with a sponsor logo or link. */
  sponsorName?: string | null;
  /** Sponsor's logo, in data/images/events/. */
  sponsorLogo?: string | null;
  /** Sponsor's website. */
  sponsorLink?: string | null;
  /** The moderator's personId in data/people.json (name, title and photo come from there). */
  moderator: string;
  /** A neutral picture shown if the moderator's photo fails to load (scripts/make-placeholder-images.ts portrait). */
  moderatorDefaultPhoto: string;
  /** Blank lines split paragraphs; **text** is bold. */
  aboutMarkdown: string;
  /** Key takeaway cards. */
  keyTakeaways: readonly Feature[];
  /** The personId of each participant in data/people.json; the section is hidden when empty. */
  participants?: readonly string[] | null;
  /** Reasons to attend, as bullet points. */
  whyAttend: readonly string[];
  /** Blank lines split paragraphs; **text** is bold. */
  audienceMarkdown: string;
  /** Steps of taking part, in order. */
  howItWorks: readonly LandingStep[];
  /** E-mail address for questions about the event. */
  contactEmail: string;
  /** Phone number for questions about the event. */
  contactPhone: string;
}

export interface LandingStep {
  /** Step heading. */
  title: string;
  /** What happens in the step. */
  description: string;
}

export interface NotificationsJson {
  /** Last line of every mail. */
  signOff: string;
  /** Mail to the team for each contact request. */
  teamContact: TeamMailTexts;
  /** Mail to the team for each registration. */
  teamRegistration: TeamMailTexts;
  /** Mail to the team when a registrant cancels with the link in their confirmation ({eventTitle}). */
  teamCancellation: TeamMailTexts;
  /** Reply to the visitor who sent the contact form. */
  contactAcknowledgement: ContactAcknowledgementTexts;
  /** Mail to the registrant. */
  registrationConfirmation: RegistrationConfirmationTexts;
  /** Alert to the team when mail to visitors reaches its hourly limit and waits ({limit}: mails per hour). */
  visitorMailHeld: AlertTexts;
  /** Mail to the team gathering the submissions beyond its hourly allowance of team mail ({count}: how many, {limit}: team mails an hour); each submission follows, labelled by kind. */
  teamDigest: TeamDigestTexts;
  /** Mail to a registered inbox when its address is registered for the same event again (the form says only 'Registration Successful!', so nobody learns who is registered); the event's details as in the confirmation. */
  registrationDuplicate: RegistrationDuplicateTexts;
  /** Mail to each registrant when the event's start or end changes; its .ics updates the event in their calendar (same UID, higher SEQUENCE). The event's new details follow the paragraphs. */
  registrationUpdate: RegistrationDuplicateTexts;
  /** Mail to each registrant when the event is removed from the site; its .ics (METHOD:CANCEL) removes the event from their calendar. */
  eventCancellation: RegistrationDuplicateTexts;
  /** Reminder to each registrant a set time before the event, with the event's details and .ics. */
  registrationReminder: RegistrationReminderTexts;
  /** Mail to a visitor who joined a full event's waiting list, with a link that takes them off it. */
  waitingListJoined: WaitingListJoinedTexts;
  /** Mail to the first on the waiting list when a seat frees ({claimBy}: the date and time the offer ends, London time). */
  waitingListOffer: WaitingListOfferTexts;
  /** The submitted columns team mail shows, in this order, with their labels; a column not listed is left out. */
  fieldLabels: readonly NotificationFieldLabel[];
}

export interface TeamMailTexts {
  /** Subject line. */
  subject: string;
  /** First paragraph, above the submitted fields. */
  intro: string;
}

export interface ContactAcknowledgementTexts {
  /** Subject line. */
  subject: string;
  /** Opening line. */
  greeting: string;
  /** The body, one paragraph each. */
  paragraphs: readonly string[];
}

export interface RegistrationConfirmationTexts {
  /** Subject line. */
  subject: string;
  /** Opening line. */
  greeting: string;
  /** First paragraph. */
  intro: string;
  /** Label of the date and time (London time). */
  whenLabel: string;
  /** Label of the location or joining note. */
  whereLabel: string;
  /** Shown in place of a location for an online event. */
  joiningNote: string;
  /** Says what the attached .ics file is. */
  calendarNote: string;
  /** Label of the link to the event's page. */
  pageLabel: string;
  /** Label of the link that cancels this registration in one step (it frees the seat). */
  cancelLabel: string;
}

export interface RegistrationDuplicateTexts {
  /** Subject line. */
  subject: string;
  /** Opening line. */
  greeting: string;
  /** The body above the event's details, one paragraph each. */
  paragraphs: readonly string[];
}

export interface RegistrationReminderTexts {
  /** How many hours before the event's start the reminder is sent. */
  hoursBefore: number;
  /** Subject line. */
  subject: string;
  /** Opening line. */
  greeting: string;
  /** The body above the event's details, one paragraph each. */
  paragraphs: readonly string[];
}

export interface WaitingListJoinedTexts {
  /** Subject line. */
  subject: string;
  /** Opening line. */
  greeting: string;
  /** The body, one paragraph each. */
  paragraphs: readonly string[];
  /** Label of the link that takes the visitor off the list. */
  leaveLabel: string;
}

export interface WaitingListOfferTexts {
  /** How many hours the offered seat is held for the visitor to claim. */
  claimHours: number;
  /** Subject line. */
  subject: string;
  /** Opening line. */
  greeting: string;
  /** The body above the event's details, one paragraph each. */
  paragraphs: readonly string[];
  /** Label of the link that claims the seat. */
  claimLabel: string;
}

export interface TeamDigestTexts {
  /** Subject line. */
  subject: string;
  /** The body above the list of submissions, one paragraph each. */
  paragraphs: readonly string[];
  /** How the list labels a contact request. */
  contactLabel: string;
  /** How the list labels a registration. */
  registrationLabel: string;
}

export interface AlertTexts {
  /** Subject line. */
  subject: string;
  /** The body, one paragraph each. */
  paragraphs: readonly string[];
}

export interface NotificationFieldLabel {
  /** A column of the contact table (src/forms/contact-table.json) or event_registrations. */
  field: string;
  /** How team mail names it. */
  label: string;
}

/** The columns the database sync writes each stored field to (`@stored`, src/node/stored-fields.ts). */
export const STORED_FIELDS = {
  "public.communities": {
    "CommunitiesJson": [
      {
        "field": "slug",
        "column": "slug",
        "scalar": "String"
      },
      {
        "field": "name",
        "column": "name",
        "scalar": "String"
      },
      {
        "field": "description",
        "column": "description",
        "scalar": "String"
      },
      {
        "field": "targetAudience",
        "column": "target_audience",
        "scalar": "String"
      },
      {
        "field": "memberCount",
        "column": "member_count",
        "scalar": "Int"
      }
    ]
  },
  "public.events": {
    "CommunityEventsJson": [
      {
        "field": "eventId",
        "column": "slug",
        "scalar": "String"
      },
      {
        "field": "title",
        "column": "title",
        "scalar": "String"
      },
      {
        "field": "startsAt",
        "column": "starts_at",
        "scalar": "Date"
      },
      {
        "field": "registered",
        "column": "registered_elsewhere",
        "scalar": "Int",
        "ifMissing": 0
      },
      {
        "field": "capacity",
        "column": "capacity",
        "scalar": "Int"
      },
      {
        "field": "unlimitedSeats",
        "column": "unlimited_seats",
        "scalar": "Boolean",
        "ifMissing": false
      }
    ],
    "EventLandingsJson": [
      {
        "field": "eventId",
        "column": "slug",
        "scalar": "String"
      },
      {
        "field": "title",
        "column": "title",
        "scalar": "String"
      },
      {
        "field": "startsAt",
        "column": "starts_at",
        "scalar": "Date"
      },
      {
        "field": "unlimitedSeats",
        "column": "unlimited_seats",
        "scalar": "Boolean"
      }
    ]
  }
} as const;
