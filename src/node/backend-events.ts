import type { GatsbyNode, Node } from "gatsby";
import path from "path";
import { backendConfig, type BackendConfig } from "../lib/backend-config";
import { isUpcoming } from "../lib/event-status";
import { registrationKey } from "../lib/registration-key";
import type { CommunityEventsJson, EventLandingsJson } from "./types/content.generated";

/** An event a built page offers a registration form for, under the key the form sends. */
export interface RegistrableEvent {
  key: string;
  title: string;
  /** Its data file, below data/. */
  file: string;
}

/** The backend's `event_seats` function answers for at most this many keys per call (20261124100000_bounded_reads.sql). */
const KEYS_PER_CALL = 100;

/** What the check reads of an event node, in the types its SDL declares. */
type EventNode = Node &
  Pick<CommunityEventsJson | EventLandingsJson, "eventId" | "title" | "startsAt" | "durationMinutes">;

/**
 * The events this build renders with a registration form: upcoming community events (whose community is their
 * file's name) and event landings, by the rule their views apply (src/views/community-event-view.tsx,
 * event-landing-view.tsx).
 */
export const registrableEvents = (
  { communityEvents, landings }: { communityEvents: EventNode[]; landings: EventNode[] },
  fileOf: (node: Node) => string,
  now: Date,
): RegistrableEvent[] =>
  [
    ...communityEvents.map((event) => ({
      event,
      key: registrationKey(path.basename(fileOf(event), ".json"), event.eventId),
    })),
    ...landings.map((event) => ({ event, key: event.eventId })),
  ]
    .filter(({ event }) => isUpcoming(event, now))
    .map(({ event, key }) => ({ key, title: event.title, file: fileOf(event) }));

/** A PostgreSQL array literal, as PostgREST takes a `text[]` argument in a query string. */
const arrayParameter = (keys: readonly string[]): string =>
  `{${keys.map((key) => `"${key.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

/**
 * The events the backend does not know, asked the way the pages ask for seats (the public `event_seats` function
 * with the anon key, which reads counts only).
 */
export const eventsMissingFrom = async (
  backend: BackendConfig,
  events: readonly RegistrableEvent[],
  fetchImpl: typeof fetch = fetch,
): Promise<RegistrableEvent[]> => {
  const known = new Set<string>();
  for (let start = 0; start < events.length; start += KEYS_PER_CALL) {
    const keys = events.slice(start, start + KEYS_PER_CALL).map((event) => event.key);
    const url = new URL("rest/v1/rpc/event_seats", backend.url.replace(/\/?$/, "/"));
    url.searchParams.set("keys", arrayParameter(keys));
    const response = await fetchImpl(url, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
    for (const row of (await response.json()) as { event_key: string }[]) known.add(row.event_key);
  }
  return events.filter((event) => !known.has(event.key));
};

/** Why a build stops: each missing event by key, title and file, and what to run. */
export const missingEventsMessage = (backendUrl: string, missing: readonly RegistrableEvent[]): string =>
  [
    `The backend at ${backendUrl} lacks ${missing.length === 1 ? "an event" : `${missing.length} events`} this build renders with a registration form, so registering would fail:`,
    ...missing.map((event) => `  - event "${event.key}" ("${event.title}", data/${event.file})`),
    'Bring its database to data/ with `npm run db:sync` (DATABASE_URL: the database owner\'s connection), then build again (docs/going-live.md, "Deploying content to the database").',
  ].join("\n");

/**
 * Stops a production build whose backend could not take a registration for an event the build offers. Builds
 * without a backend (GATSBY_SUPABASE_URL unset) are told so elsewhere (src/node/hosting); the end-to-end build
 * sets SITE_BACKEND_STARTS_LATER, since its backend is started after the build and synced from the same data/.
 */
export const checkBackendEvents: GatsbyNode["onPreBuild"] = async ({ getNodesByType, getNode, reporter }) => {
  const backend = backendConfig();
  if (!backend || process.env.SITE_BACKEND_STARTS_LATER) return;
  const events = registrableEvents(
    {
      communityEvents: getNodesByType("CommunityEventsJson") as EventNode[],
      landings: getNodesByType("EventLandingsJson") as EventNode[],
    },
    (node) => String(getNode(node.parent ?? "")?.relativePath ?? ""),
    new Date(),
  );
  let missing: Awaited<ReturnType<typeof eventsMissingFrom>>;
  try {
    missing = await eventsMissingFrom(backend, events);
  } catch (error) {
    reporter.panicOnBuild(
      `Could not ask the backend at ${backend.url} for the events this build renders with a registration form: ${error instanceof Error ? error.message : String(error)}`,
    );
    return;
  }
  if (missing.length > 0) reporter.panicOnBuild(missingEventsMessage(backend.url, missing));
};
