import fs from "fs";
import type { NodePluginArgs } from "gatsby";
import path from "path";
import { isUpcoming } from "../lib/event-status";
import { buildIcs, type CalendarEvent } from "../lib/ics";
import { calendarPath, dataPages } from "../routes";
import { contentModules } from "./schema";
import { siteUrl } from "./site-url";
import { resolvedNodesOf } from "./validate-content";

/** Calendar location of an event that has no venue. */
export const ONLINE_LOCATION = "Online: the joining link is sent after registration";

export type CalendarEntry = Omit<CalendarEvent, "uid" | "url">;

export interface CalendarSite {
  origin: string;
  brandName: string;
}

type Fields = Record<string, unknown>;

/** The "Add to calendar" file of an event page, or null once the event has ended: a past event offers none. */
export const calendarFile = (pagePath: string, event: CalendarEntry, site: CalendarSite, now: Date): string | null => {
  if (!isUpcoming(event, now)) return null;
  const host = new URL(site.origin).host;
  return buildIcs(
    { ...event, uid: `${pagePath.replace(/^\/+/, "").replace(/\//g, "-")}@${host}`, url: `${site.origin}${pagePath}` },
    { productName: site.brandName, stamp: now },
  );
};

/** The page types whose pages offer "Add to calendar", and what their nodes put in the file. */
const CALENDAR_EVENTS: Record<string, (node: Fields) => CalendarEntry> = {
  CommunityEventsJson: (event) => ({
    title: String(event.title),
    description: String(event.description),
    startsAt: String(event.startsAt),
    durationMinutes: Number(event.durationMinutes),
    location: event.location ? String(event.location) : ONLINE_LOCATION,
  }),
  EventLandingsJson: (landing) => ({
    title: String(landing.title),
    description: String(landing.subtitle),
    startsAt: String(landing.startsAt),
    durationMinutes: Number(landing.durationMinutes),
    location: landing.delivery === "Virtual" ? ONLINE_LOCATION : String(landing.delivery),
  }),
};

/**
 * The calendar file of every event page: where it goes (a path beside its page) and its text, or null for an event
 * that has ended by `now`.
 */
export const calendarFiles = (
  nodesOfType: (type: string) => readonly Fields[],
  site: CalendarSite,
  now: Date,
): { file: string; ics: string | null }[] =>
  dataPages(nodesOfType).flatMap(({ path: pagePath, node }) => {
    const event = CALENDAR_EVENTS[String((node.internal as { type: string }).type)]?.(node);
    return event ? [{ file: calendarPath(pagePath), ics: calendarFile(pagePath, event, site, now) }] : [];
  });

/**
 * Writes the "Add to calendar" file beside each upcoming event page and removes one an earlier build left for an
 * event that has since ended. Files in `public/` are served as they are, after a build and by `gatsby develop`
 * alike, so both write them.
 */
export const writeCalendarFiles = ({
  getNodesByType,
  getNode,
  reporter,
}: Pick<NodePluginArgs, "getNodesByType" | "getNode" | "reporter">): void => {
  const brandName = String(getNodesByType("SiteJson")[0]?.brandName ?? "");
  const nodes = resolvedNodesOf(contentModules, getNodesByType, getNode);
  const files = calendarFiles(nodes, { origin: siteUrl(), brandName }, new Date());
  for (const { file, ics } of files) {
    const target = path.join(path.resolve("public"), file);
    if (ics === null) {
      fs.rmSync(target, { force: true });
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, ics);
  }
  reporter.info(`wrote ${files.filter(({ ics }) => ics !== null).length} calendar files`);
};
