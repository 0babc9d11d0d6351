import type { EventStatus } from "./event-status";

/** schema.org `Event` structured data for event pages, so search engines can list the event. */
export interface EventStructuredData {
  /**
   * An upcoming event offers its free seats (sold out when none is left) until it ends; a past one offers nothing.
   * Judged by the build's clock: the offer's end keeps it true for a page that outlives the event.
   */
  status: EventStatus;
  seatsLeft: boolean;
  name: string;
  description: string;
  /** ISO date-time with offset; the end keeps the same offset. */
  startsAt: string;
  durationMinutes: number;
  online: boolean;
  /** Page of the event (online location) and canonical URL. */
  url: string;
  /** Where an in-person event takes place. */
  place?: string | null;
  image?: string | null;
  organizer: { name: string; url: string };
  sponsor?: { name: string; url?: string | null } | null;
  performers?: readonly { name: string; jobTitle?: string | null }[];
}

const offsetMinutes = (iso: string): number => {
  const match = /([+-])(\d\d):(\d\d)$/.exec(iso);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
};

const offsetText = (iso: string): string => /([+-]\d\d:\d\d|Z)$/.exec(iso)?.[1] ?? "Z";

/** `start + minutes`, written in the offset of `start`. */
export const addMinutesKeepingOffset = (start: string, minutes: number): string => {
  const shift = offsetMinutes(start);
  const local = new Date(new Date(start).getTime() + (minutes + shift) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offsetText(start)}`;
};

export const eventJsonLd = (event: EventStructuredData): Record<string, unknown> => {
  const endDate = addMinutesKeepingOffset(event.startsAt, event.durationMinutes);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    startDate: event.startsAt,
    endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: event.online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: event.online
      ? { "@type": "VirtualLocation", url: event.url }
      : { "@type": "Place", name: event.place ?? "", address: event.place ?? "" },
    isAccessibleForFree: true,
    url: event.url,
    ...(event.status === "upcoming"
      ? {
          offers: {
            "@type": "Offer",
            price: 0,
            priceCurrency: "GBP",
            availability: event.seatsLeft ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
            validThrough: endDate,
            url: `${event.url}#register`,
          },
        }
      : {}),
    ...(event.image ? { image: [event.image] } : {}),
    organizer: { "@type": "Organization", name: event.organizer.name, url: event.organizer.url },
    ...(event.sponsor
      ? {
          sponsor: {
            "@type": "Organization",
            name: event.sponsor.name,
            ...(event.sponsor.url ? { url: event.sponsor.url } : {}),
          },
        }
      : {}),
    ...(event.performers && event.performers.length > 0
      ? {
          performer: event.performers.map((person) => ({
            "@type": "Person",
            name: person.name,
            ...(person.jobTitle ? { jobTitle: person.jobTitle } : {}),
          })),
        }
      : {}),
  };
};

/** JSON for a `<script>` element: `<` is escaped so content can never close the element. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");
