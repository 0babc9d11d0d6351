/** @jest-environment node */
import fs from "fs";
import path from "path";
import type { ContentNode } from "../../src/node/types/content-module";
import { communitiesContent } from "../../src/node/types/communities";
import { eventLandingsContent } from "../../src/node/types/event-landings";

const DATA = path.join(__dirname, "../../data");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8"));
const routes = new Set(["/communities/revenue"]);
const rules = { ...communitiesContent.rules, ...eventLandingsContent.rules };
const check = (type: string, node: ContentNode) => rules[type](node, { routes });

const revenueEvents = read("community-events/revenue.json") as ContentNode[];
const upcoming = revenueEvents.find((event) => event.status === "upcoming") as ContentNode;
const past = revenueEvents.find((event) => event.status === "past") as ContentNode;

describe("event rules", () => {
  it("accept the committed revenue events", () => {
    revenueEvents.forEach((event) => expect(check("CommunityEventsJson", event)).toEqual([]));
  });

  it("catch a time zone that does not match the start", () => {
    expect(check("CommunityEventsJson", { ...upcoming, timezone: "BST" })).toEqual([
      'field "timezone" is "BST" but startsAt means "GMT" in London',
    ]);
  });

  it("catch an event of a community that has no page", () => {
    expect(check("CommunityEventsJson", { ...upcoming, community: "revenu" })).toEqual([
      'field "community" names "revenu", which has no file in data/communities/',
    ]);
  });

  it("ask upcoming events for registrations within capacity and past events for outcomes", () => {
    expect(check("CommunityEventsJson", { ...upcoming, registered: 40 })).toEqual([
      'field "registered" cannot exceed "capacity"',
    ]);
    expect(check("CommunityEventsJson", { ...upcoming, capacity: null })).toEqual([
      'fields "registered" and "capacity" are required for upcoming events',
    ]);
    expect(check("CommunityEventsJson", { ...past, keyInsights: [] })).toEqual([
      'field "keyInsights" must list at least one insight for past events',
    ]);
  });

  it("know only two statuses and two types, and want a place for in-person events", () => {
    expect(check("CommunityEventsJson", { ...past, status: "cancelled" })).toEqual([
      'field "status" must be "upcoming" or "past"',
    ]);
    expect(check("CommunityEventsJson", { ...upcoming, type: "in-person", location: null })).toEqual([
      'field "location" is required for in-person events',
    ]);
    expect(check("CommunityEventsJson", { ...upcoming, type: "hybrid" })).toEqual([
      'field "type" must be "virtual" or "in-person"',
    ]);
  });
});

describe("community rules", () => {
  const revenue = read("communities/revenue.json") as ContentNode;

  it("accept the committed community", () => {
    expect(check("CommunitiesJson", revenue)).toEqual([]);
  });

  it("catch an unknown colour, an insecure external address, a wrong member count and a bad slug", () => {
    expect(
      check("CommunitiesJson", {
        ...revenue,
        slug: "Revenue Team",
        colour: "pink",
        externalUrl: "http://example.org",
        members: (revenue.members as unknown[]).slice(0, 3),
      }),
    ).toEqual([
      'field "slug" must be lower-case words joined by hyphens (it is part of the address)',
      'field "colour" must be one of blue, teal, violet, amber',
      'field "externalUrl" must be an https:// address',
      'field "members" must hold exactly 4 members (the page shows four)',
    ]);
  });
});

describe("communities and events page rules", () => {
  it.each([
    ["CommunitiesPageJson", "communities-page.json"],
    ["EventExperiencesPageJson", "event-experiences-page.json"],
  ])("%s accepts the committed page and wants buttons in the hero", (type, file) => {
    const page = read(file) as ContentNode & { hero: ContentNode };
    expect(check(type, page)).toEqual([]);
    expect(check(type, { ...page, hero: { ...page.hero, actions: null } })).toEqual([
      'field "hero.actions" must list at least one button',
    ]);
  });
});

describe("event landing rules", () => {
  const landing = read("event-landings/future-of-hr.json") as ContentNode;

  it("accept the committed landing page", () => {
    expect(check("EventLandingsJson", landing)).toEqual([]);
  });

  it("catch a sponsor link without a sponsor name and a bad contact address", () => {
    expect(check("EventLandingsJson", { ...landing, sponsorName: null, contactEmail: "events at example" })).toEqual([
      'field "sponsorName" is required when a sponsor link or logo is given',
      'field "contactEmail" must be an e-mail address',
    ]);
  });
});
