import type { GatsbyNode } from "gatsby";
import { createDerivedFieldExtensions } from "./derived-fields";
import { createStoredFieldExtension } from "./stored-fields";
import { communitiesContent } from "./types/communities";
import { companyContent } from "./types/company";
import type { ContentModule } from "./types/content-module";
import { eventLandingsContent } from "./types/event-landings";
import { homeContent } from "./types/home";
import { insightsContent } from "./types/insights";
import { navigationContent } from "./types/navigation";
import { notificationsContent } from "./types/notifications";
import { peopleContent } from "./types/people";
import { programmesContent } from "./types/programmes";
import { sharedContent } from "./types/shared";
import { siteContent } from "./types/site";

/** Every concern's schema; add a concern by adding its module here. */
export const contentModules: ContentModule[] = [
  sharedContent,
  peopleContent,
  siteContent,
  navigationContent,
  homeContent,
  insightsContent,
  companyContent,
  programmesContent,
  communitiesContent,
  eventLandingsContent,
  notificationsContent,
];

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  createDerivedFieldExtensions(actions);
  createStoredFieldExtension(actions);
  actions.createTypes(contentModules.map((module) => module.typeDefs));
};
