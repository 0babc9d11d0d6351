/**
 * Links a visitor can trust (issue 38): each page of the site and each of its reports has one address, no link
 * goes to a domain reserved for examples (it never resolves), and a link to a report goes to one the site lists.
 * The site's address comes from data/site.json, the reports' from data/reports.json, so a rule reads every file at
 * once.
 */
import { markdownLiteLinks } from "../lib/markdown-lite";
import { aliases, routeOf } from "../routes";
import type { CrossFileRule, NodeProblem, TypedNode } from "./content-rules";

/** Top-level domains reserved for documentation and testing (RFC 2606, RFC 6761): nothing there answers. */
export const RESERVED_DOMAINS = ["example", "invalid", "test", "localhost"] as const;

/** Where a report's address sits below its host: `https://insights…/reports/<name>`. */
export const REPORTS_FOLDER = "/reports/";

/** The address of the list of reports a visitor can browse. */
const REPORTS_LIST = "/thought-leadership";

const WEB_ADDRESS = /^https?:\/\/\S+$/;
/** Fields that define an address rather than link to it. */
const DEFINITIONS = new Set(["siteUrl"]);

interface Link {
  field: string;
  href: string;
}

/** Every link of a value with its field path: `href` fields, any field holding a web address, markdown links. */
export const linksOf = (value: unknown, at = ""): Link[] => {
  if (typeof value === "string") {
    if (WEB_ADDRESS.test(value) || (at.endsWith("href") && value.startsWith("/"))) return [{ field: at, href: value }];
    return markdownLiteLinks(value).map((href) => ({ field: at, href }));
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => linksOf(item, `${at}[${i}]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    DEFINITIONS.has(key) ? [] : linksOf(item, at ? `${at}.${key}` : key),
  );
};

const urlOf = (href: string): URL | null => {
  try {
    return new URL(href);
  } catch {
    return null;
  }
};

/** The reserved domain a host is in, if any. */
export const reservedDomainOf = (host: string): string | undefined =>
  RESERVED_DOMAINS.find((domain) => host === domain || host.endsWith(`.${domain}`));

const withoutTrailingSlash = (href: string): string => href.replace(/(?<=[^/])\/+$/, "");
const lastSegment = (href: string): string => withoutTrailingSlash(href).split("/").pop() ?? "";

interface Report {
  title: string;
  address: string;
}

const reportsOf = (nodes: readonly TypedNode[]): Report[] =>
  nodes
    .filter(({ type }) => type === "ReportsJson")
    .map(({ node }) => ({ title: String(node.title), address: withoutTrailingSlash(String(node.pdf_url ?? "")) }))
    .filter((report) => urlOf(report.address)?.pathname.startsWith(REPORTS_FOLDER));

const siteOriginOf = (nodes: readonly TypedNode[]): string | undefined => {
  const site = nodes.find(({ type }) => type === "SiteJson")?.node;
  return site && typeof site.siteUrl === "string" ? urlOf(site.siteUrl)?.origin : undefined;
};

/** The path a site link names, with an alias replaced by the page it shows. */
const primaryOf = (route: string): string => aliases[route] ?? route;

/** Problems of one link; `reports` are the site's, `reportHosts` the origins they are published on. */
const linkProblems = (
  { field, href }: Link,
  context: { siteOrigin?: string; reports: Report[]; reportHosts: Set<string> },
): string[] => {
  const said = `field "${field}" links to "${href}"`;
  if (href.startsWith("/") && !href.startsWith("//")) {
    const route = routeOf(href);
    return aliases[route]
      ? [`${said}, a second address of the page ${aliases[route]}; expected "${aliases[route]}", its one address`]
      : [];
  }
  const url = urlOf(href);
  if (!url) return [];
  const reserved = reservedDomainOf(url.hostname);
  if (reserved) {
    return [
      `${said}, a domain reserved for examples (.${reserved}) that never answers; expected a real address, or no ` +
        "link (the name then shows as plain text)",
    ];
  }
  if (url.origin === context.siteOrigin) {
    const path = primaryOf(routeOf(url.pathname));
    return [`${said}, a page of this site by its full address; expected its path "${path}", its one address`];
  }
  if (!context.reportHosts.has(url.origin) || !url.pathname.startsWith(REPORTS_FOLDER)) return [];
  const address = withoutTrailingSlash(`${url.origin}${url.pathname}`);
  if (context.reports.some((report) => report.address === address)) return [];
  const name = lastSegment(address);
  const same = context.reports.find((report) => {
    const listed = lastSegment(report.address);
    return name.startsWith(`${listed}-`) || listed.startsWith(`${name}-`);
  });
  return same
    ? [
        `${said}, a second address of the report "${same.title}", which data/reports.json gives as ` +
          `"${same.address}"; expected that one address`,
      ]
    : [
        `${said}, a report that data/reports.json does not list, so ${REPORTS_LIST} does not show it; expected ` +
          "the address of a report it lists",
      ];
};

/** Every link of every file, against the site's address and its list of reports. */
export const linksToTrust: CrossFileRule = (nodes) => {
  const reports = reportsOf(nodes);
  const context = {
    siteOrigin: siteOriginOf(nodes),
    reports,
    reportHosts: new Set(reports.map((report) => new URL(report.address).origin)),
  };
  return nodes.flatMap(({ node }): NodeProblem[] =>
    linksOf(node).flatMap((link) => linkProblems(link, context).map((message) => ({ node, message }))),
  );
};
