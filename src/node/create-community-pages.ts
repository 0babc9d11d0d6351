import path from "path";
import type { CreatePagesArgs } from "gatsby";
import { communityPath, eventPath } from "../lib/community-links";
import { ONLINE_LOCATION, writeCalendarFile } from "./calendar-files";
import { siteUrl } from "./site-url";

interface CommunityPagesData {
  siteJson: { brandName: string } | null;
  allCommunitiesJson: { nodes: { slug: string }[] };
  allCommunityEventsJson: {
    nodes: {
      community: string;
      eventId: string;
      title: string;
      description: string;
      startsAt: string;
      durationMinutes: number;
      location: string | null;
    }[];
  };
}

/** Paths of the pages built from data/communities/ and data/community-events/. */
export const communityPagePaths = (
  communities: readonly { slug: string }[],
  events: readonly { community: string; eventId: string }[],
): string[] => [
  ...communities.map(({ slug }) => communityPath(slug)),
  ...events.map((event) => eventPath(event.community, event.eventId)),
];

/**
 * One page per community in data/communities/ and one per event in data/community-events/, with a calendar file per event
 * that has not ended by the build's clock.
 */
export const createCommunityPages = async ({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> => {
  const result = await graphql<CommunityPagesData>(`
    query CommunityPages {
      siteJson {
        brandName
      }
      allCommunitiesJson {
        nodes {
          slug
        }
      }
      allCommunityEventsJson {
        nodes {
          community
          eventId
          title
          description
          startsAt
          durationMinutes
          location
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read communities and events", result.errors);
    return;
  }
  const { siteJson, allCommunitiesJson, allCommunityEventsJson } = result.data;
  const site = { origin: siteUrl(), brandName: siteJson?.brandName ?? "" };
  const now = new Date();

  for (const { slug } of allCommunitiesJson.nodes) {
    actions.createPage({
      path: communityPath(slug),
      component: path.resolve("src/templates/community.tsx"),
      context: { slug },
    });
  }

  const seen = new Set<string>();
  for (const event of allCommunityEventsJson.nodes) {
    const pagePath = eventPath(event.community, event.eventId);
    if (seen.has(pagePath)) {
      reporter.panicOnBuild(`data/community-events/${event.community}.json: eventId "${event.eventId}" is used twice`);
    }
    seen.add(pagePath);
    actions.createPage({
      path: pagePath,
      component: path.resolve("src/templates/community-event.tsx"),
      context: { slug: event.community, eventId: event.eventId },
    });
    writeCalendarFile(
      pagePath,
      {
        title: event.title,
        description: event.description,
        startsAt: event.startsAt,
        durationMinutes: event.durationMinutes,
        location: event.location ?? ONLINE_LOCATION,
      },
      site,
      now,
    );
  }
};
