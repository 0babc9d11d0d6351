/** Display words for the event codes stored in content. */
export const eventTypeLabel = (type: string): string => (type === "in-person" ? "In-person" : "Virtual");

export const eventStatusLabel = (status: string): string => (status === "upcoming" ? "Upcoming" : "Past event");

/** 'N/M registered' needs both numbers; the waiting list's length follows it once anyone is on it. */
export const registrationText = (
  registered?: number | null,
  capacity?: number | null,
  waiting?: number | null,
): string | null =>
  registered != null && capacity != null
    ? `${registered}/${capacity} registered${waiting ? `, ${waiting} on the waiting list` : ""}`
    : null;
