export const BOOKING_LABELS = {
  briefingCall: "Book 15 min briefing call",
  interview: "Book 30 min interview",
} as const;

export interface Booking {
  briefingCall: string;
  interview: string;
}

/**
 * The two booking buttons, as actions for the hero's button row. They stay
 * whatever the programme's status; their external links open in a new tab.
 */
export const bookingActions = (booking: Booking): { label: string; href: string }[] => [
  { label: BOOKING_LABELS.briefingCall, href: booking.briefingCall },
  { label: BOOKING_LABELS.interview, href: booking.interview },
];
