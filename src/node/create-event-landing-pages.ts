import path from "path";
import type { CreatePagesArgs } from "gatsby";
import { eventLandingPath } from "../lib/community-links";
import { ONLINE_LOCATION, writeCalendarFile } from "./calendar-files";
import { siteUrl } from "./site-url";

interface LandingPagesData {
  siteJson: { brandName: string } | null;
  allEventLandingsJson: {
    nodes: {
      slug: string;
      title: string;
      subtitle: string;
      startsAt: string;
      durationMinutes: number;
      delivery: string;
    }[];
  };
}

/** Paths of the pages built from data/event-landings/. */
export const eventLandingPagePaths = (landings: readonly { slug: string }[]): string[] =>
  landings.map(({ slug }) => eventLandingPath(slug));

/** One landing page per file in data/event-landings/, each with its calendar file until the event has ended. */
export const createEventLandingPages = async ({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> => {
  const result = await graphql<LandingPagesData>(`
    query EventLandingPages {
      siteJson {
        brandName
      }
      allEventLandingsJson {
        nodes {
          slug
          title
          subtitle
          startsAt
          durationMinutes
          delivery
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read event landing pages", result.errors);
    return;
  }
  const site = { origin: siteUrl(), brandName: result.data.siteJson?.brandName ?? "" };
  const now = new Date();
  for (const landing of result.data.allEventLandingsJson.nodes) {
    const pagePath = eventLandingPath(landing.slug);
    actions.createPage({
      path: pagePath,
      component: path.resolve("src/templates/event-landing.tsx"),
      context: { slug: landing.slug },
    });
    writeCalendarFile(
      pagePath,
      {
        title: landing.title,
        description: landing.subtitle,
        startsAt: landing.startsAt,
        durationMinutes: landing.durationMinutes,
        location: landing.delivery === "Virtual" ? ONLINE_LOCATION : landing.delivery,
      },
      site,
      now,
    );
  }
};
