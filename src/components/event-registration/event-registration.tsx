import React from "react";
import { EventFullNotice } from "../event-notice/event-notice";
import { FormSlot } from "../form-slot/form-slot";

export interface EventRegistrationProps {
  formId: string;
  eventId: string;
  eventTitle: string;
  /** From the seat figures on screen (built, then live): false shows the full notice instead of the form. */
  seatsLeft: boolean;
}

/** An upcoming event's registration: its form while seats remain, the full notice once none do. */
export function EventRegistration({ seatsLeft, ...form }: EventRegistrationProps): React.ReactElement {
  return seatsLeft ? <FormSlot kind="registration" {...form} /> : <EventFullNotice />;
}
