/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import type { Node } from "gatsby";
import * as gatsbyNode from "../../gatsby-node";
import {
  checkBackendEvents,
  eventsMissingFrom,
  missingEventsMessage,
  registrableEvents,
  type RegistrableEvent,
} from "../../src/node/backend-events";
import { isUpcoming } from "../../src/lib/event-status";
import { registrationKey } from "../../src/lib/registration-key";
import type { CommunityEventsJson } from "../../src/node/types/content.generated";
import { FIXTURE_DATA, useBackend } from "./backend-process";
import { readDataFileAt } from "../support/data";

type EventJson = Pick<CommunityEventsJson, "eventId" | "title" | "startsAt" | "durationMinutes">;

/** The fixture files as Gatsby's nodes of them: each node knows its file through its parent. */
const nodesOf = (folder: string) =>
  fs.readdirSync(path.join(FIXTURE_DATA, folder)).flatMap((name) => {
    const value = readDataFileAt(path.join(FIXTURE_DATA, folder, name));
    return (Array.isArray(value) ? value : [value]).map(
      (event: EventJson) => ({ ...event, parent: `${folder}/${name}` }) as unknown as Node & EventJson,
    );
  });
const communityEvents = nodesOf("community-events");
const landings = nodesOf("event-landings");
const fileOf = (node: Node) => String(node.parent);

describe("the build's check that its backend has every event it renders with a registration form", () => {
  const backend = useBackend({ dataDir: FIXTURE_DATA });
  const now = new Date();
  const events = registrableEvents({ communityEvents, landings }, fileOf, now);

  it("names the upcoming community events by community (their file) and event id, and the landings by event id", () => {
    const upcoming = communityEvents.filter((event) => isUpcoming(event, now));
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeLessThan(communityEvents.length); // a past event offers no form
    expect(events.map((event) => event.key).sort()).toEqual(
      [
        ...upcoming.map((event) => registrationKey(path.basename(fileOf(event), ".json"), event.eventId)),
        ...landings.map((event) => event.eventId),
      ].sort(),
    );
  });

  it("finds nothing missing in a backend synced from the same data/, and names the one event it lacks", async () => {
    const config = { url: backend().url, anonKey: backend().anonKey };
    expect(await eventsMissingFrom(config, events)).toEqual([]);

    const unsynced: RegistrableEvent = {
      key: registrationKey("alpha-leaders", "added-after-sync"),
      title: "Added after the sync",
      file: "community-events/alpha-leaders.json",
    };
    const missing = await eventsMissingFrom(config, [...events, unsynced]);
    expect(missing).toEqual([unsynced]);
    const message = missingEventsMessage(config.url, missing);
    expect(message).toContain(`event "${unsynced.key}" ("${unsynced.title}", data/${unsynced.file})`);
    expect(message).toContain("npm run db:sync");
  });

  it("asks in calls of at most 100 keys, so a site with more events is checked whole", async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ key: `many-${i}`, title: `Event ${i}`, file: "x.json" }));
    const missing = await eventsMissingFrom({ url: backend().url, anonKey: backend().anonKey }, [...events, ...many]);
    expect(missing).toEqual(many);
  });

  // What a build does with it: gatsby-node's onPreBuild stops the build (panicOnBuild) with that message when the
  // backend its GATSBY_SUPABASE_* name lacks an upcoming event of data/, and lets it go on when it has them all.
  it("is the build's onPreBuild, and stops a build whose backend lacks an upcoming event", async () => {
    expect(gatsbyNode.onPreBuild).toBe(checkBackendEvents);
    const upcoming = communityEvents.find((event) => isUpcoming(event, now));
    if (!upcoming) throw new Error("the fixture holds no upcoming community event");
    const added = { ...upcoming, id: "added", eventId: "added-after-sync", title: "Added after the sync" };
    const run = async (nodes: (Node & EventJson)[]) => {
      const panics: string[] = [];
      const env = { ...process.env };
      Object.assign(process.env, { GATSBY_SUPABASE_URL: backend().url, GATSBY_SUPABASE_ANON_KEY: backend().anonKey });
      delete process.env.SITE_BACKEND_STARTS_LATER;
      try {
        await (checkBackendEvents as (args: unknown) => Promise<void>)({
          getNodesByType: (type: string) => (type === "CommunityEventsJson" ? nodes : landings),
          getNode: (id: string) => ({ relativePath: id }),
          reporter: { panicOnBuild: (message: string) => panics.push(message) },
        });
      } finally {
        process.env = env;
      }
      return panics;
    };
    expect(await run(communityEvents)).toEqual([]);
    const panics = await run([...communityEvents, added]);
    expect(panics).toEqual([
      missingEventsMessage(backend().url, [
        {
          key: registrationKey(path.basename(fileOf(added), ".json"), added.eventId),
          title: added.title,
          file: fileOf(added),
        },
      ]),
    ]);
  });
});
