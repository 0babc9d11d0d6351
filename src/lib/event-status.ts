/**
 * Whether an event is upcoming or past, from its time alone: content holds when an event happens, never its
 * status. The build works it out with its own clock and the browser again with the visitor's (a static page
 * can be older than its event); the database applies the same rule (supabase/migrations, backend/seed.ts).
 */
export type EventStatus = "upcoming" | "past";

export interface EventTiming {
  /** ISO date-time with offset. */
  startsAt: string;
  durationMinutes?: number | null;
  /** ISO date-time with offset; wins over the duration. */
  endsAt?: string | null;
}

/** When the event is over: its end, else its start plus its duration, else its start. */
export const eventEndsAt = ({ startsAt, durationMinutes, endsAt }: EventTiming): Date =>
  endsAt ? new Date(endsAt) : new Date(new Date(startsAt).getTime() + (durationMinutes ?? 0) * 60_000);

/** Upcoming until the event ends (so also while it runs), past from then on. */
export const eventStatus = (event: EventTiming, now: Date): EventStatus =>
  now.getTime() < eventEndsAt(event).getTime() ? "upcoming" : "past";

export const isUpcoming = (event: EventTiming, now: Date): boolean => eventStatus(event, now) === "upcoming";

/** The events still to come and those that have taken place, each in the order given. */
export const partitionEvents = <T extends EventTiming>(
  events: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } => ({
  upcoming: events.filter((event) => isUpcoming(event, now)),
  past: events.filter((event) => !isUpcoming(event, now)),
});

/** How many events of each community are still to come, for every community named in `slugs`. */
export const upcomingCounts = (
  slugs: readonly string[],
  events: readonly (EventTiming & { community: string })[],
  now: Date,
): Map<string, number> =>
  new Map(
    slugs.map((slug) => [slug, events.filter((event) => event.community === slug && isUpcoming(event, now)).length]),
  );

/** 'N/M registered' has a seat left. Without a capacity there is no limit. */
export const hasSeatsLeft = (seats: { registered?: number | null; capacity?: number | null }): boolean =>
  seats.capacity == null || (seats.registered ?? 0) < seats.capacity;
