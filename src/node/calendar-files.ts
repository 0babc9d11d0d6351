import fs from "fs";
import path from "path";
import { calendarPath } from "../lib/community-links";
import { buildIcs, type CalendarEvent } from "../lib/ics";

/**
 * Writes the "Add to calendar" file beside an event page. Files in `public/`
 * are served as they are, in development as after a build.
 */
export const writeCalendarFile = (
  pagePath: string,
  event: Omit<CalendarEvent, "uid" | "url">,
  site: { origin: string; brandName: string },
): void => {
  const file = path.join(path.resolve("public"), calendarPath(pagePath));
  const host = new URL(site.origin).host;
  const ics = buildIcs(
    { ...event, uid: `${pagePath.replace(/^\/+/, "").replace(/\//g, "-")}@${host}`, url: `${site.origin}${pagePath}` },
    { productName: site.brandName, stamp: new Date() },
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, ics);
};

/** Calendar location of an event that has no venue. */
export const ONLINE_LOCATION = "Online: the joining link is sent after registration";
