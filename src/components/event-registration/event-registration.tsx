import React from "react";
import { ENHANCE_ATTRIBUTE } from "../../lib/enhancement-markers";
import { hasSeatsLeft } from "../../lib/event-status";
import type { SeatFigures } from "../../lib/live-seats";
import { EventFullNotice } from "../event-notice/event-notice";
import { FormSlot } from "../form-slot/form-slot";

export interface EventRegistrationProps {
  formId: string;
  /** The event's key in the database, stored with each registration. */
  eventId: string;
  eventTitle: string;
  /** The built seat figures: the form while a seat is left, the full notice once none is. */
  seats: Omit<SeatFigures, "key">;
}

/**
 * An upcoming event's registration: its form while seats remain, the full notice once none do. Both are in the
 * static HTML; the built figures choose first, the database's once read (`live-seats.ts`).
 */
export function EventRegistration({ seats, ...form }: EventRegistrationProps): React.ReactElement {
  const open = hasSeatsLeft(seats);
  const live = { [ENHANCE_ATTRIBUTE]: "live-seats", "data-seats": form.eventId };
  return (
    <>
      <div {...live} data-seats-show="open" hidden={!open}>
        <FormSlot kind="registration" {...form} />
      </div>
      <div {...live} data-seats-show="full" hidden={open}>
        <EventFullNotice />
      </div>
    </>
  );
}
