import { eventStatus, partitionEvents, type EventStatus, type EventTiming } from "../lib/event-status";
import type { SeatFigures } from "../lib/live-seats";
import { useClientNow } from "./use-client-now";
import { useLiveSeats } from "./use-live-seats";

/** An event's status by the build's clock while the page hydrates, then by the visitor's. */
export const useEventStatus = (event: EventTiming, builtAt: string): EventStatus =>
  eventStatus(event, useClientNow(builtAt));

export interface EventState {
  status: EventStatus;
  /** The built 'N/M registered', then the database's. */
  seats: SeatFigures;
}

/** What an event page shows that changes after the build: its status and its seats. */
export function useEventState(event: EventTiming & SeatFigures, builtAt: string): EventState {
  const status = useEventStatus(event, builtAt);
  const [seats] = useLiveSeats([{ key: event.key, registered: event.registered, capacity: event.capacity }]);
  return { status, seats };
}

/**
 * A list of events split into those to come and those past, by the build's clock and then the visitor's, each with
 * the built seat figures and then the database's.
 */
export function useLiveEventLists<T extends EventTiming & SeatFigures>(
  events: readonly T[],
  builtAt: string,
): { upcoming: T[]; past: T[] } {
  const now = useClientNow(builtAt);
  return partitionEvents(useLiveSeats(events), now);
}
