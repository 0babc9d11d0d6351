import fs from "fs";
import type { NodePluginArgs } from "gatsby";
import path from "path";
import { buildIcs, type CalendarEvent } from "../lib/ics";
import { calendarPath, dataPages } from "../routes";
import { siteUrl } from "./site-url";

/** Calendar location of an event that has no venue. */
export const ONLINE_LOCATION = "Online: the joining link is sent after registration";

type EventFields = Omit<CalendarEvent, "uid" | "url">;
type Fields = Record<string, unknown>;

/** The page types whose pages offer "Add to calendar", and what their nodes put in the file (null: no file). */
const CALENDAR_EVENTS: Record<string, (node: Fields) => EventFields | null> = {
  CommunityEventsJson: (event) =>
    event.status === "upcoming"
      ? {
          title: String(event.title),
          description: String(event.description),
          startsAt: String(event.startsAt),
          durationMinutes: Number(event.durationMinutes),
          location: event.location ? String(event.location) : ONLINE_LOCATION,
        }
      : null,
  EventLandingsJson: (landing) => ({
    title: String(landing.title),
    description: String(landing.subtitle),
    startsAt: String(landing.startsAt),
    durationMinutes: Number(landing.durationMinutes),
    location: landing.delivery === "Virtual" ? ONLINE_LOCATION : String(landing.delivery),
  }),
};

/** Every calendar file of the site: where it goes (a path beside its page) and its text. */
export const calendarFiles = (
  nodesOfType: (type: string) => readonly Fields[],
  site: { origin: string; brandName: string; stamp: Date },
): { file: string; ics: string }[] => {
  const host = new URL(site.origin).host;
  return dataPages(nodesOfType).flatMap(({ path: pagePath, node }) => {
    const event = CALENDAR_EVENTS[String((node.internal as { type: string }).type)]?.(node);
    if (!event) return [];
    const uid = `${pagePath.replace(/^\/+/, "").replace(/\//g, "-")}@${host}`;
    const ics = buildIcs(
      { ...event, uid, url: `${site.origin}${pagePath}` },
      { productName: site.brandName, stamp: site.stamp },
    );
    return [{ file: calendarPath(pagePath), ics }];
  });
};

/**
 * Writes the "Add to calendar" file beside each event page. Files in `public/` are served as they are, after a build
 * and by `gatsby develop` alike, so both write them.
 */
export const writeCalendarFiles = ({
  getNodesByType,
  reporter,
}: Pick<NodePluginArgs, "getNodesByType" | "reporter">): void => {
  const brandName = String(getNodesByType("SiteJson")[0]?.brandName ?? "");
  const files = calendarFiles(getNodesByType, { origin: siteUrl(), brandName, stamp: new Date() });
  for (const { file, ics } of files) {
    const target = path.join(path.resolve("public"), file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, ics);
  }
  reporter.info(`wrote ${files.length} calendar files`);
};
