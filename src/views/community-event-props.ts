import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { AgendaItem } from "../components/agenda-list/agenda-list";
import type { Person } from "../components/person-card/person-card";
import { eventJsonLd } from "../lib/event-json-ld";
import { eventStatus, hasSeatsLeft } from "../lib/event-status";
import { imageOf } from "../lib/image";
import { personOf } from "../lib/person";
import { registrationKey } from "../lib/registration-key";
import { communityPath } from "../routes";

/** The event as the view's fragment (community-event-view.tsx) selects it: its props type follows the fragment. */
type EventFields = Queries.CommunityEventPageFieldsFragment;
type ListField = "objectives" | "agenda" | "results" | "keyInsights";

export interface CommunityEventViewProps {
  /** The headings every community event page shares, from data/communities-page.json. */
  copy: NonNullable<Queries.CommunityEventPageQuery["communitiesPageJson"]>["eventPage"];
  community: { name: string; href: string };
  /** The fields of the view's fragment (CommunityEventPageFields), its lists never null. */
  event: Omit<EventFields, "speakers" | "sponsor" | ListField> & {
    /** What its registrations store in event_id, and its key for live seat figures. */
    key: string;
    agenda: readonly AgendaItem[];
  } & Record<Exclude<ListField, "agenda">, readonly string[]>;
  speakers: Person[];
  sponsor: { name: string; image?: IGatsbyImageData } | null;
  /** The page's canonical path; its calendar file sits beside it. */
  path: string;
  /** When the site was built: the page judges the event by this clock until the visitor's takes over. */
  builtAt: string;
}

type Data = Queries.CommunityEventPageQuery;
type EventNode = NonNullable<Data["communityEventsJson"]>;

const eventOf = (data: Data): EventNode => {
  if (!data.communityEventsJson) throw new Error("The page's community event is missing");
  return data.communityEventsJson;
};

/** What the community event page shows, from its query; `path` is the page's canonical path. */
export const toCommunityEventProps = (data: Data, path: string): CommunityEventViewProps => {
  const { speakers, sponsor, agenda, objectives, results, keyInsights, ...event } = eventOf(data);
  if (!data.communitiesJson) throw new Error(`Community event ${path} names no community of data/communities/`);
  if (!data.communitiesPageJson) throw new Error("data/communities-page.json: eventPage is required");
  return {
    copy: data.communitiesPageJson.eventPage,
    community: { name: data.communitiesJson.name, href: communityPath(data.communitiesJson.slug) },
    event: {
      ...event,
      key: registrationKey(event.community, event.eventId),
      objectives: objectives ?? [],
      agenda: agenda ?? [],
      results: results ?? [],
      keyInsights: keyInsights ?? [],
    },
    speakers: (speakers ?? []).map(personOf),
    sponsor: sponsor ? { name: sponsor.name, image: imageOf(sponsor.logo) } : null,
    path,
    builtAt: data.site?.buildTime ?? event.startsAt,
  };
};

/**
 * schema.org Event data, by the build's clock and seats: an upcoming event offers its seats until it ends (sold
 * out when none is left), a past one nothing.
 */
export const communityEventJsonLd = (data: Data, path: string): Record<string, unknown> => {
  const event = eventOf(data);
  const origin = data.site?.siteMetadata?.siteUrl ?? "";
  return eventJsonLd({
    status: eventStatus(event, new Date(data.site?.buildTime ?? event.startsAt)),
    seatsLeft: hasSeatsLeft(event),
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
  });
};
