import type { ProgrammeStatus } from "./status-badge";

export const BOOKING_LABELS = {
  briefingCall: "Book 15 min briefing call",
  interview: "Book 30 min interview",
} as const;

/** Shown in place of the booking buttons once a programme no longer takes interviews. */
export const CLOSED_NOTICE = "Interviews are closed for this programme.";
export const REGISTER_INTEREST = { label: "Register your interest", href: "/contact" } as const;

export interface Booking {
  briefingCall: string;
  interview: string;
}

/**
 * The hero's buttons: the two booking links (external, new tab) while a
 * programme is open; a closed one offers to register interest instead, since a
 * booking link would lead to a calendar nobody is watching.
 */
export const bookingActions = (status: ProgrammeStatus, booking: Booking): { label: string; href: string }[] =>
  status === "open"
    ? [
        { label: BOOKING_LABELS.briefingCall, href: booking.briefingCall },
        { label: BOOKING_LABELS.interview, href: booking.interview },
      ]
    : [REGISTER_INTEREST];
