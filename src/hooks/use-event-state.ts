import type { EventStatus, EventTiming } from "../lib/event-status";
import { eventStatus } from "../lib/event-status";
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
