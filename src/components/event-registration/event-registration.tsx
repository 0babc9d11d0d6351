import React from "react";
import { hasSeatsLeft } from "../../lib/event-status";
import type { SeatFigures } from "../../lib/live-seats";
import { RegistrationNotices } from "../registration-notices/registration-notices";
import { FormSlot } from "../form-slot/form-slot";
import { SeatsSwitch } from "../seats-switch/seats-switch";

export interface EventRegistrationProps {
  formId: string;
  /** The event's key in the database, stored with each registration. */
  eventId: string;
  eventTitle: string;
  /** The event page's path, where a registration posted without script returns. */
  pagePath: string;
  /** The built seat figures: the form while a seat is left, the waiting list's form once none is. */
  seats: Omit<SeatFigures, "key">;
}

/**
 * An upcoming event's registration: its form while seats remain, the waiting list's once none do; above them, what a
 * registration's link just did.
 */
export function EventRegistration({ seats, ...form }: EventRegistrationProps): React.ReactElement {
  return (
    <>
      <RegistrationNotices />
      <SeatsSwitch
        seatsKey={form.eventId}
        open={hasSeatsLeft(seats)}
        whileOpen={<FormSlot kind="registration" {...form} />}
        whenFull={<FormSlot kind="registration" {...form} formId={`${form.formId}-waiting-list`} waitingList />}
      />
    </>
  );
}
