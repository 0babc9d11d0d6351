import path from "path";
import { eventStatus, type EventTiming } from "../../src/lib/event-status";
import { londonTexts } from "../../src/lib/london-time";
import { dataFileValue, loadContent, type Content } from "../../src/node/content-loader";
import { communityEventPath } from "../../src/routes";

/**
 * The committed content of data/ as tests read it: expectations come from here, never from copied values, so an
 * editor's change breaks no test unrelated to it.
 */
export const DATA = path.join(__dirname, "../../data");

/** data/ through the site's content loader, read once per test process (a test never changes data/). */
let loaded: Content | undefined;
const content = (): Content => (loaded ??= loadContent(DATA));

/** One JSON file of data/, e.g. `readData<Site>("site.json")`. */
export const readData = <T>(file: string): T => {
  const value = content().value<T>(file);
  if (value === undefined) throw new Error(`data/${file} does not exist`);
  return value;
};

/**
 * A data file anywhere (data/, a project copy's, a fixture folder), read through the site's content loader as the
 * build reads it. The type is the test's to say: a test often edits what it reads.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read and edit arbitrary content
export const readDataFileAt = <T = any>(absolutePath: string): T =>
  dataFileValue<T>(path.dirname(absolutePath), path.basename(absolutePath));

/** The JSON files of a folder of data/, as paths relative to data/, in file-name order. */
export const dataFiles = (folder: string): string[] =>
  content()
    .files.filter((file) => path.dirname(file.relativePath) === folder)
    .map((file) => file.relativePath);

/** Every community of data/communities/, in each file's `order`, as the site lists them. */
export const dataCommunities = <T extends { order: number }>(): T[] =>
  dataFiles("communities")
    .map((file) => readData<T>(file))
    .sort((a, b) => a.order - b.order);

/**
 * An event as the site reads it: the file states its start once, the date, time and timezone shown are that start in
 * London (src/node/derived-fields.ts).
 */
export const withLondonTexts = <T extends { startsAt: string }>(event: T): T & ReturnType<typeof londonTexts> => ({
  ...event,
  ...londonTexts(event.startsAt),
});

/** The events of one file of data/community-events/ as the site reads them: its community is the file's name. */
export const communityEventsIn = <T>(events: { startsAt: string }[], file: string): T[] =>
  events.map((event) => ({ ...withLondonTexts(event), community: path.basename(file, ".json") }) as T);

/** Every community event of data/community-events/, file by file, as the site reads them. */
export const dataCommunityEvents = <T>(): T[] =>
  dataFiles("community-events").flatMap((file) => communityEventsIn<T>(readData(file), file));

/** An event landing of data/event-landings/ as the site reads it. */
export const dataEventLanding = <T>(file: string): T => withLondonTexts(readData<T & { startsAt: string }>(file));

/** The first event of data/community-events/ still to come by this machine's clock, which the site was built on. */
export const firstUpcomingCommunityEvent = () => {
  const event = dataCommunityEvents<EventTiming & { community: string; eventId: string; title: string }>().find(
    (candidate) => eventStatus(candidate, new Date()) === "upcoming",
  );
  if (!event) throw new Error("data/community-events/ holds no event to come");
  return { ...event, path: communityEventPath(event.community, event.eventId) };
};
