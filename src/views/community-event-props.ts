import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { AgendaItem } from "../components/agenda-list/agenda-list";
import type { Person } from "../components/person-card/person-card";
import { eventJsonLd, type EventStructuredData } from "../lib/event-json-ld";
import { imageOf } from "../lib/image";
import { calendarPath, communityPath } from "../routes";

export interface CommunityEventViewProps {
  community: { name: string; href: string };
  event: {
    /** Registrations name the event as `{community}-{eventId}`. */
    community: string;
    eventId: string;
    title: string;
    description: string;
    status: string;
    type: string;
    date: string;
    time: string;
    timezone: string;
    location?: string | null;
    registered?: number | null;
    capacity?: number | null;
    objectives: readonly string[];
    agenda: readonly AgendaItem[];
    results: readonly string[];
    keyInsights: readonly string[];
  };
  speakers: Person[];
  sponsor: { name: string; image?: IGatsbyImageData } | null;
  /** The "Add to calendar" file; only upcoming events have one. */
  calendarHref: string | null;
}

type Data = Queries.CommunityEventPageQuery;
type EventNode = NonNullable<Data["communityEventsJson"]>;

const eventOf = (data: Data): EventNode => {
  if (!data.communityEventsJson) throw new Error("The page's community event is missing");
  return data.communityEventsJson;
};

/** What the community event page shows, from its query; `path` is the page's canonical path. */
export const toCommunityEventProps = (data: Data, path: string): CommunityEventViewProps => {
  const event = eventOf(data);
  if (!data.communitiesJson) throw new Error(`Community event ${path} names no community of data/communities/`);
  return {
    community: { name: data.communitiesJson.name, href: communityPath(data.communitiesJson.slug) },
    event: {
      ...event,
      objectives: event.objectives ?? [],
      agenda: event.agenda ?? [],
      results: event.results ?? [],
      keyInsights: event.keyInsights ?? [],
    },
    speakers: (event.speakers ?? []).map(({ photo, ...speaker }) => ({ ...speaker, image: imageOf(photo) })),
    sponsor: event.sponsor ? { name: event.sponsor.name, image: imageOf(event.sponsor.logo) } : null,
    calendarHref: event.status === "upcoming" ? calendarPath(path) : null,
  };
};

/** schema.org Event data for an upcoming community event; past events get none. */
export const communityEventJsonLd = (data: Data, path: string): Record<string, unknown> | null => {
  const event = eventOf(data);
  if (event.status !== "upcoming") return null;
  const origin = data.site?.siteMetadata?.siteUrl ?? "";
  const structured: EventStructuredData = {
    name: event.title,
    description: event.description,
    startsAt: event.startsAt,
    durationMinutes: event.durationMinutes,
    online: event.type === "virtual",
    place: event.location,
    url: `${origin}${path}`,
    organizer: { name: data.siteJson?.brandName ?? "", url: origin },
    sponsor: event.sponsor,
    performers: (event.speakers ?? []).map((speaker) => ({ name: speaker.name, jobTitle: speaker.title })),
  };
  return eventJsonLd(structured);
};
