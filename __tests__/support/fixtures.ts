/**
 * Typed builders of valid entries, made from the committed content so a test never copies copy or numbers:
 * page-query results for the views' mappers, and rows the forms may submit.
 */
import fs from "fs";
import path from "path";

const DATA = path.join(__dirname, "../../data");
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as T;

type CommunityEventNode = NonNullable<Queries.CommunityEventPageQuery["communityEventsJson"]>;
type EventLandingNode = NonNullable<Queries.EventLandingPageQuery["eventLandingsJson"]>;

/** A community event as data/community-events/{community}.json holds it (images are file paths there). */
export type CommunityEventEntry = Omit<CommunityEventNode, "speakers" | "sponsor"> & {
  speakers?: { name: string; title: string; company: string; photo?: string }[];
  sponsor?: { name: string; logo: string };
};

export const communityEventEntries = (community = "revenue"): CommunityEventEntry[] =>
  readJson<CommunityEventEntry[]>(`community-events/${community}.json`);

export const communityEntry = (slug = "revenue"): { slug: string; name: string } =>
  readJson<{ slug: string; name: string }>(`communities/${slug}.json`);

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
      speakers: entry.speakers?.map(({ name, title, company }) => ({ name, title, company, photo: null })) ?? null,
      sponsor: entry.sponsor ? { name: entry.sponsor.name, logo: { childImageSharp: null } } : null,
    },
  };
};

/** An event landing as data/event-landings/{slug}.json holds it. */
export type EventLandingEntry = Omit<
  EventLandingNode,
  "heroImage" | "sponsorLogo" | "moderatorPhoto" | "moderatorDefaultPhoto" | "participants"
> & { slug: string; participants?: { name: string; title: string; photo?: string }[] };

export const eventLandingEntry = (slug = "future-of-hr"): EventLandingEntry =>
  readJson<EventLandingEntry>(`event-landings/${slug}.json`);

/** A landing whose event ended long before BUILD_TIME (data/ holds only events to come). */
export const pastEventLandingEntry = (): EventLandingEntry =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "../fixtures/event-landings/past-roundtable.json"), "utf8"));

/** The event landing page's query result for an entry, without processed images. */
export const eventLandingQuery = (entry: EventLandingEntry): Queries.EventLandingPageQuery => ({
  ...SITE,
  eventLandingsJson: {
    ...entry,
    sponsorName: entry.sponsorName ?? null,
    sponsorLink: entry.sponsorLink ?? null,
    heroImage: null,
    sponsorLogo: null,
    moderatorPhoto: null,
    moderatorDefaultPhoto: { childImageSharp: null },
    participants: entry.participants?.map(({ name, title }) => ({ name, title, photo: null })) ?? null,
  },
});
