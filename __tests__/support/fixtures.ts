/**
 * Typed builders of valid entries, made from the committed content so a test never copies copy or numbers:
 * page-query results for the views' mappers, and rows the forms may submit.
 */
import { randomUUID } from "crypto";
import {
  communityEventsIn,
  dataCommunities,
  dataCommunityEvents,
  dataFiles,
  readData as readJson,
  withLondonTexts,
} from "./data";
import { fakeImage } from "./fake-image";
import { personById } from "./people";
import { initialContactValues, type ContactValues } from "../../src/forms/contact-schema";
import { byNewest, type ReportIndexEntry } from "../../src/lib/report-index";
import { reportIndexText } from "../../src/node/report-index-file";

/** A person of data/people.json as the PersonFields fragment selects them, without a processed photo. */
export const personNode = (personId: string) => {
  const { name, title, company, profileUrl } = personById(personId);
  return { personId, name, title, company, profileUrl: profileUrl ?? null, photo: null };
};

type CommunityEventNode = NonNullable<Queries.CommunityEventPageQuery["communityEventsJson"]>;
type EventLandingNode = NonNullable<Queries.EventLandingPageQuery["eventLandingsJson"]>;

/** A community event as data/community-events/{community}.json holds it (images are file paths there). */
export type CommunityEventEntry = Omit<CommunityEventNode, "speakers" | "sponsor"> & {
  /** personIds of data/people.json. */
  speakers?: string[];
  sponsor?: { name: string; logo: string };
};

export const communityEventEntries = (community = "revenue"): CommunityEventEntry[] =>
  communityEventsIn<CommunityEventEntry>(readJson(`community-events/${community}.json`), `${community}.json`);

export const communityEntry = (slug = "revenue"): CommunityEntry =>
  readJson<CommunityEntry>(`communities/${slug}.json`);

type CommunityNode = NonNullable<Queries.CommunityPageQuery["communitiesJson"]>;
type CommunityPageCopy = NonNullable<Queries.CommunityPageQuery["communitiesPageJson"]>["communityPage"];

/** A community as data/communities/{slug}.json holds it (images are file paths there). */
export type CommunityEntry = Omit<CommunityNode, "sponsor" | "members"> & {
  slug: string;
  sponsor: { name: string; logo: string };
  /** personIds of data/people.json. */
  members: string[];
};

/** The build's clock of every fixture query: fixed, never the machine's. */
export const BUILD_TIME = "2026-11-23T12:00:00.000Z";

const site = readJson<{ brandName: string; contactEmail: string; contactPhone: string }>("site.json");

const SITE = {
  site: { buildTime: BUILD_TIME, siteMetadata: { siteUrl: "https://example.org" } },
  siteJson: { brandName: site.brandName },
};

/** What the components' static queries (Seo, FormSlot) read, for a mocked `useStaticQuery`. */
export const staticQueryData = () => ({
  site: { siteMetadata: { siteUrl: "https://example.org" } },
  siteJson: { brandName: site.brandName, contactEmail: site.contactEmail, contactPhone: site.contactPhone },
});

/** The community event page's query result for an entry, without processed images. */
export const communityEventQuery = (entry: CommunityEventEntry): Queries.CommunityEventPageQuery => {
  const { slug, name } = communityEntry(entry.community);
  return {
    ...SITE,
    communitiesPageJson: {
      eventPage: readJson<{
        eventPage: NonNullable<Queries.CommunityEventPageQuery["communitiesPageJson"]>["eventPage"];
      }>("communities-page.json").eventPage,
    },
    communitiesJson: { slug, name },
    communityEventsJson: {
      ...entry,
      location: entry.location ?? null,
      registered: entry.registered ?? null,
      capacity: entry.capacity ?? null,
      objectives: entry.objectives ?? null,
      agenda: entry.agenda ?? null,
      results: entry.results ?? null,
      keyInsights: entry.keyInsights ?? null,
      speakers: entry.speakers?.map(personNode) ?? null,
      sponsor: entry.sponsor ? { name: entry.sponsor.name, logo: { childImageSharp: null } } : null,
    },
  };
};

/** An event landing as data/event-landings/{slug}.json holds it. */
export type EventLandingEntry = Omit<
  EventLandingNode,
  "heroImage" | "sponsorLogo" | "moderator" | "moderatorDefaultPhoto" | "participants"
> & { slug: string; moderator: string; participants?: string[] };

export const eventLandingEntry = (slug = "future-of-hr"): EventLandingEntry =>
  withLondonTexts(readJson<EventLandingEntry>(`event-landings/${slug}.json`));

/** When the past landing's event started: long before BUILD_TIME. */
export const PAST_LANDING_STARTS_AT = "2025-06-10T15:00:00+01:00";

/**
 * A landing whose event ended long before BUILD_TIME (data/ holds only events to come): data/'s future-of-hr landing,
 * moved into the past under its own slug, with seats counted (no `unlimitedSeats`).
 */
export const pastEventLandingEntry = (): EventLandingEntry => {
  const { unlimitedSeats: _unlimited, ...landing } = readJson<EventLandingEntry & { unlimitedSeats?: boolean }>(
    "event-landings/future-of-hr.json",
  );
  return withLondonTexts({
    ...landing,
    slug: "past-roundtable",
    eventId: "past-roundtable",
    formId: "past-roundtable-reg",
    startsAt: PAST_LANDING_STARTS_AT,
  });
};

/** The event landing page's query result for an entry, without processed images. */
export const eventLandingQuery = (entry: EventLandingEntry): Queries.EventLandingPageQuery => ({
  ...SITE,
  eventsJson: {
    landingPage: readJson<{
      landingPage: NonNullable<Queries.EventLandingPageQuery["eventsJson"]>["landingPage"];
    }>("events.json").landingPage,
  },
  eventLandingsJson: {
    ...entry,
    sponsorName: entry.sponsorName ?? null,
    sponsorLink: entry.sponsorLink ?? null,
    heroImage: null,
    sponsorLogo: null,
    moderator: personNode(entry.moderator),
    moderatorDefaultPhoto: { childImageSharp: null },
    participants: entry.participants?.map(personNode) ?? null,
  },
});

/** The community page's query result for a community of data/, with its events, without processed images. */
export const communityQuery = (
  entry: CommunityEntry = communityEntry(),
  events: readonly CommunityEventEntry[] = communityEventEntries(entry.slug),
): Queries.CommunityPageQuery => ({
  site: { buildTime: BUILD_TIME },
  communitiesPageJson: {
    communityPage: readJson<{ communityPage: CommunityPageCopy }>("communities-page.json").communityPage,
  },
  communitiesJson: {
    ...entry,
    sponsor: { name: entry.sponsor.name, logo: { childImageSharp: null } },
    members: entry.members.map(personNode),
  },
  allCommunityEventsJson: {
    nodes: events.map((event) => ({
      ...event,
      registered: event.registered ?? null,
      capacity: event.capacity ?? null,
    })),
  },
});

/**
 * Names made only of characters nobody sees (issue 28 stored all six): zero-width space, word joiner, Hangul
 * filler, Braille blank, soft hyphen, Mongolian vowel separator. Browser and database refuse each.
 */
export const INVISIBLE_NAMES = ["\u200b", "\u2060\u2060", "\u3164", "\u2800", "\u00ad", "\u180e"];

/** A text's code points, U+XXXX each: how a test names characters that do not show. */
export const codePoints = (text: string) =>
  Array.from(text, (char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`).join(" ");

/** The fields of `T` whose value is a boolean. */
type BooleanField<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T];

/**
 * The contact form's consent field, and its column, by the code's name for it: the form has one checkbox, so it is
 * the one field whose initial value is a boolean (src/forms/contact-schema.ts).
 */
export const CONTACT_CONSENT = (Object.keys(initialContactValues) as (keyof ContactValues)[]).find(
  (field): field is BooleanField<ContactValues> => typeof initialContactValues[field] === "boolean",
)!;

/**
 * A valid contact request, marked by a unique message, from an address of its own (the database limits contact
 * requests per address and hour).
 */
export const contactRow = (overrides: Record<string, unknown> = {}) => ({
  full_name: "Grace Hopper",
  email_address: `grace.${randomUUID()}@example.com`,
  phone_number: null,
  company: "Navy",
  website: null,
  reason_for_contact: "general",
  message: `Hello ${randomUUID()}`,
  [CONTACT_CONSENT]: true,
  ...overrides,
});

/**
 * A valid event registration, marked by a unique challenge, from an address of its own; for the landing page of
 * the backend's fixture data unless `overrides` names another event.
 */
export const registrationRow = (overrides: Record<string, unknown> = {}) => ({
  first_name: "Alan",
  last_name: "Turing",
  email: `alan.${randomUUID()}@example.com`,
  mobile: null,
  job_title: "Mathematician",
  company: null,
  challenge: `Challenge ${randomUUID()}`,
  event_id: "fixture-landing",
  event_title: "The future of HR",
  privacy_agreed: true,
  ...overrides,
});

type ProgrammeNode = NonNullable<Queries.ProgrammePageQuery["programmesJson"]>;

/** A programme as data/programmes/{slug}.json holds it (images are file paths there). */
export type ProgrammeEntry = Omit<ProgrammeNode, "logo" | "heroImage" | "sponsor" | "participants"> & {
  sponsor: Omit<ProgrammeNode["sponsor"], "logo">;
  /** Each participant's personId of data/people.json and one-pager. */
  participants: { person: string; href: string }[];
};

/** The programme page's query result for a programme of data/programmes/, without processed images. */
export const programmeQuery = (slug: string): Queries.ProgrammePageQuery => {
  const programme = readJson<ProgrammeEntry>(`programmes/${slug}.json`);
  return {
    interviewProgrammesJson: {
      programmePage: readJson<{
        programmePage: NonNullable<Queries.ProgrammePageQuery["interviewProgrammesJson"]>["programmePage"];
      }>("interview-programmes.json").programmePage,
    },
    programmesJson: {
      ...programme,
      logo: { childImageSharp: null },
      heroImage: null,
      heroImageAlt: programme.heroImageAlt ?? null,
      additionalOpportunities: programme.additionalOpportunities ?? null,
      sponsor: { ...programme.sponsor, logo: { childImageSharp: null } },
      participants: programme.participants.map(({ person, href }) => ({ href, person: personNode(person) })),
    },
  };
};

/** The 'Event experiences' page's query result, from data/events.json, the landings and communities. */
export const eventsQuery = (): Queries.EventsPageQuery => ({
  eventsJson: readJson<NonNullable<Queries.EventsPageQuery["eventsJson"]>>("events.json"),
  allEventLandingsJson: {
    nodes: dataFiles("event-landings").map((file) => withLondonTexts(readJson<EventLandingEntry>(file))),
  },
  allCommunitiesJson: {
    nodes: dataCommunities<CommunityEntry & { icon: string; order: number }>(),
  },
});

type PageJson<Q, K extends keyof Q> = NonNullable<Q[K]>;
type ServicesData = Queries.ServicesPageQuery;
type SponsorData = Queries.SponsorPageQuery;
type SuccessData = Queries.SponsorSuccessStoriesPageQuery;
type SuccessPage = PageJson<SuccessData, "sponsorSuccessStoriesJson">;

const campaignFigures = () => readJson<PageJson<ServicesData, "campaignFiguresJson">>("campaign-figures.json");

/** The services page's query result, from data/services.json and data/campaign-figures.json. */
export const servicesQuery = (): ServicesData => ({
  servicesJson: readJson<PageJson<ServicesData, "servicesJson">>("services.json"),
  campaignFiguresJson: campaignFigures(),
});

/** The sponsor page's query result: data/sponsor.json with its quoted people from data/people.json. */
export const sponsorQuery = (): SponsorData => {
  type Entry = Omit<PageJson<SponsorData, "sponsorJson">, "testimonials"> & {
    testimonials: { person: string; quote: string }[];
  };
  const page = readJson<Entry>("sponsor.json");
  return {
    sponsorJson: {
      ...page,
      testimonials: page.testimonials.map(({ person, quote }) => ({ quote, person: personNode(person) })),
    },
    campaignFiguresJson: campaignFigures(),
  };
};

/** The success stories page's query result, from data/sponsor-success-stories.json, without processed logos. */
export const sponsorSuccessStoriesQuery = (): SuccessData => {
  type Entry = Omit<SuccessPage, "stories"> & {
    stories: (Omit<SuccessPage["stories"][number], "spokesperson" | "logo"> & { spokesperson: string })[];
  };
  const page = readJson<Entry>("sponsor-success-stories.json");
  return {
    sponsorSuccessStoriesJson: {
      ...page,
      stories: page.stories.map(({ spokesperson, ...story }) => ({
        ...story,
        spokesperson: personNode(spokesperson),
        logo: { childImageSharp: null },
      })),
    },
  };
};

type CommunityGridEntry = Queries.CommunitiesPageQuery["allCommunitiesJson"]["nodes"][number] & { order: number };

/** The communities page's query result, from data/communities-page.json, the communities and their events. */
export const communitiesQuery = (): Queries.CommunitiesPageQuery => ({
  site: { buildTime: BUILD_TIME },
  communitiesPageJson: readJson<PageJson<Queries.CommunitiesPageQuery, "communitiesPageJson">>("communities-page.json"),
  allCommunitiesJson: {
    nodes: dataCommunities<CommunityGridEntry>().map((community) => ({
      ...community,
      colour: community.colour ?? null,
      externalUrl: community.externalUrl ?? null,
    })),
  },
  allCommunityEventsJson: {
    nodes: dataCommunityEvents<CommunityEventEntry>(),
  },
});

/** The programme index's query result, from data/interview-programmes.json and data/programmes/. */
export const interviewProgrammesQuery = (): Queries.InterviewProgrammesPageQuery => ({
  interviewProgrammesJson:
    readJson<PageJson<Queries.InterviewProgrammesPageQuery, "interviewProgrammesJson">>("interview-programmes.json"),
  allProgrammesJson: {
    nodes: dataFiles("programmes")
      .map((file) => readJson<ProgrammeEntry & { icon: string; order: number }>(file))
      .sort((a, b) => a.order - b.order),
  },
});

/** The FAQ page's query result, from data/faq.json. */
export const faqQuery = (): Queries.FaqPageQuery => ({
  faqJson: readJson<PageJson<Queries.FaqPageQuery, "faqJson">>("faq.json"),
});

/** The privacy notice's query result, from data/privacy-notice.json and data/site.json. */
export const privacyNoticeQuery = (): Queries.PrivacyNoticePageQuery => ({
  privacyNoticeJson: readJson<PageJson<Queries.PrivacyNoticePageQuery, "privacyNoticeJson">>("privacy-notice.json"),
  siteJson: readJson<PageJson<Queries.PrivacyNoticePageQuery, "siteJson">>("site.json"),
});

/** The thank-you page's content, from data/thank-you.json. */
export const thankYouPage = () => readJson<PageJson<Queries.ThankYouPageQuery, "thankYouJson">>("thank-you.json");

type AboutPage = PageJson<Queries.AboutPageQuery, "aboutJson">;

/** The about page's query result: data/about.json with its people from data/people.json, without photos. */
export const aboutQuery = (): Queries.AboutPageQuery => {
  type Entry = Omit<AboutPage, "testimonials" | "hosts"> & {
    testimonials: Omit<AboutPage["testimonials"], "items"> & {
      items: (Omit<AboutPage["testimonials"]["items"][number], "person"> & { person: string })[];
    };
    hosts: Omit<AboutPage["hosts"], "people"> & { people: { person: string; bio: string }[] };
  };
  const page = readJson<Entry>("about.json");
  return {
    aboutJson: {
      ...page,
      testimonials: {
        ...page.testimonials,
        items: page.testimonials.items.map((item) => ({ ...item, person: personNode(item.person) })),
      },
      hosts: { ...page.hosts, people: page.hosts.people.map((host) => ({ ...host, person: personNode(host.person) })) },
    },
  };
};

type HomeData = Queries.HomePageQuery;
type TestimonialsJson = PageJson<HomeData, "testimonialsJson">;

/**
 * The home page's query result: data/home.json, the testimonials with their people and the featured insight, its
 * cover a stand-in (sharp does not run in unit tests).
 */
export const homeQuery = (): HomeData => {
  type Testimonials = Omit<TestimonialsJson, "items"> & {
    items: (Omit<TestimonialsJson["items"][number], "person" | "logo"> & { person: string })[];
  };
  const testimonials = readJson<Testimonials>("testimonials.json");
  const insight = readJson<Omit<PageJson<HomeData, "featuredInsightJson">, "image">>("featured-insight.json");
  return {
    homeJson: readJson<PageJson<HomeData, "homeJson">>("home.json"),
    testimonialsJson: {
      ...testimonials,
      items: testimonials.items.map((item) => ({ ...item, person: personNode(item.person), logo: null })),
    },
    featuredInsightJson: {
      ...insight,
      enrichedDescription: null,
      image: { childImageSharp: { gatsbyImageData: fakeImage() } },
      liveCover: null,
      publisherLogo: null,
    },
    // The home query's first six contributors, photos stood in for.
    heroFaces: {
      nodes: contributorNodes()
        .slice(0, 6)
        .map(({ person }) => ({
          person: { name: person.name, photo: { childImageSharp: { gatsbyImageData: fakeImage() } } },
        })),
    },
  };
};

/** The contact page's query result, from data/contact.json and data/site.json. */
export const contactQuery = (): Queries.ContactPageQuery => ({
  contactJson: readJson<PageJson<Queries.ContactPageQuery, "contactJson">>("contact.json"),
  siteJson: readJson<PageJson<Queries.ContactPageQuery, "siteJson">>("site.json"),
});

type ContributorsData = Queries.FeaturedContributorsPageQuery;
type ContributorNode = ContributorsData["allContributorsJson"]["nodes"][number];

/** The contributors of data/contributors.json as the list shows them, in `display_order`, without photos. */
export const contributorNodes = (): ContributorNode[] =>
  readJson<(Omit<ContributorNode, "person" | "company_logo"> & { person: string })[]>("contributors.json")
    .sort((a, b) => a.display_order - b.display_order)
    .map((entry) => ({
      ...entry,
      podcast_url: entry.podcast_url ?? null,
      person: personNode(entry.person),
      company_logo: null,
    }));

/** A page of /featured-contributors as its query returns it: the entries `skip` to `skip + limit`. */
export const featuredContributorsQuery = (skip: number, limit: number): ContributorsData => {
  const all = contributorNodes();
  return {
    featuredContributorsJson:
      readJson<PageJson<ContributorsData, "featuredContributorsJson">>("featured-contributors.json"),
    allContributorsJson: { totalCount: all.length, nodes: all.slice(skip, skip + limit) },
  };
};

type PodcastsData = Queries.PodcastsPageQuery;
type EpisodeNode = PodcastsData["allPodcastEpisodesJson"]["nodes"][number];

/** The episodes of data/podcast-episodes.json, newest first, without processed covers. */
export const episodeNodes = (): EpisodeNode[] =>
  readJson<(Omit<EpisodeNode, "images"> & { images: unknown[] })[]>("podcast-episodes.json")
    .sort((a, b) => b.release_date.localeCompare(a.release_date))
    .map((episode) => ({ ...episode, images: [] }));

/** A page of /podcasts as its query returns it: episodes `skip` to `skip + limit`, a stand-in fallback cover. */
export const podcastsQuery = (skip: number, limit: number): PodcastsData => {
  const page = readJson<Omit<PageJson<PodcastsData, "podcastsJson">, "fallbackCover">>("podcasts.json");
  const all = episodeNodes();
  return {
    podcastsJson: { ...page, fallbackCover: { childImageSharp: { gatsbyImageData: fakeImage() } } },
    featuredInsightJson: homeQuery().featuredInsightJson,
    allPodcastEpisodesJson: { nodes: all.slice(skip, skip + limit) },
  };
};

type ReportsData = Queries.ThoughtLeadershipPageQuery;
type ReportNode = ReportsData["allReportsJson"]["nodes"][number];

/** Every report as the report pages' query returns it, in list order, covers stood in for (no sharp here). */
export const reportNodes = (): ReportNode[] => {
  const cover = { childImageSharp: { gatsbyImageData: fakeImage() } };
  return readJson<
    (Omit<ReportNode, "cover" | "liveCover" | "logo" | "enrichedDescription"> & {
      logo?: { name: string };
    })[]
  >("reports.json")
    .map((report) => ({
      ...report,
      enrichedDescription: null,
      cover,
      liveCover: null,
      logo: report.logo ? { name: report.logo.name, image: { childImageSharp: null } } : null,
    }))
    .sort((a, b) =>
      byNewest({ slug: a.slug, publishedAt: a.published_at }, { slug: b.slug, publishedAt: b.published_at }),
    );
};

/** A page of /thought-leadership as its query returns it: reports `skip` to `skip + limit`, options from all. */
export const thoughtLeadershipQuery = (skip: number, limit: number): ReportsData => {
  const reports = reportNodes();
  return {
    thoughtLeadershipJson: readJson<PageJson<ReportsData, "thoughtLeadershipJson">>("thought-leadership.json"),
    featuredInsightJson: homeQuery().featuredInsightJson,
    reportOptions: {
      industries: [...new Set(reports.map((report) => report.industry))],
      topics: [...new Set(reports.map((report) => report.topic))],
    },
    allReportsJson: { totalCount: reports.length, nodes: reports.slice(skip, skip + limit) },
  };
};

/** A community's event list page's query result, from data/, with all the community's events. */
export const communityEventsQuery = (slug = "revenue"): Queries.CommunityEventsPageQuery => {
  const page = communityQuery(communityEntry(slug));
  return {
    site: page.site,
    communitiesPageJson: page.communitiesPageJson,
    communitiesJson: { slug, name: communityEntry(slug).name },
    allCommunityEventsJson: page.allCommunityEventsJson,
  };
};

/** The report index the build writes (public/…/reports index), of data/'s reports. */
export const reportIndexOfData = (): ReportIndexEntry[] =>
  JSON.parse(reportIndexText(reportNodes() as unknown as Record<string, unknown>[])) as ReportIndexEntry[];
