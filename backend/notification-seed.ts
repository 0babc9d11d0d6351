/**
 * The SQL that fills the outbox's lookup tables from data/: the team's address (`contactEmail` of
 * data/site.json) and, per event a registration form can name, what its confirmation mail needs. It always reads
 * the site's own content, not a test's community fixtures: the mails describe the events the built pages offer.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { registrationKey } from "../src/lib/registration-key.ts";
import { communityEventPath, eventLandingPath } from "../src/routes.ts";
import { sqlLiteral, sqlTextArray, upsert } from "./seed.ts";

interface CommunityEventJson {
  eventId: string;
  title: string;
  description: string;
  startsAt: string;
  durationMinutes: number;
  location?: string;
}
interface LandingJson {
  slug: string;
  eventId: string;
  title: string;
  subtitle: string;
  startsAt: string;
  durationMinutes: number;
  delivery: string;
}

const jsonFiles = (dir: string): { name: string; value: unknown }[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => ({ name, value: JSON.parse(readFileSync(path.join(dir, name), "utf8")) }))
    : [];

/**
 * The events as the forms name them (src/components/form-slot: `{community}-{eventId}` on a community event page,
 * the landing's eventId on a landing page). A null location means online.
 */
export const notificationEvents = (dataDir: string) => [
  ...jsonFiles(path.join(dataDir, "community-events")).flatMap(({ name, value }) =>
    (value as CommunityEventJson[]).map((event) => {
      const community = path.basename(name, ".json"); // a community's events live in the file named after it
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
  ),
  ...jsonFiles(path.join(dataDir, "event-landings")).map(({ value }) => {
    const landing = value as LandingJson;
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
const hoursSetting = (dataDir: string, texts: "registrationReminder" | "waitingListOffer", field: string) => {
  const file = path.join(dataDir, "notifications.json");
  if (!existsSync(file)) return "null";
  const hours = JSON.parse(readFileSync(file, "utf8"))[texts]?.[field];
  return typeof hours === "number" && hours > 0 ? `interval '1 hour' * ${hours}` : "null";
};

/** @param dataDir the site's data/ folder (without a site.json, no team address: team mail then fails) */
export const buildNotificationSeedSql = (dataDir: string): string => {
  const siteFile = path.join(dataDir, "site.json");
  const site = existsSync(siteFile) ? JSON.parse(readFileSync(siteFile, "utf8")) : {};
  const events = notificationEvents(dataDir);
  return [
    "-- Outbox lookups (backend/notification-seed.ts).",
    "begin;",
    site.contactEmail
      ? upsert(
          "private.notification_settings",
          "id",
          ["id", "team_address", "reminder_lead", "offer_window"],
          `true, ${sqlLiteral(site.contactEmail)}, ${hoursSetting(dataDir, "registrationReminder", "hoursBefore")}, ` +
            hoursSetting(dataDir, "waitingListOffer", "claimHours"),
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
