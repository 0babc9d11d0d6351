import React from "react";
import { ENHANCE_ATTRIBUTE } from "../../lib/enhancement-markers";

export interface SeatsSwitchProps {
  /** The event's key in the database, whose live seat figures switch the two parts. */
  seatsKey: string;
  /** The built figures' answer: a seat is left. */
  open: boolean;
  whileOpen: React.ReactNode;
  whenFull: React.ReactNode;
}

/**
 * Two parts of an event page of which the seats choose one: both are in the static HTML, the built figures choose
 * first, the database's once read (`live-seats.ts`), so a full event never offers to register.
 */
export function SeatsSwitch({ seatsKey, open, whileOpen, whenFull }: SeatsSwitchProps): React.ReactElement {
  const live = { [ENHANCE_ATTRIBUTE]: "live-seats", "data-seats": seatsKey };
  return (
    <>
      <div {...live} data-seats-show="open" hidden={!open}>
        {whileOpen}
      </div>
      <div {...live} data-seats-show="full" hidden={open}>
        {whenFull}
      </div>
    </>
  );
}
