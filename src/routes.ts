/**
 * Every address of the site in one module that the browser bundle, gatsby-node and the tests all read: the path
 * builders, the page types built from data (node type, template, path, context keys), the aliases with their
 * canonical routes, and the routes search engines should not list. Pure: no Node or Gatsby imports.
 */
import { contentTypeName } from "./lib/content-type-name.ts";
import { normaliseRoute } from "./lib/normalise-route.ts";
import { LINK_ACTIONS } from "./lib/registration-links.ts";

export { normaliseRoute };

/** Strips the hash and query, so `/services#content-services` names the route `/services`. */
export const routeOf = (href: string): string => normaliseRoute(href.split(/[?#]/)[0]);

export const HOME_ROUTE = "/";

/** The index of the interview programmes; the programmes themselves live at the site root. */
export const PROGRAMMES_ROUTE = "/interview-programmes";

/** Programme pages live at the site root, e.g. `/ai-transformation`. */
export const programmePath = (slug: string): string => `/${slug}`;

export const COMMUNITIES_ROUTE = "/communities";

export const communityPath = (slug: string): string => `${COMMUNITIES_ROUTE}/${slug}`;

/** Every event of a community, to come and past; its page shows only the next few and the latest few. */
export const communityEventsPath = (community: string): string => `${communityPath(community)}/events`;

export const communityEventPath = (community: string, eventId: string): string =>
  `${communityEventsPath(community)}/${eventId}`;

/** Events to come, and past events, a community's own page shows; its event list page shows them all. */
export const COMMUNITY_PAGE_EVENTS = 3;

/** The event experiences, each event landing page beneath. */
export const EVENTS_ROUTE = "/events";

export const eventLandingPath = (slug: string): string => `${EVENTS_ROUTE}/${slug}`;

/** The .ics file written beside an event page at build time. */
export const calendarPath = (pagePath: string): string => `${pagePath}.ics`;

export interface CommunityLinkTarget {
  slug: string;
  externalUrl?: string | null;
}

/**
 * Two communities live on their own sites. The database may also carry such an
 * address in place of the slug, so a slug that is an address is honoured too.
 */
export const communityCardHref = ({ slug, externalUrl }: CommunityLinkTarget): string => {
  if (externalUrl) return externalUrl;
  return /^https?:\/\//.test(slug) ? slug : communityPath(slug);
};

/**
 * Routes that show the same screen as a primary route (alias → primary). The alias is a copy of the primary page
 * whose canonical link points back at the primary route; the sitemap lists only the primary.
 */
export const aliases: Readonly<Record<string, string>> = {
  "/home": HOME_ROUTE,
  "/virtual-experiences": EVENTS_ROUTE,
  "/get-started": "/contact",
  "/privacy": "/privacy-notice",
};

export const aliasesOf = (primary: string): string[] =>
  Object.entries(aliases)
    .filter(([, target]) => target === primary)
    .map(([alias]) => alias);

/**
 * Where each form posts without JavaScript: the host passes these addresses to the Edge Function submit-form
 * (supabase/functions/submit-form; nginx's configuration and `gatsby develop` are written with them, src/node).
 */
export const FORM_ACTIONS = { contact: "/forms/contact", registration: "/forms/registration" } as const;

export type FormKind = keyof typeof FORM_ACTIONS;

/**
 * Every address the host passes to submit-form, by the function's path (`/functions/v1/submit-form/{key}`): the
 * forms' posts, and a registration's links in its mails (src/lib/registration-links.ts).
 */
export const FUNCTION_ACTIONS = { ...FORM_ACTIONS, ...LINK_ACTIONS } as const;

/** Where the contact form takes a visitor once their message is stored. */
export const THANK_YOU_ROUTE = "/thank-you";

/**
 * Screens that only make sense after an action, so search engines should not list them, and neither the header nor
 * the footer links them: a link to a confirmation nobody earned would mislead. Each is the end of a journey that
 * starts in the header (the contact form redirects to the thank-you page).
 */
export const UNLISTED_ROUTES: ReadonlySet<string> = new Set([THANK_YOU_ROUTE]);

/** A kind of page made once per node of a GraphQL type, e.g. one programme page per `data/programmes/*.json`. */
export interface PageType {
  /** The GraphQL node type whose nodes each make a page. */
  nodeType: string;
  /** The template, from the site root. */
  template: string;
  /** The node fields the path needs; they are also the template query's variables, the page's whole context. */
  contextKeys: readonly string[];
  path: (context: Readonly<Record<string, string>>) => string;
}

/** Every page type built from data; pages in `src/pages/` are the fixed routes. */
export const pageTypes: readonly PageType[] = [
  {
    nodeType: "ProgrammesJson",
    template: "src/templates/programme.tsx",
    contextKeys: ["slug"],
    path: ({ slug }) => programmePath(slug),
  },
  {
    nodeType: "CommunitiesJson",
    template: "src/templates/community.tsx",
    contextKeys: ["slug"],
    path: ({ slug }) => communityPath(slug),
  },
  {
    nodeType: "CommunitiesJson",
    template: "src/templates/community-events.tsx",
    contextKeys: ["slug"],
    path: ({ slug }) => communityEventsPath(slug),
  },
  {
    nodeType: "CommunityEventsJson",
    template: "src/templates/community-event.tsx",
    contextKeys: ["community", "eventId"],
    path: ({ community, eventId }) => communityEventPath(community, eventId),
  },
  {
    nodeType: "EventLandingsJson",
    template: "src/templates/event-landing.tsx",
    contextKeys: ["slug"],
    path: ({ slug }) => eventLandingPath(slug),
  },
];

/** Contributors a page of /featured-contributors shows (spec §9). */
export const CONTRIBUTORS_PAGE_SIZE = 9;

/** Recent episodes on /podcasts; earlier ones follow on /podcasts/2, …, as many to a page. */
export const EPISODES_PAGE_SIZE = 6;

/** Reports a page of /thought-leadership lists before any filter; the filters and search see every report. */
export const REPORTS_PAGE_SIZE = 8;

/** The compact index of every report (src/lib/report-index.ts) that the report filters load on first use. */
export const REPORT_INDEX_PATH = "/thought-leadership/report-index.json";

/** Page `page` of a list whose first page is `base`: page 1 keeps the list's own address, the next are `base/2`… */
export const listPagePath = (base: string, page: number): string => (page === 1 ? base : `${base}/${page}`);

/** How many pages `total` entries fill at `size` a page; an empty list still has its one page. */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** A list shown a page at a time, each page a real address built from the count of its nodes. */
export interface ListPageType {
  /** The GraphQL node type whose nodes the list shows. */
  nodeType: string;
  /** The template, from the site root; its query takes `skip` and `limit`. */
  template: string;
  /** The first page's address. */
  base: string;
  pageSize: number;
}

/** Where a page of a list sits: its entries (`skip`, `limit`) and its place among the pages. */
export interface ListPageContext {
  skip: number;
  limit: number;
  /** From 1. */
  page: number;
  pages: number;
  base: string;
}

export const listPageTypes: readonly ListPageType[] = [
  {
    nodeType: "ContributorsJson",
    template: "src/templates/featured-contributors.tsx",
    base: "/featured-contributors",
    pageSize: CONTRIBUTORS_PAGE_SIZE,
  },
  {
    nodeType: "ReportsJson",
    template: "src/templates/thought-leadership.tsx",
    base: "/thought-leadership",
    pageSize: REPORTS_PAGE_SIZE,
  },
  {
    nodeType: "PodcastEpisodesJson",
    template: "src/templates/podcasts.tsx",
    base: "/podcasts",
    pageSize: EPISODES_PAGE_SIZE,
  },
];

/** Every page of every paged list, from the number of nodes of each list's type. */
export const listPages = (
  countOf: (nodeType: string) => number,
  types: readonly ListPageType[] = listPageTypes,
): { path: string; template: string; context: ListPageContext }[] =>
  types.flatMap(({ nodeType, template, base, pageSize }) => {
    const pages = pageCount(countOf(nodeType), pageSize);
    return Array.from({ length: pages }, (_, i) => ({
      path: listPagePath(base, i + 1),
      template,
      context: { skip: i * pageSize, limit: pageSize, page: i + 1, pages, base },
    }));
  });

export interface DataPage<Node> {
  path: string;
  template: string;
  context: Record<string, string>;
  node: Node;
}

/**
 * The pages that nodes make, in registry order. A node missing a context field makes no page: the content validator
 * reports it with its file name, where a failing page query would name none.
 */
export const dataPages = <Node extends object>(
  nodesOfType: (type: string) => readonly Node[],
  types: readonly PageType[] = pageTypes,
): DataPage<Node>[] =>
  types.flatMap((type) =>
    nodesOfType(type.nodeType).flatMap((node) => {
      const fields = node as Record<string, unknown>;
      const context: Record<string, string> = {};
      for (const key of type.contextKeys) {
        const value = fields[key];
        if (typeof value !== "string" || value === "") return [];
        context[key] = value;
      }
      return [{ path: type.path(context), template: type.template, context, node }];
    }),
  );

/**
 * Where the CMS preview shows each data file: the page built from it, or, for a file that has no page of its
 * own, a page that shows it (the home page's testimonials, the header's navigation…). Files of a folder find their
 * page through src/routes.ts's page types, as createPages does.
 */
const SHOWN_ON: Readonly<Record<string, string>> = {
  about: "/about",
  "campaign-figures": "/sponsor",
  "client-logos": HOME_ROUTE,
  "communities-page": COMMUNITIES_ROUTE,
  contact: "/contact",
  events: EVENTS_ROUTE,
  faq: "/faq",
  "featured-contributors": "/featured-contributors",
  "featured-insight": HOME_ROUTE,
  home: HOME_ROUTE,
  "interview-programmes": PROGRAMMES_ROUTE,
  navigation: HOME_ROUTE,
  people: "/featured-contributors",
  podcasts: "/podcasts",
  "privacy-notice": "/privacy-notice",
  services: "/services",
  site: "/contact",
  sponsor: "/sponsor",
  "sponsor-success-stories": "/sponsor-success-stories",
  testimonials: HOME_ROUTE,
  "thank-you": THANK_YOU_ROUTE,
  "thought-leadership": "/thought-leadership",
};

/** `data/community-events/revenue.json` → `revenue`. */
const fileBase = (file: string): string => file.replace(/^.*\//, "").replace(/\.json$/, "");

/**
 * The route the preview draws `data` of `file` (`data/faq.json`, `data/communities/revenue.json`) with, in the
 * collection `collection` (a file's base name, or a folder's name); undefined for content no page shows (mails).
 */
export const previewRoute = (collection: string, file: string, data: unknown): string | undefined => {
  if (collection in SHOWN_ON) return SHOWN_ON[collection];
  const type = contentTypeName(collection);
  // A community's events file: its events page lists every one of them.
  if (type === "CommunityEventsJson") return communityEventsPath(fileBase(file));
  const list = listPageTypes.find((page) => page.nodeType === type);
  if (list) return list.base;
  const fields = (data ?? {}) as Record<string, unknown>;
  const page = pageTypes.find(
    (one) => one.nodeType === type && one.contextKeys.every((key) => typeof fields[key] === "string" && fields[key]),
  );
  return page?.path(Object.fromEntries(page.contextKeys.map((key) => [key, String(fields[key])])));
};

/** Whether some page shows the content of `collection` (the CMS previews those; not the mails, say). */
export const hasPreviewRoute = (collection: string): boolean =>
  collection in SHOWN_ON ||
  [...pageTypes, ...listPageTypes].some((page) => page.nodeType === contentTypeName(collection));
