/**
 * The SQL that fills the outbox's lookup tables from data/: the team's address (`contactEmail` of
 * data/site.json) and, per event a registration form can name, what its confirmation mail needs. It always reads
 * the site's own content, not a test's community fixtures: the mails describe the events the built pages offer.
 */
import path from "node:path";
import { registrationKey } from "../src/lib/registration-key.ts";
import type { Content } from "../src/node/content-loader.ts";
import type {
  CommunityEventsJson,
  EventLandingsJson,
  NotificationsJson,
  SiteJson,
} from "../src/node/types/content.generated.ts";
import { communityEventPath, eventLandingPath } from "../src/routes.ts";
import { sqlLiteral, sqlTextArray, upsert } from "./seed.ts";

/**
 * The events as the forms name them (src/components/form-slot: `{community}-{eventId}` on a community event page,
 * the landing's eventId on a landing page). A null location means online.
 */
export const notificationEvents = (content: Content) => [
  ...content.entries<CommunityEventsJson>("community-events").map(({ value: event, file }) => {
    const community = path.basename(file.relativePath, ".json"); // a community's events live in the file named after it
    return {
      eventId: registrationKey(community, event.eventId),
      title: event.title,
      description: event.description,
      startsAt: event.startsAt,
      durationMinutes: event.durationMinutes,
      location: event.location ?? null,
      pagePath: communityEventPath(community, event.eventId),
    };
  }),
  ...content.entries<EventLandingsJson>("event-landings").map(({ value: landing }) => {
    return {
      eventId: landing.eventId,
      title: landing.title,
      description: landing.subtitle,
      startsAt: landing.startsAt,
      durationMinutes: landing.durationMinutes,
      location: landing.delivery === "Virtual" ? null : landing.delivery,
      pagePath: eventLandingPath(landing.slug),
    };
  }),
];

/**
 * A number of hours data/notifications.json states, as an SQL interval (null without the file or the number):
 * how long before an event its registrants are reminded (`registrationReminder.hoursBefore`), how long an offered
 * seat is held (`waitingListOffer.claimHours`).
 */
const hoursSetting = (hours: unknown) =>
  typeof hours === "number" && hours > 0 ? `interval '1 hour' * ${hours}` : "null";

/** @param content the site's data/ (without a site.json, no team address: team mail then fails) */
export const buildNotificationSeedSql = (content: Content): string => {
  const site = content.value<SiteJson>("site.json");
  const texts = content.value<NotificationsJson>("notifications.json");
  const events = notificationEvents(content);
  return [
    "-- Outbox lookups (backend/notification-seed.ts).",
    "begin;",
    site?.contactEmail
      ? upsert(
          "private.notification_settings",
          "id",
          ["id", "team_address", "reminder_lead", "offer_window"],
          `true, ${sqlLiteral(site.contactEmail)}, ${hoursSetting(texts?.registrationReminder?.hoursBefore)}, ` +
            hoursSetting(texts?.waitingListOffer?.claimHours),
        )
      : "delete from private.notification_settings;",
    ...events.map((event) =>
      upsert(
        "private.notification_events",
        "event_id",
        ["event_id", "title", "description", "starts_at", "duration_minutes", "location", "page_path"],
        [event.eventId, event.title, event.description, event.startsAt]
          .map(sqlLiteral)
          .concat(String(event.durationMinutes), sqlLiteral(event.location), sqlLiteral(event.pagePath))
          .join(", "),
      ),
    ),
    `delete from private.notification_events where event_id <> all (${sqlTextArray(events.map((event) => event.eventId))});`,
    "commit;",
    "",
  ].join("\n");
};
