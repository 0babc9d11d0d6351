import fs from "fs";
import path from "path";
import { calendarPath } from "../lib/community-links";
import { isUpcoming } from "../lib/event-status";
import { buildIcs, type CalendarEvent } from "../lib/ics";

export type CalendarEntry = Omit<CalendarEvent, "uid" | "url">;

export interface CalendarSite {
  origin: string;
  brandName: string;
}

/** The "Add to calendar" file of an event page, or null once the event has ended: a past event offers none. */
export const calendarFile = (pagePath: string, event: CalendarEntry, site: CalendarSite, now: Date): string | null => {
  if (!isUpcoming(event, now)) return null;
  const host = new URL(site.origin).host;
  return buildIcs(
    { ...event, uid: `${pagePath.replace(/^\/+/, "").replace(/\//g, "-")}@${host}`, url: `${site.origin}${pagePath}` },
    { productName: site.brandName, stamp: now },
  );
};

/**
 * Writes the "Add to calendar" file beside an event page, or removes one an earlier build left for an event
 * that has since ended. Files in `public/` are served as they are, in development as after a build.
 */
export const writeCalendarFile = (pagePath: string, event: CalendarEntry, site: CalendarSite, now: Date): void => {
  const file = path.join(path.resolve("public"), calendarPath(pagePath));
  const ics = calendarFile(pagePath, event, site, now);
  if (ics === null) {
    fs.rmSync(file, { force: true });
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, ics);
};

/** Calendar location of an event that has no venue. */
export const ONLINE_LOCATION = "Online: the joining link is sent after registration";
