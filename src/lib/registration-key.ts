/**
 * What a registration for a community event stores in event_registrations.event_id, and the event's key in the
 * database's events table (an event landing page's key is its own eventId).
 */
export const registrationKey = (community: string, eventId: string): string => `${community}-${eventId}`;
